// Beyond the agreed contract (additions, nothing changed): accepting or declining answers an
// InvitationOutcome (where the accepted project or company is), and the listed invitations'
// accept and decline take the kind as a query parameter.
import type { InvitationKind, ProjectPermission } from '../../core/statuses.ts';
import type { InvitationState } from '../../core/transcript.ts';
import { api } from '@portal/contracts';

/** One person a project is shared with, or invited to it (client spec section 3, Share). */
export interface ProjectShare {
  id: number;
  projectId: number;
  email: string;
  permission: ProjectPermission;
  state: InvitationState;
  /** The account's name once the invitation is accepted. */
  userName: string | null;
  createdAt: number;
}

/** A pending invitation of the signed-in user, as listed on /v3/pending-invitations. */
export interface InvitationView {
  id: number;
  kind: InvitationKind;
  /** The project title, or the company name for a business invitation. */
  title: string;
  /** The inviter's name. */
  from: string;
  permission: ProjectPermission | null;
  createdAt: number;
  expiresAt: number;
}

/** What an invitation link offers, shown before the invited user accepts or declines. */
export interface InvitationReview {
  id: number;
  kind: InvitationKind;
  title: string;
  from: string;
  permission: ProjectPermission | null;
  projectId: number | null;
  companyId: number | null;
}

/** The answer to accepting or declining: where the accepted project or company is. */
export interface InvitationOutcome {
  id: number;
  kind: InvitationKind;
  state: InvitationState;
  projectId: number | null;
  companyId: number | null;
}

export interface ShareRequest {
  projectId: number;
  email: string;
  permission: ProjectPermission;
}

export interface InvitationPage {
  result: InvitationView[];
  total: number;
}

export interface InvitationListQuery {
  /** Default 1 and 50 (client spec section 9); pageSize at most 100. */
  page?: number;
  pageSize?: number;
}

export interface ListedInvitation {
  id: number;
  kind: InvitationKind;
}

// An accepted invitation changes the libraries and the pending list (the menu's count).
const afterAnswer = ['Invitation', 'Project', 'ProjectShare'] as const;
// A listed one may be a business invitation: joining changes the company and the profile.
const afterListedAnswer = [...afterAnswer, 'Company', 'Profile'] as const;

/**
 * Project sharing, invitations and ownership transfer (client spec sections 3, 4, 6 and 7):
 * the owner (or a full-access user) shares a project by email, the invited user reviews the
 * link and accepts or declines; the pending invitations of every kind are listed by id.
 */
export const projectPermissionApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getProjectShares: build.query<ProjectShare[], { projectId: number }>({
      query: ({ projectId }) => ({
        url: '/v1/project-permission',
        params: { projectId },
      }),
      providesTags: (_result, _error, { projectId }) => [{ type: 'ProjectShare', id: projectId }],
    }),
    /** Sends the invitation mail; success reads "Your invitation has been sent". */
    shareProject: build.mutation<ProjectShare, ShareRequest>({
      query: (body) => ({ url: '/v1/project-permission', method: 'POST', body: { ...body } }),
      invalidatesTags: (result) => (result ? [{ type: 'ProjectShare', id: result.projectId }] : []),
    }),
    changeShare: build.mutation<ProjectShare, { id: number; permission: ProjectPermission }>({
      query: ({ id, permission }) => ({
        url: `/v1/project-permission/${id}`,
        method: 'PUT',
        body: { permission },
      }),
      invalidatesTags: (result) => (result ? [{ type: 'ProjectShare', id: result.projectId }] : []),
    }),
    /** Revokes an access, or deletes a pending invitation; success reads "Access successfully revoked". */
    revokeShare: build.mutation<void, { id: number; projectId: number }>({
      query: ({ id }) => ({ url: `/v1/project-permission/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { projectId }) =>
        error ? [] : [{ type: 'ProjectShare', id: projectId }],
    }),
    acceptInvitation: build.mutation<InvitationOutcome, { id: number }>({
      query: ({ id }) => ({
        url: `/v1/project-permission/accept-invitation/${id}`,
        method: 'PUT',
        body: {},
      }),
      invalidatesTags: (result) => (result ? [...afterAnswer] : []),
    }),
    declineInvitation: build.mutation<InvitationOutcome, { id: number }>({
      query: ({ id }) => ({
        url: `/v1/project-permission/decline-invitation/${id}`,
        method: 'PUT',
        body: {},
      }),
      invalidatesTags: (result) => (result ? ['Invitation'] : []),
    }),
    reviewPermission: build.query<InvitationReview, string>({
      query: (hash) => ({ url: `/v1/project/review-permission/${encodeURIComponent(hash)}` }),
    }),
    reviewOwnership: build.query<InvitationReview, string>({
      query: (hash) => ({ url: `/v1/project/review-ownership/${encodeURIComponent(hash)}` }),
    }),
    acceptOwnership: build.mutation<InvitationOutcome, string>({
      query: (hash) => ({ url: `/v1/project/accept-ownership/${encodeURIComponent(hash)}` }),
      invalidatesTags: (result) => (result ? [...afterAnswer] : []),
    }),
    declineOwnership: build.mutation<InvitationOutcome, string>({
      query: (hash) => ({ url: `/v1/project/decline-ownership/${encodeURIComponent(hash)}` }),
      invalidatesTags: (result) => (result ? ['Invitation'] : []),
    }),
    /** Offers the project to another client; they become its owner when they accept. */
    transferOwnership: build.mutation<InvitationView, { id: number; email: string }>({
      query: ({ id, email }) => ({
        url: `/v1/project/transfer-ownership/${id}`,
        method: 'POST',
        body: { email },
      }),
    }),
    getInvitations: build.query<InvitationPage, InvitationListQuery | void>({
      query: (params) => ({ url: '/v1/activator', params: { ...params } }),
      providesTags: ['Invitation'],
    }),
    acceptListedInvitation: build.mutation<InvitationOutcome, ListedInvitation>({
      query: ({ id, kind }) => ({
        url: `/v1/activator/accept/${id}`,
        method: 'PUT',
        params: { kind },
        body: {},
      }),
      invalidatesTags: (result) => (result ? [...afterListedAnswer] : []),
    }),
    declineListedInvitation: build.mutation<InvitationOutcome, ListedInvitation>({
      query: ({ id, kind }) => ({
        url: `/v1/activator/decline/${id}`,
        method: 'PUT',
        params: { kind },
        body: {},
      }),
      invalidatesTags: (result) => (result ? ['Invitation'] : []),
    }),
  }),
});

export const {
  useGetProjectSharesQuery,
  useShareProjectMutation,
  useChangeShareMutation,
  useRevokeShareMutation,
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
  useReviewPermissionQuery,
  useReviewOwnershipQuery,
  useAcceptOwnershipMutation,
  useDeclineOwnershipMutation,
  useTransferOwnershipMutation,
  useGetInvitationsQuery,
  useAcceptListedInvitationMutation,
  useDeclineListedInvitationMutation,
} = projectPermissionApi;
