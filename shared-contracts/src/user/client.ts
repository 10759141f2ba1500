import { isTokens } from '../auth/rules.ts';
import type { LoginRequest } from '../auth/schema.ts';
import { TOKEN_URL } from '../common/errors.ts';
import type { Args, Reply } from '../routes/contract.ts';
import type { AuthRoutes } from '../auth/routes.ts';
import type { UserRoutes } from './routes.ts';
import type { UserUpdate } from './schema.ts';
import { signedOut, toStoredAuth, tokensReceived } from '../app/auth-slice.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Token = AuthRoutes['POST /v1/oauth2/token'];
type UserUpdateRequest = UserUpdate & Args<UserRoutes['PUT /v1/user/:id(^\\d+$)'], 'params'>;

/** Sign-in, sign-out and the signed-in user's own data. */
export const userApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Answers tokens (signed in), or the two-factor stage that comes next. */
    login: build.mutation<Reply<Token>, LoginRequest>({
      query: (request) => ({
        url: TOKEN_URL,
        method: 'POST',
        body: { grantType: 'password', ...request },
      }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        // A failed sign-in is reported by the mutation result itself.
        const result = await queryFulfilled.catch(() => null);
        if (result && isTokens(result.data)) {
          dispatch(tokensReceived(toStoredAuth(result.data, Date.now())));
          // The server merged the visitor's cart into the account's: fetch it again.
          dispatch(api.util.invalidateTags(['Cart']));
        }
      },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/v1/user/logout', method: 'POST' }),
      // Sign-out happens locally whether or not the server call succeeds (client spec section 4).
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(signedOut());
        dispatch(api.util.resetApiState());
      },
    }),
    getProfile: build.query<Reply<UserRoutes['GET /v1/user/profile']>, void>({
      query: () => ({ url: '/v1/user/profile' }),
      providesTags: ['Profile'],
    }),
    getStatistics: build.query<Reply<UserRoutes['GET /v1/user/statistics']>, void>({
      query: () => ({ url: '/v1/user/statistics' }),
      providesTags: ['Statistics'],
    }),
    updateUser: build.mutation<Reply<UserRoutes['PUT /v1/user/:id(^\\d+$)']>, UserUpdateRequest>({
      query: ({ id, ...body }) => ({ url: `/v1/user/${id}`, method: 'PUT', body }),
      // Only a success changes the profile; refetching after a failure would reset open forms.
      invalidatesTags: (result) => (result ? ['Profile'] : []),
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useGetProfileQuery,
  useGetStatisticsQuery,
  useUpdateUserMutation,
} = userApi;
