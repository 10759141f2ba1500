import type { Args, Reply } from '../routes/contract.ts';
import type { mediaAssignmentRoutes } from './routes.ts';
import type { userRoutes } from '../user/routes.ts';
import type { Job } from '../job/schema.ts';
import type { StaffUser } from '../user/list-schema.ts';
import { formFieldName, type FieldMessage } from '../app/field-errors.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof mediaAssignmentRoutes;
type UserRoutes = typeof userRoutes;

export type BulkAssignQuery = Args<Routes['GET /v1/media/assign'], 'querystring'>;
export type BulkAssignRows = Reply<Routes['GET /v1/media/assign']>;
export type BulkAssignRequest = Args<Routes['POST /v1/media/assign'], 'body'>;
export type BulkAssignResult = Reply<Routes['POST /v1/media/assign']>;
/** The staff filter of the typist picker, with role, status and paging. */
export type StaffListQuery = Args<UserRoutes['GET /v1/user'], 'querystring'>;
export type StaffPage = Reply<UserRoutes['GET /v1/user']>;
export type { StaffUser };

// Assigning changes jobs; the staff list's loads are read from the jobs too.
const jobList = { type: 'Job' as const, id: 'LIST' };

/**
 * Assigning media (staff spec sections 4 and 7) and the typist picker's staff list. A change
 * that went through refetches every job list, and with it the loads.
 */
export const mediaAssignmentApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getBulkAssignRows: build.query<BulkAssignRows, BulkAssignQuery>({
      query: (params) => ({ url: '/v1/media/assign', params: { ...params } }),
      providesTags: [jobList],
    }),
    bulkAssign: build.mutation<BulkAssignResult, BulkAssignRequest>({
      query: (body) => ({ url: '/v1/media/assign', method: 'POST', body }),
      invalidatesTags: (result) =>
        result?.items.some((item) => item.status === 200) ? [jobList] : [],
    }),
    /** Takes the proofreader off every open job of the media (PUT /v1/media/remove-proofreader). */
    removeMediaProofreader: build.mutation<Job[], number>({
      query: (id) => ({ url: `/v1/media/remove-proofreader/${id}`, method: 'PUT' }),
      // A refusal because the media moved on (404, 409) refetches the jobs too.
      invalidatesTags: (result, error) =>
        result || error?.status === 404 || error?.status === 409 ? [jobList] : [],
    }),
    getStaff: build.query<StaffPage, StaffListQuery>({
      query: (params) => ({ url: '/v1/user', params: { ...params } }),
      providesTags: [jobList],
    }),
    /** One typist's or proofreader's contact details and load (the grid's staffInfo). */
    getStaffUser: build.query<StaffUser, number>({
      query: (id) => ({ url: `/v1/user/${id}` }),
      providesTags: [jobList],
    }),
  }),
});

export const {
  useGetBulkAssignRowsQuery,
  useBulkAssignMutation,
  useRemoveMediaProofreaderMutation,
  useGetStaffQuery,
  useGetStaffUserQuery,
} = mediaAssignmentApi;

/**
 * The messages of each media a bulk assignment left as it was, by media id, to show under its
 * row: the server's own messages, as validation errors whatever the status (staff spec
 * section 7), each with the form's name of its field.
 */
export function bulkAssignRowErrors(result: BulkAssignResult): Map<number, FieldMessage[]> {
  const failed = result.items.filter((item) => item.status !== 200);
  return new Map(
    failed.map((item) => [
      item.mediaId,
      item.errors.map(({ field, message }) =>
        field === undefined ? { message } : { field: formFieldName(field), message },
      ),
    ]),
  );
}
