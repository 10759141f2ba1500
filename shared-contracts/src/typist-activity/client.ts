import type { Args } from '../routes/contract.ts';
import type { typistActivityRoutes } from './routes.ts';
import type { TypistActivity } from './schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof typistActivityRoutes;

export type { TypistActivity };

/** The job, and the seconds of active editing on it since the last report. */
export type TypistActivityReport = Args<Routes['POST /v1/typist-activity'], 'body'>;

/** Active editing time per job (staff spec section 7), for the activity reports. */
export const typistActivityApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Answers the caller's time on the job that day (UK time), this report included. */
    recordTypistActivity: build.mutation<TypistActivity, TypistActivityReport>({
      query: (body) => ({ url: '/v1/typist-activity', method: 'POST', body }),
    }),
  }),
});

export const { useRecordTypistActivityMutation } = typistActivityApi;
