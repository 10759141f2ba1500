// Hand-written wire types still defined beside their endpoints; each moves into core/schemas as
// the type inferred from the API's schema, and this file goes with the last of them.
export type {
  Page,
  ProjectView,
  ProjectTypeAllowed,
  ProjectMediaView,
} from '../client/api/projects.ts';
export type {
  ProjectShare,
  InvitationView,
  InvitationReview,
  InvitationOutcome,
  InvitationPage,
} from '../client/api/project-permission.ts';
export type {
  CompanyView,
  CompanyMembers,
  CompanyReview,
  CompanyInvitationView,
  BusinessAccountRequestView,
  BusinessAccountRequestInput,
} from '../client/api/company.ts';
