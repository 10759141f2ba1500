import type { Args, Reply } from '../routes/contract.ts';
import type { TypistSettingsRoutes } from './routes.ts';
import type { TypistSettings } from './schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Save = TypistSettingsRoutes['PUT /v2/typist-settings'];

export type { TypistSettings };

/**
 * The hotkeys to keep (sent as their JSON text): an action left out goes back to its default;
 * an unknown action, a malformed key or one another action has is refused (422, naming it).
 */
export type SaveTypistSettingsRequest = Args<Save, 'body'>;

const asJsonText = (settings: SaveTypistSettingsRequest['settingsPortal3']) =>
  typeof settings === 'string' ? settings : JSON.stringify(settings);

/** The editor's hotkeys of the signed-in user (staff spec section 7 "Typist settings"). */
export const typistSettingsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Every action's combination: the user's over the defaults. */
    getTypistSettings: build.query<Reply<TypistSettingsRoutes['GET /v2/typist-settings']>, void>({
      query: () => ({ url: '/v2/typist-settings' }),
      providesTags: ['TypistSettings'],
    }),
    saveTypistSettings: build.mutation<Reply<Save>, SaveTypistSettingsRequest>({
      query: ({ settingsPortal3 }) => ({
        url: '/v2/typist-settings',
        method: 'PUT',
        body: { settingsPortal3: asJsonText(settingsPortal3) },
      }),
      invalidatesTags: (result) => (result ? ['TypistSettings'] : []),
    }),
  }),
});

export const { useGetTypistSettingsQuery, useSaveTypistSettingsMutation } = typistSettingsApi;
