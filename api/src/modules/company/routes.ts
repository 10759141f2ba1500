import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyRoutes as routes } from '@portal/contracts/company/routes';
import { actorOf } from '../../lib/caller.ts';
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
const security = [{ bearer: [] }];

/**
 * Business accounts (client spec sections 6 and 7 "Company", staff spec "Company (admin use)").
 * A business account is a client who owns a company or is a member of one; its owner manages the
 * members and details, members read them, admins and super admins reach every company.
 */
export default async function companyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get('/v1/company', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary:
        'Admins and super admins: every company, by name (page size 20). A client: their own company as a one-item page',
      security,
      ...routes['GET /v1/company'],
    },
    handler: async (request) => {
      const lister = await companyListerOf(db, actorOf(request));
      if (lister !== 'staff') return ownCompanyPage(db, lister, app.now());
      const { page, page_size, name, expand } = request.query;
      const withStatus = expand === 'business_account_status';
      return listCompanies(db, { page, pageSize: page_size, name, withStatus });
    },
  });

  app.get('/v1/company/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'A company, for its members and staff',
      security,
      ...routes['GET /v1/company/:id'],
    },
    handler: async (request) => {
      await requireCompany(db, actorOf(request), request.params.id, 'read');
      return companyView(db, request.params.id);
    },
  });

  app.put('/v1/company/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: "Change the company's name, address, VAT number or phone (its owner or staff)",
      security,
      ...routes['PUT /v1/company/:id'],
    },
    handler: async (request) => {
      await requireCompany(db, actorOf(request), request.params.id, 'manage');
      const { name, address, vat_number, phone } = request.body;
      return updateCompany(
        db,
        request.params.id,
        { name, address, vatNumber: vat_number, phone },
        app.now(),
      );
    },
  });

  app.get('/v1/company/members/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'The members of a company, owner first, and its pending invitations',
      security,
      ...routes['GET /v1/company/members/:id'],
    },
    handler: async (request) => {
      await requireCompany(db, actorOf(request), request.params.id, 'read');
      return membersOf(db, request.params.id, app.now());
    },
  });

  app.post('/v1/company/invite/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary:
        'Invite an email address to join the company; the invitation mail links to /v3/company-invitation/{token}',
      security,
      ...routes['POST /v1/company/invite/:id'],
    },
    handler: async (request) => {
      await requireCompany(db, actorOf(request), request.params.id, 'manage');
      const company = await companyView(db, request.params.id);
      return inviteMember(
        app.deps,
        company,
        await accountOf(db, actorOf(request)),
        request.body.email,
      );
    },
  });

  app.put('/v1/company/revoke-invitation/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Withdraw a pending invitation (id: the invitation); its link stops working',
      security,
      ...routes['PUT /v1/company/revoke-invitation/:id'],
    },
    handler: async (request) => {
      const invitation = await revocableInvitation(db, actorOf(request), request.params.id);
      return revokeInvitation(db, invitation.id, app.now());
    },
  });

  app.put('/v1/company/revoke-membership/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary:
        'Unlink a member (user_id) from the company; they no longer check out on its account',
      security,
      ...routes['PUT /v1/company/revoke-membership/:id'],
    },
    handler: async (request, reply) => {
      await requireCompany(db, actorOf(request), request.params.id, 'manage');
      const company = await companyView(db, request.params.id);
      await unlinkMember(db, company, request.body.user_id, app.now());
      return reply.code(204).send(null);
    },
  });

  app.get('/v1/company/details/:hash', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary:
        "An invitation by its mail link's token: the company and who invited (only for the invited address; staff see any)",
      security,
      ...routes['GET /v1/company/details/:hash'],
    },
    handler: async (request) => {
      const invitation = await reviewableInvitation(
        db,
        actorOf(request),
        request.params.hash,
        guesserOf(request),
        app.now(),
      );
      return reviewInvitation(db, invitation);
    },
  });

  app.get('/v1/company/join/:hash', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary:
        'Join the company of an invitation (the invited, signed-in client); the link works once and expires after 7 days',
      security,
      ...routes['GET /v1/company/join/:hash'],
    },
    handler: async (request) => {
      const invitation = await invitationOfLink(
        db,
        request.params.hash,
        guesserOf(request),
        app.now(),
      );
      const user = await accountOf(db, actorOf(request));
      const companyId = await acceptCompanyInvitation(db, invitation.id, user, app.now());
      return companyView(db, companyId);
    },
  });

  app.get('/v1/company/decline/:hash', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Decline the invitation (the invited, signed-in user); the link stops working',
      security,
      ...routes['GET /v1/company/decline/:hash'],
    },
    handler: async (request, reply) => {
      const invitation = await invitationOfLink(
        db,
        request.params.hash,
        guesserOf(request),
        app.now(),
      );
      const user = await accountOf(db, actorOf(request));
      await declineCompanyInvitation(db, invitation.id, user, app.now());
      return reply.code(204).send(null);
    },
  });

  app.get('/v1/company/member-projects/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary:
        "A member's projects made on the company's account (id: the member's user id), for the company's owner and staff",
      security,
      ...routes['GET /v1/company/member-projects/:id'],
    },
    handler: async (request) => {
      const userId = request.params.id;
      const actor = actorOf(request);
      const companyId = await memberCompany(db, actor, userId);
      const { page, page_size } = request.query;
      return memberProjects(db, { companyId, userId }, { page, pageSize: page_size }, actor);
    },
  });

  app.post('/v1/company/business-account-request', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Apply for a business account (clients without one); staff decide',
      security,
      ...routes['POST /v1/company/business-account-request'],
    },
    handler: async (request) => {
      const applicant = await applicantOf(db, actorOf(request));
      const { company_name, vat_number, ...rest } = request.body;
      return requestBusinessAccount(
        db,
        applicant,
        { companyName: company_name, vatNumber: vat_number, ...rest },
        app.now(),
      );
    },
  });

  app.get('/v1/company/business-account-request', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary:
        'Admins and super admins: the applications for a business account in one state (default pending), newest first (page size 20)',
      security,
      ...routes['GET /v1/company/business-account-request'],
    },
    handler: async (request) => {
      const { page, page_size, state } = request.query;
      return listApplications(db, { state, page, pageSize: page_size });
    },
  });

  app.put('/v1/company/business-account-request/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary:
        'Approve (the client then owns a company with the details given) or reject a pending application; the client is mailed',
      security,
      ...routes['PUT /v1/company/business-account-request/:id'],
    },
    handler: async (request) => decideApplication(app.deps, request.params.id, request.body.state),
  });
}
