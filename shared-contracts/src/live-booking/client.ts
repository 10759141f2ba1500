import type { Args, Reply } from '../routes/contract.ts';
import type { liveBookingRoutes } from './routes.ts';
import type { Capacity, LiveBooking } from './schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof liveBookingRoutes;

export type { Capacity, LiveBooking };
/** The client (admins only), the live service, its add-ons and the sessions. */
export type LiveBookingCreate = Args<Routes['POST /v1/live-booking'], 'body'>;
export type LiveBookingCreated = Reply<Routes['POST /v1/live-booking']>;
export type LiveBookingQuery = Args<Routes['GET /v1/live-booking'], 'querystring'>;
export type LiveBookingPage = Reply<Routes['GET /v1/live-booking']>;
/** The session's `id` and what changes. */
export type LiveBookingUpdate = Args<Routes['PUT /v1/live-booking/:id'], 'params' | 'body'>;
export type CapacityQuery = Args<Routes['GET /v1/media/capacity-checker'], 'querystring'>;
export type Attendance = Reply<Routes['PUT /v1/media/attend/:id']>;

const listTag = { type: 'LiveBooking' as const, id: 'LIST' };

/**
 * Live note-taking (client spec sections 3, 5 and 7; staff spec section 7): booking sessions
 * into the client's cart, the copy-from list, one session's view and edit, the capacity checker
 * the booking form asks, and marking a meeting attended.
 */
export const liveBookingApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    createLiveBooking: build.mutation<LiveBookingCreated, LiveBookingCreate>({
      query: (body) => ({ url: '/v1/live-booking', method: 'POST', body: { ...body } }),
      invalidatesTags: (result) => (result ? [listTag, 'Cart'] : []),
    }),
    getLiveBookings: build.query<LiveBookingPage, LiveBookingQuery>({
      query: (params) => ({ url: '/v1/live-booking', params: { ...params } }),
      providesTags: [listTag],
    }),
    getLiveBooking: build.query<LiveBooking, number>({
      query: (id) => ({ url: `/v1/live-booking/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'LiveBooking', id }],
    }),
    updateLiveBooking: build.mutation<LiveBooking, LiveBookingUpdate>({
      query: ({ id, ...body }) => ({ url: `/v1/live-booking/${id}`, method: 'PUT', body }),
      invalidatesTags: (result, _error, { id }) =>
        result ? [listTag, { type: 'LiveBooking', id }, 'Cart'] : [],
    }),
    getCapacity: build.query<Capacity, CapacityQuery>({
      query: (params) => ({ url: '/v1/media/capacity-checker', params: { ...params } }),
    }),
    markAttended: build.mutation<Attendance, number>({
      query: (id) => ({ url: `/v1/media/attend/${id}`, method: 'PUT' }),
      invalidatesTags: (result, _error, id) => (result ? [{ type: 'LiveBooking', id }] : []),
    }),
  }),
});

export const {
  useCreateLiveBookingMutation,
  useGetLiveBookingsQuery,
  useGetLiveBookingQuery,
  useUpdateLiveBookingMutation,
  useGetCapacityQuery,
  useMarkAttendedMutation,
} = liveBookingApi;
