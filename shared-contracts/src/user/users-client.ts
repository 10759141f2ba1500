import type { Args, Reply } from '../routes/contract.ts';
import type { mfaRoutes } from '../mfa/routes.ts';
import type { userRoutes } from './routes.ts';
import type { UserUpdate } from './schema.ts';
import type { StaffUser } from './list-schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof userRoutes;
type Reset = (typeof mfaRoutes)['PUT /v1/multi-factor-auth/:id'];

export type { StaffUser };
export type UserListQuery = Args<Routes['GET /v1/user'], 'querystring'>;
export type UserPage = Reply<Routes['GET /v1/user']>;
export type AdminCreateUser = Args<Routes['POST /v1/user/admin-create'], 'body'>;
/** The user's `id` and what an admin changes. */
export type ManagedUserUpdate = UserUpdate & Args<Routes['PUT /v1/user/:id(^\\d+$)'], 'params'>;
export type ManagedUserUpdateResult = Reply<Routes['PUT /v1/user/:id(^\\d+$)']>;

const listTag = { type: 'User' as const, id: 'LIST' };
// A change moves the counts of the screens' tabs too.
const changed = [listTag, 'Statistics' as const];

/**
 * The admins' Users screens (staff spec sections 2, 3 and 7): the lists, opening an account,
 * changing one, and resetting someone's two-factor authentication.
 */
export const usersApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getUsers: build.query<UserPage, UserListQuery>({
      query: (params) => ({ url: '/v1/user', params: { ...params } }),
      providesTags: [listTag],
    }),
    adminCreateUser: build.mutation<StaffUser, AdminCreateUser>({
      query: (body) => ({ url: '/v1/user/admin-create', method: 'POST', body: { ...body } }),
      invalidatesTags: (result) => (result ? changed : []),
    }),
    manageUser: build.mutation<ManagedUserUpdateResult, ManagedUserUpdate>({
      query: ({ id, ...body }) => ({ url: `/v1/user/${id}`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? changed : []),
    }),
    /** Removes every method of someone's 2FA, named by their settings id (StaffUser.mfaId). */
    resetUserMfa: build.mutation<Reply<Reset>, number>({
      query: (mfaId) => ({
        url: `/v1/multi-factor-auth/${mfaId}`,
        method: 'PUT',
        body: { reset: true },
      }),
      invalidatesTags: (result) => (result ? [listTag] : []),
    }),
  }),
});

export const {
  useGetUsersQuery,
  useAdminCreateUserMutation,
  useManageUserMutation,
  useResetUserMfaMutation,
} = usersApi;
