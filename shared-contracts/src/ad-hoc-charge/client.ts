import type { Args, Reply } from '../routes/contract.ts';
import type { adHocChargeRoutes } from './routes.ts';
import type { AdHocCharge, AdHocChargeKind } from './schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof adHocChargeRoutes;

export type { AdHocCharge, AdHocChargeKind };
export type AdHocChargeQuery = Args<Routes['GET /v1/ad-hoc-charge'], 'querystring'>;
export type AdHocChargePage = Reply<Routes['GET /v1/ad-hoc-charge']>;
export type AdHocChargeCreate = Args<Routes['POST /v1/ad-hoc-charge'], 'body'>;
/** The charge's `id` and what changes. */
export type AdHocChargeUpdate = Args<Routes['PUT /v1/ad-hoc-charge/:id'], 'params' | 'body'>;

const listTag = { type: 'AdHocCharge' as const, id: 'LIST' };

/**
 * Ad-hoc charges (staff spec section 7): the assign grid's job-level lists, and their changes,
 * each of which reads the lists again.
 */
export const adHocChargeApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getAdHocCharges: build.query<AdHocChargePage, AdHocChargeQuery>({
      query: (params) => ({ url: '/v1/ad-hoc-charge', params: { ...params } }),
      providesTags: [listTag],
    }),
    createAdHocCharge: build.mutation<AdHocCharge, AdHocChargeCreate>({
      query: (body) => ({ url: '/v1/ad-hoc-charge', method: 'POST', body: { ...body } }),
      invalidatesTags: (result) => (result ? [listTag] : []),
    }),
    updateAdHocCharge: build.mutation<AdHocCharge, AdHocChargeUpdate>({
      query: ({ id, ...body }) => ({ url: `/v1/ad-hoc-charge/${id}`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [listTag] : []),
    }),
    deleteAdHocCharge: build.mutation<void, number>({
      query: (id) => ({ url: `/v1/ad-hoc-charge/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [listTag]),
    }),
  }),
});

export const {
  useGetAdHocChargesQuery,
  useCreateAdHocChargeMutation,
  useUpdateAdHocChargeMutation,
  useDeleteAdHocChargeMutation,
} = adHocChargeApi;
