import type { Currency } from '../../core/constants.ts';
import type {
  EstimationLine,
  PriceEstimate,
  QuoteContact,
  ServiceOptions,
  TranscriptionService,
} from '../../core/services.ts';
// Through the package's main entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts';

export interface EstimatePriceRequest {
  duration: number;
  currency: Currency;
  /** Every turnaround is priced, so the chosen one is not needed. */
  serviceOptions: Omit<ServiceOptions, 'turnaround'> & { turnaround?: number };
  email?: string;
}

export interface SendQuoteRequest extends QuoteContact {
  estimation: EstimationLine[];
  currency: Currency;
  /** The bot check's response; empty where it could not be had (skipped in e2e). */
  captcha: string;
}

/** The service catalogue, price estimates and quotes. */
export const servicesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Active services anyone may order; a failure reads as an empty list (client spec 4). */
    getGuestServices: build.query<TranscriptionService[], void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/v1/new-service/guest-services' });
        return { data: result.error ? [] : (result.data as TranscriptionService[]) };
      },
      providesTags: ['Services'],
    }),
    estimatePrice: build.query<PriceEstimate, EstimatePriceRequest>({
      query: (params) => ({ url: '/v1/media/estimate-price', params: { ...params } }),
    }),
    sendEstimatedPrice: build.mutation<{ isSuccess: true }, SendQuoteRequest>({
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
