import type { Args } from '../routes/contract.ts';
import type { splitRoutes } from './routes.ts';
import type { Job } from '../job/schema.ts';
import type { SplitConflict } from './schema.ts';
import type { ApiError } from '../app/api-base.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof splitRoutes;

/** The split-job form: the original and children (range, typist, rate percent, deadline). */
export type SplitMediaRequest = Args<Routes['POST /v1/media/assign/:id'], 'params' | 'body'>;

/**
 * The typists a refused split would take jobs from: the server asks the admin to confirm it
 * (409), and the split sent again with `unassignTypists` goes through.
 */
export function typistsToUnassign(error: unknown): SplitConflict['unassignedTypists'] {
  const failure = error as Partial<ApiError> | undefined;
  if (failure?.status !== 409) return undefined;
  return (failure.items?.[0]?.data as Partial<SplitConflict> | null)?.unassignedTypists;
}

// A split changes the media's jobs; the staff list's loads are read from the jobs too.
const jobList = { type: 'Job' as const, id: 'LIST' };

/** Splitting a media into jobs (staff spec sections 3 and 7): it refetches every job list. */
export const splitApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    splitMedia: build.mutation<Job[], SplitMediaRequest>({
      query: ({ id, ...body }) => ({ url: `/v1/media/assign/${id}`, method: 'POST', body }),
      invalidatesTags: (result) => (result ? [jobList] : []),
    }),
  }),
});

export const { useSplitMediaMutation } = splitApi;
