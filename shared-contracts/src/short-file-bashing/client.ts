import type { Args, Reply } from '../routes/contract.ts';
import type { shortFileBashingRoutes } from './routes.ts';
import type { ShortFileBashingSettingName } from './schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof shortFileBashingRoutes;

export type { ShortFileBashingSettingName };
export type ShortFileBashing = Reply<Routes['GET /v1/short-file-bashing']>;
/** The setting's `name` and its new `value`. */
export type ShortFileBashingChange = Args<
  Routes['PUT /v1/setting/short-file-bashing-:name'],
  'params' | 'body'
>;
export type ShortFileBashingSetting = Reply<Routes['PUT /v1/setting/short-file-bashing-:name']>;

/**
 * Short-file bashing (staff spec section 7): the settings of the assign grid's short-file view,
 * and an admin's change to one of them.
 */
export const shortFileBashingApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getShortFileBashing: build.query<ShortFileBashing, void>({
      query: () => ({ url: '/v1/short-file-bashing' }),
      providesTags: ['ShortFileBashing'],
    }),
    changeShortFileBashing: build.mutation<ShortFileBashingSetting, ShortFileBashingChange>({
      query: ({ name, value }) => ({
        url: `/v1/setting/short-file-bashing-${name}`,
        method: 'PUT',
        body: { value },
      }),
      invalidatesTags: (result) => (result ? ['ShortFileBashing'] : []),
    }),
  }),
});

export const { useGetShortFileBashingQuery, useChangeShortFileBashingMutation } =
  shortFileBashingApi;
