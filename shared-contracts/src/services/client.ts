import type { Reply } from '../routes/contract.ts';
import type { ServicesRoutes } from './routes.ts';
import type {
  EstimatePriceRequest,
  PriceEstimate,
  SendQuoteRequest,
  TranscriptionService,
} from './schema.ts';
import type { Success } from '../user/account-schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

export type { EstimatePriceRequest, SendQuoteRequest };

type GuestServices = Reply<ServicesRoutes['GET /v1/new-service/guest-services']>;

/** The service catalogue, price estimates and quotes. */
export const servicesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Active services anyone may order; a failure reads as an empty list (client spec 4). */
    getGuestServices: build.query<GuestServices, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/v1/new-service/guest-services' });
        return { data: result.error ? [] : (result.data as TranscriptionService[]) };
      },
      providesTags: ['Services'],
    }),
    estimatePrice: build.query<PriceEstimate, EstimatePriceRequest>({
      query: (params) => ({ url: '/v1/media/estimate-price', params: { ...params } }),
    }),
    sendEstimatedPrice: build.mutation<Success, SendQuoteRequest>({
      query: (body) => ({
        url: '/v1/media/send-estimated-price',
        method: 'POST',
        body: { ...body },
      }),
    }),
  }),
});

export const { useGetGuestServicesQuery, useEstimatePriceQuery, useSendEstimatedPriceMutation } =
  servicesApi;
