import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { guesserOf } from '../../lib/secret-guess.ts';
import { requireCompany } from './access.ts';
import { decideApplication, listApplications } from './business-account-decision.ts';
import { requestBusinessAccount } from './business-account-request.ts';
import {
  accountOf,
  applicantOf,
  companyListerOf,
  invitationOfLink,
  memberCompany,
  revocableInvitation,
  reviewableInvitation,
} from './gate.ts';
import { inviteMember, membersOf, reviewInvitation, revokeInvitation } from './invitations.ts';
import { memberProjects } from './member-projects.ts';
import { acceptCompanyInvitation, declineCompanyInvitation, unlinkMember } from './membership.ts';
import { companyView, listCompanies, ownCompanyPage, updateCompany } from './service.ts';

const tags = ['company'];

/**
 * Business accounts (client spec sections 6 and 7 "Company", staff spec "Company (admin use)").
 * A business account is a client who owns a company or is a member of one; its owner manages the
 * members and details, members read them, admins and super admins reach every company.
 */
export default async function companyRoutes(app: FastifyInstance) {
  const { db } = app;
  const onRequest = app.authenticate;

  route(app, 'GET /v1/company', {
    tags,
    summary:
      'Admins and super admins: every company, by name (page size 20). A client: their own company as a one-item page',
    onRequest,
    handler: async ({ query: { expand, ...query } }, request) => {
      const lister = await companyListerOf(db, actorOf(request));
      if (lister !== 'staff') return ownCompanyPage(db, lister, app.now());
      return listCompanies(db, { ...query, withStatus: expand === 'business_account_status' });
    },
  });

  route(app, 'GET /v1/company/:id', {
    tags,
    summary: 'A company, for its members and staff',
    onRequest,
    handler: async ({ params }, request) => {
      await requireCompany(db, actorOf(request), params.id, 'read');
      return companyView(db, params.id);
    },
  });

  route(app, 'PUT /v1/company/:id', {
    tags,
    summary: "Change the company's name, address, VAT number or phone (its owner or staff)",
    onRequest,
    handler: async ({ params, body }, request) => {
      await requireCompany(db, actorOf(request), params.id, 'manage');
      return updateCompany(db, params.id, body, app.now());
    },
  });

  route(app, 'GET /v1/company/members/:id', {
    tags,
    summary: 'The members of a company, owner first, and its pending invitations',
    onRequest,
    handler: async ({ params }, request) => {
      await requireCompany(db, actorOf(request), params.id, 'read');
      return membersOf(db, params.id, app.now());
    },
  });

  route(app, 'POST /v1/company/invite/:id', {
    tags,
    summary:
      'Invite an email address to join the company; the invitation mail links to /v3/company-invitation/{token}',
    onRequest,
    handler: async ({ params, body }, request) => {
      await requireCompany(db, actorOf(request), params.id, 'manage');
      const company = await companyView(db, params.id);
      return inviteMember(app.deps, company, await accountOf(db, actorOf(request)), body.email);
    },
  });

  route(app, 'PUT /v1/company/revoke-invitation/:id', {
    tags,
    summary: 'Withdraw a pending invitation (id: the invitation); its link stops working',
    onRequest,
    handler: async ({ params }, request) => {
      const invitation = await revocableInvitation(db, actorOf(request), params.id);
      return revokeInvitation(db, invitation.id, app.now());
    },
  });

  route(app, 'PUT /v1/company/revoke-membership/:id', {
    tags,
    summary: 'Unlink a member (user_id) from the company; they no longer check out on its account',
    onRequest,
    handler: async ({ params, body }, request, reply) => {
      await requireCompany(db, actorOf(request), params.id, 'manage');
      const company = await companyView(db, params.id);
      await unlinkMember(db, company, body.userId, app.now());
      return reply.code(204).send(null);
    },
  });

  route(app, 'GET /v1/company/details/:hash', {
    tags,
    summary:
      "An invitation by its mail link's token: the company and who invited (only for the invited address; staff see any)",
    onRequest,
    handler: async ({ params }, request) => {
      const invitation = await reviewableInvitation(
        db,
        actorOf(request),
        params.hash,
        guesserOf(request),
        app.now(),
      );
      return reviewInvitation(db, invitation);
    },
  });

  route(app, 'GET /v1/company/join/:hash', {
    tags,
    summary:
      'Join the company of an invitation (the invited, signed-in client); the link works once and expires after 7 days',
    onRequest,
    handler: async ({ params }, request) => {
      const invitation = await invitationOfLink(db, params.hash, guesserOf(request), app.now());
      const user = await accountOf(db, actorOf(request));
      const companyId = await acceptCompanyInvitation(db, invitation.id, user, app.now());
      return companyView(db, companyId);
    },
  });

  route(app, 'GET /v1/company/decline/:hash', {
    tags,
    summary: 'Decline the invitation (the invited, signed-in user); the link stops working',
    onRequest,
    handler: async ({ params }, request, reply) => {
      const invitation = await invitationOfLink(db, params.hash, guesserOf(request), app.now());
      const user = await accountOf(db, actorOf(request));
      await declineCompanyInvitation(db, invitation.id, user, app.now());
      return reply.code(204).send(null);
    },
  });

  route(app, 'GET /v1/company/member-projects/:id', {
    tags,
    summary:
      "A member's projects made on the company's account (id: the member's user id), for the company's owner and staff",
    onRequest,
    handler: async ({ params, query }, request) => {
      const actor = actorOf(request);
      const companyId = await memberCompany(db, actor, params.id);
      return memberProjects(db, { companyId, userId: params.id }, query, actor);
    },
  });

  route(app, 'POST /v1/company/business-account-request', {
    tags,
    summary: 'Apply for a business account (clients without one); staff decide',
    onRequest,
    handler: async ({ body }, request) =>
      requestBusinessAccount(db, await applicantOf(db, actorOf(request)), body, app.now()),
  });

  route(app, 'GET /v1/company/business-account-request', {
    tags,
    summary:
      'Admins and super admins: the applications for a business account in one state (default pending), newest first (page size 20)',
    onRequest,
    handler: async ({ query }) => listApplications(db, query),
  });

  route(app, 'PUT /v1/company/business-account-request/:id', {
    tags,
    summary:
      'Approve (the client then owns a company with the details given) or reject a pending application; the client is mailed',
    onRequest,
    handler: async ({ params, body }) => decideApplication(app.deps, params.id, body.state),
  });
}
