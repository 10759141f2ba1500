import type { Args, Reply } from '../routes/contract.ts';
import type { companyRoutes } from './routes.ts';
import type {
  BusinessAccountRequestInput,
  BusinessAccountRequestView,
  CompanyInvitationView,
  CompanyMembers,
  CompanyReview,
  CompanyView,
} from './schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof companyRoutes;

export type {
  BusinessAccountRequestInput,
  BusinessAccountRequestView,
  CompanyInvitationView,
  CompanyMembers,
  CompanyReview,
  CompanyView,
};

/** A member of a company; the owner is one of their own company and cannot be unlinked. */
export type CompanyMember = CompanyMembers['members'][number];

/** Admins' list: page and pageSize (default 1 and 20), name (contains, case-insensitive). */
export type CompanyListQuery = Args<Routes['GET /v1/company'], 'querystring'>;

/** The company `id` and its details. */
export type CompanyUpdate = Args<Routes['PUT /v1/company/:id'], 'params' | 'body'>;

/** The member's user id, and the page (default 1 and 25). */
export type MemberProjectsQuery = Record<
  'userId',
  Args<Routes['GET /v1/company/member-projects/:id'], 'params'>['id']
> &
  Args<Routes['GET /v1/company/member-projects/:id'], 'querystring'>;

/**
 * Business accounts (client spec sections 6 and 7 "Company", staff spec "Company (admin use)"):
 * the company, its members and invitations, joining by the mail link, and applying.
 */
export const companyApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getCompanies: build.query<Reply<Routes['GET /v1/company']>, CompanyListQuery | void>({
      query: (params) => ({ url: '/v1/company', params: { ...params } }),
      providesTags: ['Company'],
    }),
    getCompany: build.query<CompanyView, number>({
      query: (id) => ({ url: `/v1/company/${id}` }),
      providesTags: ['Company'],
    }),
    updateCompany: build.mutation<CompanyView, CompanyUpdate>({
      query: ({ id, ...body }) => ({ url: `/v1/company/${id}`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Company'] : []),
    }),
    getCompanyMembers: build.query<CompanyMembers, number>({
      query: (id) => ({ url: `/v1/company/members/${id}` }),
      providesTags: ['Company'],
    }),
    inviteMember: build.mutation<CompanyInvitationView, { id: number; email: string }>({
      query: ({ id, email }) => ({
        url: `/v1/company/invite/${id}`,
        method: 'POST',
        body: { email },
      }),
      invalidatesTags: (result) => (result ? ['Company'] : []),
    }),
    /** Takes the invitation's id; answers it revoked. */
    revokeCompanyInvitation: build.mutation<CompanyInvitationView, number>({
      query: (id) => ({ url: `/v1/company/revoke-invitation/${id}`, method: 'PUT', body: {} }),
      invalidatesTags: (result) => (result ? ['Company'] : []),
    }),
    /** Unlinks a member (not the owner) from the company `id`. */
    revokeMembership: build.mutation<void, { id: number; userId: number }>({
      query: ({ id, userId }) => ({
        url: `/v1/company/revoke-membership/${id}`,
        method: 'PUT',
        body: { userId },
      }),
      invalidatesTags: ['Company'],
    }),
    /** The review of an invitation by the hash of its mail link. */
    getCompanyInvitation: build.query<CompanyReview, string>({
      query: (hash) => ({ url: `/v1/company/details/${hash}` }),
    }),
    /**
     * Answers the company joined; the member now checks out on its account, and their pending
     * invitations and projects change.
     */
    joinCompany: build.mutation<CompanyView, string>({
      query: (hash) => ({ url: `/v1/company/join/${hash}` }),
      invalidatesTags: (result) => (result ? ['Company', 'Profile', 'Invitation', 'Project'] : []),
    }),
    declineCompany: build.mutation<void, string>({
      query: (hash) => ({ url: `/v1/company/decline/${hash}` }),
      invalidatesTags: ['Invitation'],
    }),
    getMemberProjects: build.query<
      Reply<Routes['GET /v1/company/member-projects/:id']>,
      MemberProjectsQuery
    >({
      query: ({ userId, ...params }) => ({
        url: `/v1/company/member-projects/${userId}`,
        params: { ...params },
      }),
      providesTags: ['Company', 'Project'],
    }),
    requestBusinessAccount: build.mutation<BusinessAccountRequestView, BusinessAccountRequestInput>(
      {
        query: (body) => ({
          url: '/v1/company/business-account-request',
          method: 'POST',
          body: { ...body },
        }),
      },
    ),
  }),
});

export const {
  useGetCompaniesQuery,
  useGetCompanyQuery,
  useUpdateCompanyMutation,
  useGetCompanyMembersQuery,
  useInviteMemberMutation,
  useRevokeCompanyInvitationMutation,
  useRevokeMembershipMutation,
  useGetCompanyInvitationQuery,
  useJoinCompanyMutation,
  useDeclineCompanyMutation,
  useGetMemberProjectsQuery,
  useRequestBusinessAccountMutation,
} = companyApi;
