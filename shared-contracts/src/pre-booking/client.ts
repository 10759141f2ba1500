import type { Args, Reply } from '../routes/contract.ts';
import type { preBookingRoutes } from './routes.ts';
import type { PreBooking, PreBookingStatus } from './schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof preBookingRoutes;

export type { PreBooking, PreBookingStatus };
export type PreBookingQuery = Args<Routes['GET /v1/pre-booking'], 'querystring'>;
export type PreBookingPage = Reply<Routes['GET /v1/pre-booking']>;
export type PreBookingCreate = Args<Routes['POST /v1/pre-booking'], 'body'>;
/** The pre-booking `id` and what changes. */
export type PreBookingUpdate = Args<Routes['PUT /v1/pre-booking/:id'], 'params' | 'body'>;
export type PreBookingBulkUpdate = Args<Routes['PUT /v1/pre-booking/bulk-update'], 'body'>;
export type PreBookingBulkResult = Reply<Routes['PUT /v1/pre-booking/bulk-update']>;

const listTag = { type: 'PreBooking' as const, id: 'LIST' };

/**
 * Pre-bookings (staff spec section 7): the admins' list, and its changes. A change reads the list
 * again, and the grid's media too when it moved media between pre-bookings.
 */
export const preBookingApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getPreBookings: build.query<PreBookingPage, PreBookingQuery>({
      query: (params) => ({ url: '/v1/pre-booking', params: { ...params } }),
      providesTags: [listTag],
    }),
    createPreBooking: build.mutation<PreBooking, PreBookingCreate>({
      query: (body) => ({ url: '/v1/pre-booking', method: 'POST', body: { ...body } }),
      invalidatesTags: (result) => (result ? [listTag] : []),
    }),
    updatePreBooking: build.mutation<PreBooking, PreBookingUpdate>({
      query: ({ id, ...body }) => ({ url: `/v1/pre-booking/${id}`, method: 'PUT', body }),
      invalidatesTags: (result, _error, { mediaIds }) =>
        result ? [listTag, ...(mediaIds ? [{ type: 'StaffMedia' as const, id: 'LIST' }] : [])] : [],
    }),
    bulkUpdatePreBookings: build.mutation<PreBookingBulkResult, PreBookingBulkUpdate>({
      query: (body) => ({ url: '/v1/pre-booking/bulk-update', method: 'PUT', body: { ...body } }),
      invalidatesTags: [listTag],
    }),
    deletePreBooking: build.mutation<void, number>({
      query: (id) => ({ url: `/v1/pre-booking/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [listTag]),
    }),
  }),
});

export const {
  useGetPreBookingsQuery,
  useCreatePreBookingMutation,
  useUpdatePreBookingMutation,
  useBulkUpdatePreBookingsMutation,
  useDeletePreBookingMutation,
} = preBookingApi;
