import type { Args, Reply } from '../routes/contract.ts';
import type { UserRoutes } from './routes.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';
import { markCrmContactDue } from '../app/crm-contact.ts';

export type { ActivationInfo, Success } from './account-schema.ts';

type Register = UserRoutes['POST /v1/user/create'];
type Activation = UserRoutes['GET /v1/user/activate/:hash'];
type SetPassword = UserRoutes['POST /v1/user/set-password'];
type ResetToken = UserRoutes['POST /v1/user/password-reset-token'];
type Reset = UserRoutes['POST /v1/user/password-reset/:code'];
type AddToHubSpot = UserRoutes['POST /v1/user/add-to-hub-spot/:id'];

export type RegistrationRequest = Args<Register, 'body'>;
export type SetPasswordRequest = Args<SetPassword, 'body'>;

/** Registration, activation and password reset: the calls an anonymous visitor makes. */
export const accountApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    register: build.mutation<Reply<Register>, RegistrationRequest>({
      query: (body) => ({ url: '/v1/user/create', method: 'POST', body: { ...body } }),
    }),
    getActivation: build.query<Reply<Activation>, Args<Activation, 'params'>['hash']>({
      query: (hash) => ({ url: `/v1/user/activate/${encodeURIComponent(hash)}` }),
    }),
    setPassword: build.mutation<Reply<SetPassword>, SetPasswordRequest>({
      query: (body) => ({ url: '/v1/user/set-password', method: 'POST', body: { ...body } }),
      async onQueryStarted(_body, { queryFulfilled }) {
        if (
          await queryFulfilled.then(
            () => true,
            () => false,
          )
        )
          markCrmContactDue();
      },
    }),
    /** The CRM contact (null: no CRM is configured, nothing was done). */
    addToHubSpot: build.mutation<Reply<AddToHubSpot> | null, Args<AddToHubSpot, 'params'>['id']>({
      query: (id) => ({ url: `/v1/user/add-to-hub-spot/${String(id)}`, method: 'POST' }),
    }),
    requestPasswordReset: build.mutation<Reply<ResetToken>, Args<ResetToken, 'body'>>({
      query: (body) => ({
        url: '/v1/user/password-reset-token',
        method: 'POST',
        body: { ...body },
      }),
    }),
    resetPassword: build.mutation<Reply<Reset>, Args<Reset, 'params' | 'body'>>({
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
  useAddToHubSpotMutation,
} = accountApi;
