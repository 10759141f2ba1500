import type { Args, Reply } from '../routes/contract.ts';
import type { shiftRoutes } from './routes.ts';
import type { ShiftAudience, ShiftBooking, ShiftInterval, ShiftView } from './schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof shiftRoutes;

export type { ShiftAudience, ShiftBooking, ShiftInterval, ShiftView };

/** The shifts starting in the day or week from a date (UK time); admins may expand bookings. */
export type ShiftQuery = Args<Routes['GET /v1/shift'], 'querystring'>;

/** A new shift: date, start and end (or duration in minutes) in UK time, capacity, audience. */
export type ShiftCreate = Args<Routes['POST /v1/shift'], 'body'>;

/** The shift `id` and what changes. */
export type ShiftModify = Args<Routes['PUT /v1/shift/modify/:id'], 'params' | 'body'>;

/**
 * Shifts (staff spec section 7 "Shifts"): typists and proofreaders book and cancel places, admins
 * plan shifts. A booking's answer may be stale news for other screens (a full shift), so every
 * change refetches the shifts shown, failed or not.
 */
export const shiftApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getUpcomingShifts: build.query<Reply<Routes['GET /v1/shift/list']>, void>({
      query: () => ({ url: '/v1/shift/list' }),
      providesTags: ['Shift'],
    }),
    getShifts: build.query<Reply<Routes['GET /v1/shift']>, ShiftQuery>({
      query: (params) => ({ url: '/v1/shift', params: { ...params } }),
      providesTags: ['Shift'],
    }),
    createShift: build.mutation<ShiftView, ShiftCreate>({
      query: (body) => ({ url: '/v1/shift', method: 'POST', body: { ...body } }),
      invalidatesTags: ['Shift'],
    }),
    /** Takes the shift's id; answers the shift with the caller's place in it. */
    bookShift: build.mutation<ShiftView, number>({
      query: (id) => ({ url: `/v1/shift/book/${id}`, method: 'PUT', body: {} }),
      invalidatesTags: ['Shift'],
    }),
    /** Takes the shift's id; answers the shift without the caller's place. */
    cancelShiftBooking: build.mutation<ShiftView, number>({
      query: (id) => ({ url: `/v1/shift/cancel/${id}`, method: 'PUT', body: {} }),
      invalidatesTags: ['Shift'],
    }),
    modifyShift: build.mutation<ShiftView, ShiftModify>({
      query: ({ id, ...body }) => ({ url: `/v1/shift/modify/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Shift'],
    }),
    deleteShift: build.mutation<void, number>({
      query: (id) => ({ url: `/v1/shift/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Shift'],
    }),
  }),
});

export const {
  useGetUpcomingShiftsQuery,
  useGetShiftsQuery,
  useCreateShiftMutation,
  useBookShiftMutation,
  useCancelShiftBookingMutation,
  useModifyShiftMutation,
  useDeleteShiftMutation,
} = shiftApi;
