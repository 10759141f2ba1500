import type { Args, Reply } from '../routes/contract.ts';
import type { MfaRoutes } from './routes.ts';
import type { RecoveryCodes } from './schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

export type { MfaSettings, MfaUpdateResult } from './schema.ts';

type Update = MfaRoutes['PUT /v1/multi-factor-auth/:id'];
type ValidateSms = MfaRoutes['POST /v1/multi-factor-auth/validate-sms-code/:id'];
type TotpQr = MfaRoutes['GET /v1/multi-factor-auth/totp-qr/:id'];
type Settings = MfaRoutes['GET /v1/multi-factor-auth/:id'];

export type MfaUpdate = Args<Update, 'params' | 'body'>;

/** Two-factor setup in the profile (client spec section 7, MFA). */
export const mfaApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Creates the user's MFA object when there is none, and answers it. */
    getMfa: build.query<Reply<MfaRoutes['POST /v1/multi-factor-auth']>, void>({
      query: () => ({ url: '/v1/multi-factor-auth', method: 'POST' }),
      providesTags: ['Mfa'],
    }),
    updateMfa: build.mutation<Reply<Update>, MfaUpdate>({
      query: ({ id, ...body }) => ({ url: `/v1/multi-factor-auth/${id}`, method: 'PUT', body }),
      invalidatesTags: (result) => (result?.totpSecret ? [] : ['Mfa', 'Profile']),
    }),
    validateSmsCode: build.mutation<Reply<ValidateSms>, Args<ValidateSms, 'params' | 'body'>>({
      query: ({ id, mfaCode }) => ({
        url: `/v1/multi-factor-auth/validate-sms-code/${id}`,
        method: 'POST',
        body: { mfaCode },
      }),
      invalidatesTags: ['Mfa', 'Profile'],
    }),
    getTotpQr: build.query<Reply<TotpQr>, Args<TotpQr, 'params'>['id']>({
      query: (id) => ({ url: `/v1/multi-factor-auth/totp-qr/${id}` }),
      keepUnusedDataFor: 0,
    }),
    /** A new set of recovery codes; the ones before stop working (GET …/:id with export=true). */
    exportRecoveryCodes: build.mutation<RecoveryCodes, Args<Settings, 'params'>['id']>({
      query: (id) => ({ url: `/v1/multi-factor-auth/${id}`, params: { export: true } }),
      invalidatesTags: ['Mfa'],
    }),
  }),
});

export const {
  useGetMfaQuery,
  useUpdateMfaMutation,
  useValidateSmsCodeMutation,
  useGetTotpQrQuery,
  useExportRecoveryCodesMutation,
} = mfaApi;
