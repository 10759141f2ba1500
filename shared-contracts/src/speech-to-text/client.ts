import type { Args, Reply } from '../routes/contract.ts';
import type { speechToTextRoutes } from './routes.ts';
import type { SpeechToTextStanding } from './schema.ts';
import type { ApiError } from '../app/api-base.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof speechToTextRoutes;

export type { SpeechToTextStanding };

/** The media's id and the provider's error as the admin words it. */
export type SpeechToTextErrorRequest = Args<Routes['POST /v1/media/error/:id'], 'params' | 'body'>;

/**
 * What a speech-to-text step changes: the media's grid row (its sub-status) and its history.
 * A refusal because the media moved on (404, 409) refetches them too.
 */
const touched = (id: number) => (result: unknown, error: ApiError | undefined) =>
  result || error?.status === 404 || error?.status === 409
    ? [
        { type: 'StaffMedia' as const, id },
        { type: 'MediaHistory' as const, id },
      ]
    : [];

/**
 * Speech-to-text from the assign grid (staff spec sections 2 and 4): resendToS2t sends the media
 * to the provider (Processing S2T, then its draft or S2T Fail); the provider's error recorded by
 * hand (POST /v1/media/error/{id}).
 */
export const speechToTextApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    resendToS2t: build.mutation<Reply<Routes['PUT /v1/media/speech-to-text/:id']>, number>({
      query: (id) => ({ url: `/v1/media/speech-to-text/${id}`, method: 'PUT' }),
      invalidatesTags: (result, error, id) => touched(id)(result, error),
    }),
    reportSpeechToTextError: build.mutation<
      Reply<Routes['POST /v1/media/error/:id']>,
      SpeechToTextErrorRequest
    >({
      query: ({ id, ...body }) => ({ url: `/v1/media/error/${id}`, method: 'POST', body }),
      invalidatesTags: (result, error, { id }) => touched(id)(result, error),
    }),
  }),
});

export const { useResendToS2tMutation, useReportSpeechToTextErrorMutation } = speechToTextApi;
