import type { Args, Reply } from '../routes/contract.ts';
import type { mediaRoutes } from '../media/routes.ts';
import type { mediaReturnRoutes } from './routes.ts';
import type { MediaStanding, StaffAction } from './schema.ts';
import type { ApiError } from '../app/api-base.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof mediaReturnRoutes;

export type { MediaStanding, StaffAction };

/** The media ids, and force to return those whose jobs are unfinished. */
export type ReturnMediaRequest = Args<Routes['PUT /v1/media/return'], 'body'>;
export type ReNotifyRequest = Args<Routes['PUT /v1/media/re-notify'], 'body'>;
export type ReturnedMedia = Reply<Routes['PUT /v1/media/return']>;
export type MergedJobs = Reply<Routes['PUT /v1/media/merge-transcripts/:id']>;
export type RestorableSnapshots = Reply<Routes['GET /v1/media/restore-snapshots/:id']>;
export type MediaHistory = Reply<Routes['GET /v1/media/history/:id']>;
/**
 * The media's id with onHold, cancelled, returnNotes, priority or difficulty (the staff's edits),
 * one or more, and the row's updatedAt as the admin saw it (a later change refuses it, 409).
 */
export type StaffMediaEditRequest = Pick<
  Args<(typeof mediaRoutes)['PUT /v1/media/:id(^\\d+$)'], 'params' | 'body'>,
  'id' | 'onHold' | 'cancelled' | 'returnNotes' | 'priority' | 'difficulty' | 'updatedAt'
>;

const historyTag = (id: number) => ({ type: 'MediaHistory' as const, id });
const jobsTag = { type: 'Job' as const, id: 'LIST' };

/**
 * What a step on media changes besides them: their jobs (merged, or the media's status the job
 * lists show), their history, and what the client downloads. A refusal because the media moved
 * on (404, 409) refetches them too.
 */
const touched = (ids: readonly number[]) => (result: unknown, error: ApiError | undefined) =>
  result || error?.status === 404 || error?.status === 409
    ? [jobsTag, 'Transcript' as const, ...ids.map(historyTag)]
    : [];

/**
 * Finishing the line (staff spec sections 4 and 7): merge, return with or without force,
 * re-notify, the staff's on hold, cancel and return notes, the snapshots to restore and the
 * media's history of staff actions (mediaInfo).
 */
export const mediaReturnApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    mergeTranscripts: build.mutation<MergedJobs, number>({
      query: (id) => ({ url: `/v1/media/merge-transcripts/${id}`, method: 'PUT' }),
      invalidatesTags: (result, error, id) => touched([id])(result, error),
    }),
    returnMedia: build.mutation<ReturnedMedia, ReturnMediaRequest>({
      query: (body) => ({ url: '/v1/media/return', method: 'PUT', body }),
      invalidatesTags: (result, error, { ids }) => touched(ids)(result, error),
    }),
    reNotify: build.mutation<ReturnedMedia, ReNotifyRequest>({
      query: (body) => ({ url: '/v1/media/re-notify', method: 'PUT', body }),
      invalidatesTags: (result, error, { ids }) => touched(ids)(result, error),
    }),
    editStaffMedia: build.mutation<
      Reply<(typeof mediaRoutes)['PUT /v1/media/:id(^\\d+$)']>,
      StaffMediaEditRequest
    >({
      query: ({ id, ...body }) => ({ url: `/v1/media/${id}`, method: 'PUT', body }),
      invalidatesTags: (result, error, { id }) => touched([id])(result, error),
    }),
    /** The grid's deleteMedia: an ordered media out of production (Deleted content). */
    deleteStaffMedia: build.mutation<
      Reply<(typeof mediaRoutes)['DELETE /v1/media/:id(^\\d+$)']>,
      number
    >({
      query: (id) => ({ url: `/v1/media/${id}`, method: 'DELETE' }),
      // The grid's pages leave deleted media out: they are read again without it.
      invalidatesTags: (result, error, id) => [
        ...touched([id])(result, error),
        ...(result ? [{ type: 'StaffMedia' as const, id: 'LIST' }] : []),
      ],
    }),
    getRestorableSnapshots: build.query<RestorableSnapshots, number>({
      query: (id) => ({ url: `/v1/media/restore-snapshots/${id}` }),
      providesTags: ['TranscriptSnapshot'],
    }),
    getMediaHistory: build.query<MediaHistory, number>({
      query: (id) => ({ url: `/v1/media/history/${id}` }),
      providesTags: (_result, _error, id) => [historyTag(id)],
    }),
  }),
});

export const {
  useMergeTranscriptsMutation,
  useReturnMediaMutation,
  useReNotifyMutation,
  useEditStaffMediaMutation,
  useDeleteStaffMediaMutation,
  useGetRestorableSnapshotsQuery,
  useGetMediaHistoryQuery,
} = mediaReturnApi;
