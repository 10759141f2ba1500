// Beyond the agreed contract (additions, nothing changed): accepting or declining answers an
// InvitationOutcome (where the accepted project or company is), and the listed invitations'
// accept and decline take the kind as a query parameter.
import type { Args, Reply } from '../routes/contract.ts';
import type { activatorRoutes } from '../activator/routes.ts';
import type { projectRoutes } from '../project/routes.ts';
import type { projectPermissionRoutes } from './routes.ts';
import type {
  InvitationOutcome,
  InvitationPage,
  InvitationReview,
  InvitationView,
  ListedInvitationView,
  ProjectShare,
} from './schema.ts';
import { api } from '@portal/contracts/app/api';

type Routes = typeof projectPermissionRoutes;
type Activator = typeof activatorRoutes;
type Projects = typeof projectRoutes;

export type {
  InvitationOutcome,
  InvitationPage,
  InvitationReview,
  InvitationView,
  ListedInvitationView,
  ProjectShare,
};

export type ShareRequest = Args<Routes['POST /v1/project-permission'], 'body'>;

/** Default 1 and 50 (client spec section 9); pageSize at most 100. */
export type InvitationListQuery = Args<Activator['GET /v1/activator'], 'querystring'>;

/** A listed invitation: its id and kind. */
export type ListedInvitation = Args<
  Activator['PUT /v1/activator/accept/:id'],
  'params' | 'querystring'
>;

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
    getProjectShares: build.query<
      Reply<Routes['GET /v1/project-permission']>,
      Args<Routes['GET /v1/project-permission'], 'querystring'>
    >({
      query: ({ projectId }) => ({
        url: '/v1/project-permission',
        params: { projectId },
      }),
      providesTags: (_result, _error, { projectId }) => [{ type: 'ProjectShare', id: projectId }],
    }),
    /** Sends the invitation mail; success reads "Your invitation has been sent". */
    shareProject: build.mutation<Reply<Routes['POST /v1/project-permission']>, ShareRequest>({
      query: (body) => ({ url: '/v1/project-permission', method: 'POST', body: { ...body } }),
      invalidatesTags: (result) => (result ? [{ type: 'ProjectShare', id: result.projectId }] : []),
    }),
    changeShare: build.mutation<
      Reply<Routes['PUT /v1/project-permission/:id']>,
      Args<Routes['PUT /v1/project-permission/:id'], 'params' | 'body'>
    >({
      query: ({ id, permission }) => ({
        url: `/v1/project-permission/${id}`,
        method: 'PUT',
        body: { permission },
      }),
      invalidatesTags: (result) => (result ? [{ type: 'ProjectShare', id: result.projectId }] : []),
    }),
    /** Revokes an access, or deletes a pending invitation; success reads "Access successfully revoked". */
    revokeShare: build.mutation<
      Reply<Routes['DELETE /v1/project-permission/:id'], 204>,
      Args<Routes['DELETE /v1/project-permission/:id'], 'params'> &
        Args<Routes['GET /v1/project-permission'], 'querystring'>
    >({
      query: ({ id }) => ({ url: `/v1/project-permission/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { projectId }) =>
        error ? [] : [{ type: 'ProjectShare', id: projectId }],
    }),
    acceptInvitation: build.mutation<
      Reply<Routes['PUT /v1/project-permission/accept-invitation/:id']>,
      Args<Routes['PUT /v1/project-permission/accept-invitation/:id'], 'params'>
    >({
      query: ({ id }) => ({
        url: `/v1/project-permission/accept-invitation/${id}`,
        method: 'PUT',
        body: {},
      }),
      invalidatesTags: (result) => (result ? [...afterAnswer] : []),
    }),
    declineInvitation: build.mutation<
      Reply<Routes['PUT /v1/project-permission/decline-invitation/:id']>,
      Args<Routes['PUT /v1/project-permission/decline-invitation/:id'], 'params'>
    >({
      query: ({ id }) => ({
        url: `/v1/project-permission/decline-invitation/${id}`,
        method: 'PUT',
        body: {},
      }),
      invalidatesTags: (result) => (result ? ['Invitation'] : []),
    }),
    reviewPermission: build.query<
      Reply<Projects['GET /v1/project/review-permission/:hash']>,
      string
    >({
      query: (hash) => ({ url: `/v1/project/review-permission/${encodeURIComponent(hash)}` }),
    }),
    reviewOwnership: build.query<Reply<Projects['GET /v1/project/review-ownership/:hash']>, string>(
      {
        query: (hash) => ({ url: `/v1/project/review-ownership/${encodeURIComponent(hash)}` }),
      },
    ),
    acceptOwnership: build.mutation<
      Reply<Projects['GET /v1/project/accept-ownership/:hash']>,
      string
    >({
      query: (hash) => ({ url: `/v1/project/accept-ownership/${encodeURIComponent(hash)}` }),
      invalidatesTags: (result) => (result ? [...afterAnswer] : []),
    }),
    declineOwnership: build.mutation<
      Reply<Projects['GET /v1/project/decline-ownership/:hash']>,
      string
    >({
      query: (hash) => ({ url: `/v1/project/decline-ownership/${encodeURIComponent(hash)}` }),
      invalidatesTags: (result) => (result ? ['Invitation'] : []),
    }),
    /** Offers the project to another client; they become its owner when they accept. */
    transferOwnership: build.mutation<
      Reply<Projects['POST /v1/project/transfer-ownership/:id']>,
      Args<Projects['POST /v1/project/transfer-ownership/:id'], 'params' | 'body'>
    >({
      query: ({ id, email }) => ({
        url: `/v1/project/transfer-ownership/${id}`,
        method: 'POST',
        body: { email },
      }),
    }),
    getInvitations: build.query<Reply<Activator['GET /v1/activator']>, InvitationListQuery | void>({
      query: (params) => ({ url: '/v1/activator', params: { ...params } }),
      providesTags: ['Invitation'],
    }),
    acceptListedInvitation: build.mutation<
      Reply<Activator['PUT /v1/activator/accept/:id']>,
      ListedInvitation
    >({
      query: ({ id, kind }) => ({
        url: `/v1/activator/accept/${id}`,
        method: 'PUT',
        params: { kind },
        body: {},
      }),
      invalidatesTags: (result) => (result ? [...afterListedAnswer] : []),
    }),
    declineListedInvitation: build.mutation<
      Reply<Activator['PUT /v1/activator/decline/:id']>,
      ListedInvitation
    >({
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
