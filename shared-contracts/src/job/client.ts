import type { Args, Reply } from '../routes/contract.ts';
import type { jobRoutes } from './routes.ts';
import type { mediaRoutes } from '../media/routes.ts';
import type { Job, JobScope } from './schema.ts';
import type { ApiError } from '../app/api-base.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof jobRoutes;
type MediaRoutes = typeof mediaRoutes;

export type { Job, JobScope };

/**
 * Page (default 1) and pageSize (default 50, at most 100); scope mine (default), offered,
 * proofreading or all; sort deadline (default), createdAt, status or title, ascending unless told.
 */
export type JobListQuery = Args<Routes['GET /v1/job'], 'querystring'>;
export type JobPage = Reply<Routes['GET /v1/job']>;

type Change<Key extends keyof Routes> = Args<Routes[Key], 'params' | 'body'>;

/** A typist takes an offered job with the id alone; admins name the typist or proofreader. */
export type AssignJobRequest = Change<'PUT /v1/job/assign/:id'>;
/** With poorAudioReason when the API answered that the audio is poor (typist audio quality). */
export type FinishJobRequest = Change<'PUT /v1/job/finish/:id'>;
export type ApproveJobRequest = Change<'PUT /v1/job/approve/:id'>;
export type JobCommentRequest = Change<'PUT /v1/job/comment/:id'>;
export type ProofreaderCommentRequest = Change<'PUT /v1/job/proofreader-comment/:id'>;
export type JobIssueRequest = Change<'PUT /v1/job/issue/:id'>;
export type JobExtraFieldsRequest = Change<'PUT /v1/job/extra-fields/:id'>;
/** The deadline (unix seconds), custom duration, inaudibles, report, or sendBack. */
export type UpdateJobRequest = Change<'PUT /v1/job/:id(^\\d+$)'>;
export type JobQuery = Args<Routes['GET /v1/job/:id(^\\d+$)'], 'params' | 'querystring'>;
export type MaxTypistDeadline = Reply<Routes['GET /v1/job/max-typist-deadline/:id']>;
export type LiveRanges = Reply<Routes['GET /v1/job/live-ranges-per-typist']>;
export type MediaJobStatuses = Reply<MediaRoutes['GET /v1/media/job-statuses/:id']>;

const jobTag = (id: number) => ({ type: 'Job' as const, id });
const listTag = { type: 'Job' as const, id: 'LIST' };

/**
 * A change answered, or refused because the job is no longer as the portal showed it (taken by
 * another typist, moved on, gone): either way the lists and the job are fetched again.
 */
const stale = (error: ApiError | undefined) => error?.status === 404 || error?.status === 409;
/** A change answered also adds a step to its media's history of staff actions (mediaInfo). */
const changed = (result: Job | undefined, error: ApiError | undefined, { id }: { id: number }) => [
  ...(result || stale(error) ? [listTag, jobTag(id)] : []),
  ...(result ? [{ type: 'MediaHistory' as const, id: result.mediaId }] : []),
];

const put = (path: string, { id, ...body }: { id: number }) => ({
  url: `/v1/job/${path}${id}`,
  method: 'PUT' as const,
  body,
});

/**
 * Jobs (staff spec sections 4 and 7, "Jobs"): the lists of typists, proofreaders and admins, and
 * every move of the job rules. A change refetches every job list and the job itself.
 */
export const jobApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getJobs: build.query<JobPage, JobListQuery>({
      query: (params) => ({ url: '/v1/job', params: { ...params } }),
      providesTags: (result) => [listTag, ...(result?.result.map((job) => jobTag(job.id)) ?? [])],
    }),
    getJob: build.query<Job, JobQuery>({
      query: ({ id, ...params }) => ({ url: `/v1/job/${id}`, params }),
      providesTags: (_result, _error, { id }) => [jobTag(id)],
    }),
    /** The typist demo's job (the editor's demo). */
    getDemoJob: build.query<Job, number>({
      query: (id) => ({ url: `/v1/job/demo/${id}` }),
      providesTags: (_result, _error, id) => [jobTag(id)],
    }),
    assignJob: build.mutation<Job, AssignJobRequest>({
      query: (request) => put('assign/', request),
      invalidatesTags: changed,
    }),
    dropJob: build.mutation<Job, number>({
      query: (id) => put('drop/', { id }),
      invalidatesTags: (result, error, id) => changed(result, error, { id }),
    }),
    finishJob: build.mutation<Job, FinishJobRequest>({
      query: (request) => put('finish/', request),
      invalidatesTags: changed,
    }),
    finishJobAsTypist: build.mutation<Job, number>({
      query: (id) => put('finish-as-typist/', { id }),
      invalidatesTags: (result, error, id) => changed(result, error, { id }),
    }),
    approveJob: build.mutation<Job, ApproveJobRequest>({
      query: (request) => put('approve/', request),
      invalidatesTags: changed,
    }),
    commentJob: build.mutation<Job, JobCommentRequest>({
      query: (request) => put('comment/', request),
      invalidatesTags: changed,
    }),
    /** An admin's comment to the job's proofreader (proofreaderComment). */
    commentToProofreader: build.mutation<Job, ProofreaderCommentRequest>({
      query: (request) => put('proofreader-comment/', request),
      invalidatesTags: changed,
    }),
    reportJobIssue: build.mutation<Job, JobIssueRequest>({
      query: (request) => put('issue/', request),
      invalidatesTags: changed,
    }),
    removeJobTypist: build.mutation<Job, number>({
      query: (id) => put('remove-typist/', { id }),
      invalidatesTags: (result, error, id) => changed(result, error, { id }),
    }),
    updateJobExtraFields: build.mutation<Job, JobExtraFieldsRequest>({
      query: (request) => put('extra-fields/', request),
      invalidatesTags: changed,
    }),
    updateJob: build.mutation<Job, UpdateJobRequest>({
      query: (request) => put('', request),
      invalidatesTags: changed,
    }),
    /** The typist accepts how the issue they reported was resolved (job-issue-approving). */
    approveJobIssue: build.mutation<Job, number>({
      query: (id) => ({ url: `/v1/job/approve-issue/${id}` }),
      invalidatesTags: (result, error, id) => changed(result, error, { id }),
    }),
    deleteJob: build.mutation<Reply<Routes['DELETE /v1/job/:id(^\\d+$)']>, number>({
      query: (id) => ({ url: `/v1/job/${id}`, method: 'DELETE' }),
      invalidatesTags: (result, error, id) => (result || stale(error) ? [listTag, jobTag(id)] : []),
    }),
    /** Who types which range of the media now; an empty list when it cannot be had. */
    getLiveRanges: build.query<LiveRanges, number>({
      async queryFn(mediaId, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: '/v1/job/live-ranges-per-typist',
          params: { mediaId },
        });
        return { data: result.error ? [] : (result.data as LiveRanges) };
      },
      providesTags: [listTag],
    }),
    /** The latest deadline the typist may extend their job to (unix seconds). */
    getMaxTypistDeadline: build.query<MaxTypistDeadline, number>({
      query: (id) => ({ url: `/v1/job/max-typist-deadline/${id}` }),
      providesTags: (_result, _error, id) => [jobTag(id)],
    }),
    getMediaJobStatuses: build.query<MediaJobStatuses, number>({
      query: (mediaId) => ({ url: `/v1/media/job-statuses/${mediaId}` }),
      providesTags: [listTag],
    }),
    getMediaJobs: build.query<Job[], number>({
      query: (mediaId) => ({ url: `/v1/media/job/${mediaId}` }),
      providesTags: (result) => [listTag, ...(result?.map((job) => jobTag(job.id)) ?? [])],
    }),
  }),
});

export const {
  useGetJobsQuery,
  useGetJobQuery,
  useGetDemoJobQuery,
  useAssignJobMutation,
  useDropJobMutation,
  useFinishJobMutation,
  useFinishJobAsTypistMutation,
  useApproveJobMutation,
  useCommentJobMutation,
  useCommentToProofreaderMutation,
  useReportJobIssueMutation,
  useRemoveJobTypistMutation,
  useUpdateJobExtraFieldsMutation,
  useUpdateJobMutation,
  useApproveJobIssueMutation,
  useDeleteJobMutation,
  useGetLiveRangesQuery,
  useGetMaxTypistDeadlineQuery,
  useGetMediaJobStatusesQuery,
  useGetMediaJobsQuery,
} = jobApi;
