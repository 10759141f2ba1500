import type { MfaSettings, MfaUpdateResult } from '../../core/mfa.ts';
import { api } from './api.ts';

export type MfaUpdate =
  | { id: number; type: 'totp' | 'sms'; reset: true }
  | { id: number; type: 'totp'; mfaCode?: string }
  | { id: number; type: 'sms'; mobile: string };

/** Two-factor setup in the profile (client spec section 7, MFA). */
export const mfaApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Creates the user's MFA object when there is none, and answers it. */
    getMfa: build.query<MfaSettings, void>({
      query: () => ({ url: '/v1/multi-factor-auth', method: 'POST' }),
      providesTags: ['Mfa'],
    }),
    updateMfa: build.mutation<MfaUpdateResult, MfaUpdate>({
      query: ({ id, ...body }) => ({ url: `/v1/multi-factor-auth/${id}`, method: 'PUT', body }),
      invalidatesTags: (result) => (result?.totpSecret ? [] : ['Mfa', 'Profile']),
    }),
    validateSmsCode: build.mutation<MfaUpdateResult, { id: number; mfaCode: string }>({
      query: ({ id, mfaCode }) => ({
        url: `/v1/multi-factor-auth/validate-sms-code/${id}`,
        method: 'POST',
        body: { mfaCode },
      }),
      invalidatesTags: ['Mfa', 'Profile'],
    }),
    getTotpQr: build.query<{ qrCode: string }, number>({
      query: (id) => ({ url: `/v1/multi-factor-auth/totp-qr/${id}` }),
      keepUnusedDataFor: 0,
    }),
    /** A new set of recovery codes; the ones before stop working. */
    exportRecoveryCodes: build.mutation<{ recoveryCodes: string[] }, number>({
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
