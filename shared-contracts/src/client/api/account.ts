import { api } from './api.ts';

export interface RegistrationRequest {
  email: string;
  firstname: string;
  lastname: string;
  /** The bot check's response; empty where it could not be had (skipped in e2e). */
  captcha: string;
}

export interface ActivationInfo {
  email: string;
  firstname: string;
  lastname: string;
}

export interface SetPasswordRequest {
  activationHash: string;
  password: string;
  firstname: string;
  lastname: string;
  profile: { mobile?: string };
}

export interface Success {
  isSuccess: true;
}

/** Registration, activation and password reset: the calls an anonymous visitor makes. */
export const accountApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    register: build.mutation<Success, RegistrationRequest>({
      query: (body) => ({ url: '/v1/user/create', method: 'POST', body: { ...body } }),
    }),
    getActivation: build.query<ActivationInfo, string>({
      query: (hash) => ({ url: `/v1/user/activate/${encodeURIComponent(hash)}` }),
    }),
    setPassword: build.mutation<Success, SetPasswordRequest>({
      query: (body) => ({ url: '/v1/user/set-password', method: 'POST', body: { ...body } }),
    }),
    requestPasswordReset: build.mutation<Success, { email: string; captcha: string }>({
      query: (body) => ({
        url: '/v1/user/password-reset-token',
        method: 'POST',
        body: { ...body },
      }),
    }),
    resetPassword: build.mutation<Success, { code: string; password: string }>({
      query: ({ code, password }) => ({
        url: `/v1/user/password-reset/${encodeURIComponent(code)}`,
        method: 'POST',
        body: { password },
      }),
    }),
  }),
});

export const {
  useRegisterMutation,
  useGetActivationQuery,
  useSetPasswordMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
} = accountApi;
