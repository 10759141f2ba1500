import type { InvitationState } from '../../core/transcript.ts';
// Through the package's main entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts';
import type { Page, ProjectView } from './projects.ts';

/** A business account's company (client spec section 7 "Company"). */
export interface CompanyView {
  id: number;
  name: string;
  ownerId: number;
  ownerName: string;
  address: string | null;
  vatNumber: string | null;
  phone: string | null;
  memberCount: number;
  createdAt: number;
}

export interface CompanyMember {
  userId: number;
  name: string;
  email: string;
  joinedAt: number;
  /** The owner is a member of their own company and cannot be unlinked. */
  isOwner: boolean;
}

export interface CompanyInvitationView {
  id: number;
  email: string;
  state: InvitationState;
  createdAt: number;
  expiresAt: number;
}

/** The members of a company and the invitations still waiting for an answer. */
export interface CompanyMembers {
  members: CompanyMember[];
  invitations: CompanyInvitationView[];
}

/** What the invited user sees before joining or declining (the mail link's hash). */
export interface CompanyReview {
  id: number;
  companyId: number;
  companyName: string;
  from: string;
}

export interface CompanyListQuery {
  /** Default 1 and 20. */
  page?: number;
  pageSize?: number;
  /** Contains, case-insensitive. */
  name?: string;
}

export interface CompanyUpdate {
  id: number;
  name: string;
  address?: string | null;
  vatNumber?: string | null;
  phone?: string | null;
}

export interface MemberProjectsQuery {
  /** The member's user id. */
  userId: number;
  /** Default 1 and 25. */
  page?: number;
  pageSize?: number;
}

/** A client's application for a business account, decided by staff. */
export interface BusinessAccountRequestInput {
  companyName: string;
  address?: string;
  vatNumber?: string;
  phone?: string;
  message?: string;
}

export interface BusinessAccountRequestView {
  id: number;
  companyName: string;
  state: 'pending' | 'approved' | 'rejected';
  createdAt: number;
}

/**
 * Business accounts (client spec sections 6 and 7 "Company", staff spec "Company (admin use)"):
 * the company, its members and invitations, joining by the mail link, and applying.
 */
export const companyApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getCompanies: build.query<Page<CompanyView>, CompanyListQuery | void>({
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
    getMemberProjects: build.query<Page<ProjectView>, MemberProjectsQuery>({
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
