import type { Args, Reply } from '../routes/contract.ts';
import type { mediaRoutes } from './routes.ts';
import type { StaffLiveSession, StaffMedia, StaffMediaJob } from './staff-media-schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof mediaRoutes;

export type { StaffLiveSession, StaffMedia, StaffMediaJob };

/**
 * The assign grid's query: page (default 1) and pageSize (50 or 100); the media list filters
 * (shortId, clientName, title, status, subStatus, serviceOptionsName, turnaround, onHold, type,
 * hasIssue, priority, difficulty); live, true for live note-taking sessions only, else
 * recordings only; sort by a column (deadline unless told), ascending unless told. With no
 * status: media ordered, assigned or done, without issue.
 */
export type StaffMediaQuery = Args<Routes['GET /v1/media'], 'querystring'>;
export type StaffMediaPage = Reply<Routes['GET /v1/media']>;
export type StaffMediaBatch = Reply<Routes['POST /v1/media/batch-query']>;

const rowTag = (id: number) => ({ type: 'StaffMedia' as const, id });
const listTag = { type: 'StaffMedia' as const, id: 'LIST' };

/**
 * The admin assign grid (staff spec sections 2 to 4): its pages, and its rows read again after
 * an action changed them, written into every cached page that shows them in place of fetching
 * those pages again.
 */
export const staffMediaApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getStaffMedia: build.query<StaffMediaPage, StaffMediaQuery>({
      query: (params) => ({ url: '/v1/media', params: { ...params } }),
      providesTags: (result) => [listTag, ...(result?.result.map((row) => rowTag(row.id)) ?? [])],
    }),
    /** The rows of these media ids (at most 100), fresh. */
    refreshStaffMedia: build.mutation<StaffMediaBatch, number[]>({
      query: (ids) => ({ url: '/v1/media/batch-query', method: 'POST', body: { ids } }),
      async onQueryStarted(_ids, { dispatch, getState, queryFulfilled }) {
        const fresh = await queryFulfilled.then(({ data }) => data.result).catch(() => undefined);
        if (!fresh) return;
        const byId = new Map(fresh.map((row) => [row.id, row]));
        const tags = fresh.map((row) => rowTag(row.id));
        for (const entry of staffMediaApi.util.selectInvalidatedBy(getState(), tags))
          if (entry.endpointName === 'getStaffMedia')
            dispatch(
              staffMediaApi.util.updateQueryData('getStaffMedia', entry.originalArgs, (page) => {
                page.result = page.result.map((row) => byId.get(row.id) ?? row);
              }),
            );
      },
    }),
  }),
});

export const { useGetStaffMediaQuery, useRefreshStaffMediaMutation } = staffMediaApi;
