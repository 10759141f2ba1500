import type { Args, Reply } from '../routes/contract.ts';
import type { companyRoutes } from './routes.ts';
import type { BusinessAccountApplication, BusinessAccountState } from './schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof companyRoutes;

export type { BusinessAccountApplication, BusinessAccountState };

/** The applications in one state (default pending), 20 a page. */
export type BusinessAccountApplicationQuery = Args<
  Routes['GET /v1/company/business-account-request'],
  'querystring'
>;

/** The application `id` and the decision: approved or rejected. */
export type BusinessAccountDecision = Args<
  Routes['PUT /v1/company/business-account-request/:id'],
  'params' | 'body'
>;

/**
 * The admins' review of applications for a business account. Approving one makes a company, so
 * a decision reads the companies again as well as the applications.
 */
export const businessAccountApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getBusinessAccountApplications: build.query<
      Reply<Routes['GET /v1/company/business-account-request']>,
      BusinessAccountApplicationQuery | void
    >({
      query: (params) => ({ url: '/v1/company/business-account-request', params: { ...params } }),
      providesTags: ['Company'],
    }),
    decideBusinessAccountApplication: build.mutation<
      BusinessAccountApplication,
      BusinessAccountDecision
    >({
      query: ({ id, ...body }) => ({
        url: `/v1/company/business-account-request/${id}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (result) => (result ? ['Company'] : []),
    }),
  }),
});

export const {
  useGetBusinessAccountApplicationsQuery,
  useDecideBusinessAccountApplicationMutation,
} = businessAccountApi;
