import type { LoginRequest, Tokens } from '../auth.ts';
import { TOKEN_URL } from '../errors.ts';
import { signedOut, toStoredAuth, tokensReceived } from '../store/auth-slice.ts';
import type { User, UserStatistics } from '../schemas/user.ts';
import { api } from './api.ts';

/** Sign-in, sign-out and the signed-in user's own data. */
export const userApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    login: build.mutation<Tokens, LoginRequest>({
      query: ({ username, password }) => ({
        url: TOKEN_URL,
        method: 'POST',
        body: { grantType: 'password', username, password },
      }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        // A failed sign-in is reported by the mutation result itself.
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(tokensReceived(toStoredAuth(result.data, Date.now())));
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
    getProfile: build.query<User, void>({
      query: () => ({ url: '/v1/user/profile' }),
      providesTags: ['Profile'],
    }),
    getStatistics: build.query<UserStatistics, void>({
      query: () => ({ url: '/v1/user/statistics' }),
      providesTags: ['Statistics'],
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useGetProfileQuery, useGetStatisticsQuery } =
  userApi;
