import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role, errorTexts } from '@portal/contracts/core';
import { errorResponses } from '@portal/contracts/core';
import { ApiError } from '../../lib/http-errors.ts';
import { isStaffAdmin } from '../project/access.ts';
import { actorOf } from '../project/caller.ts';
import { projectPageSchema } from '../project/schemas.ts';
import { findUserById, type UserRow } from '../user/service.ts';
import { requireCompany } from './access.ts';
import { requestBusinessAccount } from './business-account-request.ts';
import {
  findInvitation,
  invitationByToken,
  inviteMember,
  membersOf,
  reviewInvitation,
  revokeInvitation,
} from './invitations.ts';
import { memberProjects } from './member-projects.ts';
import {
  acceptCompanyInvitation,
  answerableInvitation,
  companyIdOfMember,
  declineCompanyInvitation,
  unlinkMember,
} from './membership.ts';
import {
  businessAccountRequestBody,
  businessAccountRequestSchema,
  companyInvitationSchema,
  companyListQuery,
  companyMembersSchema,
  companyPageSchema,
  companyReviewSchema,
  companyUpdateBody,
  companyViewSchema,
  hashParams,
  idParams,
  inviteBody,
  memberProjectsQuery,
  revokeMembershipBody,
} from './schemas.ts';
import { companyView, listCompanies, ownCompanyPage, updateCompany } from './service.ts';
import { companyTexts } from './texts.ts';

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

  async function callerOf(request: FastifyRequest): Promise<UserRow> {
    const user = await findUserById(db, actorOf(request).userId);
    if (!user) throw new ApiError(401, errorTexts.invalidAccessToken);
    return user;
  }

  /** The invitation behind a mail link; a forged one is the same 404 as any other not valid. */
  async function invitationOfLink(hash: string) {
    const invitation = await invitationByToken(db, hash);
    if (!invitation) throw new ApiError(404, companyTexts.invitationNotValid);
    return invitation;
  }

  app.get('/v1/company', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary:
        'Admins and super admins: every company, by name (page size 20). A client: their own company as a one-item page',
      security,
      querystring: companyListQuery,
      response: { 200: companyPageSchema, ...errorResponses(401, 403, 422) },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      if (actor.role === Role.CLIENT) return ownCompanyPage(db, await callerOf(request), app.now());
      if (!isStaffAdmin(actor)) throw new ApiError(403, errorTexts.unauthorized);
      const { page, page_size, name } = request.query;
      return listCompanies(db, { page, pageSize: page_size, name });
    },
  });

  app.get('/v1/company/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'A company, for its members and staff',
      security,
      params: idParams,
      response: { 200: companyViewSchema, ...errorResponses(401, 404, 422) },
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
      params: idParams,
      body: companyUpdateBody,
      response: { 200: companyViewSchema, ...errorResponses(401, 403, 404, 422) },
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
      params: idParams,
      response: { 200: companyMembersSchema, ...errorResponses(401, 404, 422) },
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
      params: idParams,
      body: inviteBody,
      response: { 200: companyInvitationSchema, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request) => {
      await requireCompany(db, actorOf(request), request.params.id, 'manage');
      const company = await companyView(db, request.params.id);
      return inviteMember(
        { db, mailer: app.mailer, portalUrl: app.config.portalUrl, now: app.now() },
        company,
        await callerOf(request),
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
      params: idParams,
      response: { 200: companyInvitationSchema, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const invitation = await findInvitation(db, request.params.id);
      if (!invitation) throw new ApiError(404, companyTexts.invitationNotFound);
      const actor = actorOf(request);
      await requireCompany(
        db,
        actor,
        invitation.companyId,
        'manage',
        companyTexts.invitationNotFound,
      );
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
      params: idParams,
      body: revokeMembershipBody,
      response: { 204: z.null(), ...errorResponses(401, 403, 404, 422) },
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
      params: hashParams,
      response: { 200: companyReviewSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      const invitation = await invitationOfLink(request.params.hash);
      const actor = actorOf(request);
      if (!isStaffAdmin(actor)) {
        const user = await callerOf(request);
        if (!(await answerableInvitation(db, invitation.id, user, app.now())))
          throw new ApiError(404, companyTexts.invitationNotValid);
      }
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
      params: hashParams,
      response: { 200: companyViewSchema, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const invitation = await invitationOfLink(request.params.hash);
      const user = await callerOf(request);
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
      params: hashParams,
      response: { 204: z.null(), ...errorResponses(401, 404, 422) },
    },
    handler: async (request, reply) => {
      const invitation = await invitationOfLink(request.params.hash);
      await declineCompanyInvitation(db, invitation.id, await callerOf(request), app.now());
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
      params: idParams,
      querystring: memberProjectsQuery,
      response: { 200: projectPageSchema, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const userId = request.params.id;
      const companyId = await companyIdOfMember(db, userId);
      if (companyId === undefined) throw new ApiError(404, companyTexts.memberNotFound);
      const actor = actorOf(request);
      await requireCompany(db, actor, companyId, 'manage', companyTexts.memberNotFound);
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
      body: businessAccountRequestBody,
      response: { 200: businessAccountRequestSchema, ...errorResponses(401, 403, 422) },
    },
    handler: async (request) => {
      if (actorOf(request).role !== Role.CLIENT)
        throw new ApiError(403, companyTexts.clientsOnlyRequest);
      const { company_name, vat_number, ...rest } = request.body;
      return requestBusinessAccount(
        db,
        await callerOf(request),
        { companyName: company_name, vatNumber: vat_number, ...rest },
        app.now(),
      );
    },
  });
}
