import { DEFAULT_FILE_NAMES } from '../common/constants.ts';
import type { Args, Reply } from '../routes/contract.ts';
import type { promoCodeRoutes } from './routes.ts';
import type { serviceDiscountRoutes } from '../service-discount/routes.ts';
import type { PromoCode, ServiceDiscount } from './schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import type { PortalDispatch } from '@portal/contracts';
import { api } from '@portal/contracts/app/api';
import { fetchFile, saveBlob } from '../media/download-client.ts';

type Coupons = typeof promoCodeRoutes;
type Discounts = typeof serviceDiscountRoutes;

export type { PromoCode, ServiceDiscount };
export type PromoCodeQuery = Args<Coupons['GET /v1/activator/coupons'], 'querystring'>;
export type PromoCodePage = Reply<Coupons['GET /v1/activator/coupons']>;
export type ServiceDiscountQuery = Args<Discounts['GET /v1/service-discount'], 'querystring'>;
export type ServiceDiscountPage = Reply<Discounts['GET /v1/service-discount']>;
export type ServiceDiscountCreate = Args<Discounts['POST /v1/service-discount'], 'body'>;
/** The discount `id` and what changes. */
export type ServiceDiscountUpdate = Args<
  Discounts['PUT /v1/service-discount/:id'],
  'params' | 'body'
>;

const promoCodesTag = { type: 'PromoCode' as const, id: 'LIST' };
const discountsTag = { type: 'ServiceDiscount' as const, id: 'LIST' };

/**
 * The super admin's promo codes and business discounts (staff spec sections 2 and 7). A change
 * to a discount reads the list again.
 */
export const discountApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getPromoCodes: build.query<PromoCodePage, PromoCodeQuery>({
      query: (params) => ({ url: '/v1/activator/coupons', params: { ...params } }),
      providesTags: [promoCodesTag],
    }),
    getServiceDiscounts: build.query<ServiceDiscountPage, ServiceDiscountQuery>({
      query: (params) => ({ url: '/v1/service-discount', params: { ...params } }),
      providesTags: [discountsTag],
    }),
    createServiceDiscount: build.mutation<ServiceDiscount, ServiceDiscountCreate>({
      query: (body) => ({ url: '/v1/service-discount', method: 'POST', body: { ...body } }),
      invalidatesTags: (result) => (result ? [discountsTag] : []),
    }),
    updateServiceDiscount: build.mutation<ServiceDiscount, ServiceDiscountUpdate>({
      query: ({ id, ...body }) => ({ url: `/v1/service-discount/${id}`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [discountsTag] : []),
    }),
    deleteServiceDiscount: build.mutation<void, number>({
      query: (id) => ({ url: `/v1/service-discount/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [discountsTag]),
    }),
  }),
});

export const {
  useGetPromoCodesQuery,
  useGetServiceDiscountsQuery,
  useCreateServiceDiscountMutation,
  useUpdateServiceDiscountMutation,
  useDeleteServiceDiscountMutation,
} = discountApi;

/**
 * POST /v1/activator/create-coupons: the CSV file creates its codes (all or none), which are
 * saved as the file the server names (generated-discount-codes.csv), and the list is read again.
 * Rejects with an ApiError, whose items are the refused lines.
 */
export const uploadPromoCodes = (file: Blob) => async (dispatch: PortalDispatch) => {
  // Sent as text/csv whatever type the browser gave the file: the API reads it as UTF-8.
  const created = await dispatch(
    fetchFile('/v1/activator/create-coupons', {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: file,
    }),
  );
  saveBlob(created.blob, created.fileName ?? DEFAULT_FILE_NAMES.discountCodes);
  dispatch(discountApi.util.invalidateTags([promoCodesTag]));
};
