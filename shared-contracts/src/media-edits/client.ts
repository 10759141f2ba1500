import type { CamelCasedPropertiesDeep } from 'type-fest';
import type { Reply } from '../routes/contract.ts';
import type { mediaEditRoutes } from './routes.ts';
import type { mediaRoutes } from '../media/routes.ts';
import type { AdminChatMessage, NotifyMediaInput, StaffMediaDetails } from './schema.ts';
import type { UpdateMediaInput } from '../media/schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';
import { staffMediaApi } from '../media/staff-media-client.ts';

type Routes = typeof mediaEditRoutes;

export type { AdminChatMessage, StaffMediaDetails };

type DetailsEdit = Pick<
  UpdateMediaInput,
  | 'deadline'
  | 'client_comments'
  | 'admin_chat'
  | 'poor_audio_reason'
  | 'service_options'
  | 'extra_fields'
  | 'updated_at'
>;
/** The media's id with one or more of its editable details, and the version the editor saw. */
export type MediaDetailsEditRequest = { id: number } & CamelCasedPropertiesDeep<DetailsEdit>;
/** The media's id and the mail: deadline_changed, or customer_email with subject and message. */
export type NotifyMediaRequest = { id: number } & NotifyMediaInput;
export type Notified = Reply<Routes['PUT /v1/media/notify/:id']>;

const detailsTag = (id: number) => ({ type: 'StaffMediaDetails' as const, id });
const chatTag = (id: number) => ({ type: 'AdminChat' as const, id });
const historyTag = (id: number) => ({ type: 'MediaHistory' as const, id });

/** The grid's row shows the change at once: its row is read again into the cached pages. */
const refreshRow = async (
  id: number,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
) => {
  if (await queryFulfilled.then(() => true).catch(() => false))
    dispatch(staffMediaApi.endpoints.refreshStaffMedia.initiate([id]));
};

/**
 * The media's editable details on the assign grid (staff spec sections 2 and 7): what the edit
 * dialogs start from, the edits (PUT /v1/media/{id}), the admins' chat and the media's mails.
 */
export const mediaEditsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getStaffMediaDetails: build.query<StaffMediaDetails, number>({
      query: (id) => ({ url: `/v1/media/details/${id}` }),
      providesTags: (_result, _error, id) => [detailsTag(id)],
    }),
    getAdminChat: build.query<AdminChatMessage[], number>({
      query: (id) => ({ url: `/v1/media/admin-chat/${id}` }),
      transformResponse: (reply: Reply<Routes['GET /v1/media/admin-chat/:id']>) => reply.result,
      providesTags: (_result, _error, id) => [chatTag(id)],
    }),
    editMediaDetails: build.mutation<
      Reply<(typeof mediaRoutes)['PUT /v1/media/:id(^\\d+$)']>,
      MediaDetailsEditRequest
    >({
      query: ({ id, ...body }) => ({ url: `/v1/media/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [detailsTag(id), chatTag(id), historyTag(id)],
      onQueryStarted: ({ id }, api) => refreshRow(id, api),
    }),
    notifyMedia: build.mutation<Notified, NotifyMediaRequest>({
      query: ({ id, ...body }) => ({ url: `/v1/media/notify/${id}`, method: 'PUT', body }),
      invalidatesTags: (result, _error, { id }) => (result ? [historyTag(id)] : []),
    }),
  }),
});

export const {
  useGetStaffMediaDetailsQuery,
  useGetAdminChatQuery,
  useEditMediaDetailsMutation,
  useNotifyMediaMutation,
} = mediaEditsApi;
