import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorTexts } from '@portal/contracts/common/errors';
import { userRoutes as contract } from '@portal/contracts/user/routes';
import { actorOf } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { guesserOf } from '../../lib/secret-guess.ts';
import { passBotCheck } from '../bot-check/pass-bot-check.ts';
import { revokeFamily } from '../session/refresh-tokens.ts';
import {
  activationInfo,
  registerAccount,
  requestPasswordReset,
  resetPassword,
  setPassword,
  type Links,
} from './account.ts';
import { adminCreateUser } from './admin-create.ts';
import { contractsState } from './contract-state.ts';
import { addToCrm } from './crm-contact.ts';
import { listUsers, staffUser } from './list.ts';
import { findUserById, toUser, userStatistics, type UserRow } from './service.ts';
import { updateUser } from './update.ts';

const success = { isSuccess: true as const };
const invalidLink = () => new ApiError(404, errorTexts.invalidUrl);

/**
 * /v1/user: the signed-in user's own data and sign-out, the open routes of an account's life
 * (registration, activation, password reset) behind the bot check, and the admins' user list.
 */
export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // Links in mail go to the configured origin: a forged Host header must not redirect them.
  const links: Links = { origin: app.config.portalUrl };
  const botCheck = passBotCheck(app.botCheck);

  // A user deleted after signing in holds a token for nobody.
  const currentUser = async (request: FastifyRequest) => {
    const user = request.auth && (await findUserById(app.db, request.auth.userId));
    if (!user) throw new ApiError(401, errorTexts.invalidAccessToken);
    return user;
  };
  const answer = async (row: UserRow) => toUser(row, await contractsState(app.db, row));

  app.get('/v1/user', {
    onRequest: app.authenticate,
    schema: {
      tags: ['user'],
      summary:
        "Admins: a page of users with the staff filter and each typist's load; restricted admins: typists and proofreaders only",
      security: [{ bearer: [] }],
      ...contract['GET /v1/user'],
    },
    handler: async (request) => listUsers(app.db, actorOf(request), request.query),
  });

  app.get('/v1/user/:id(^\\d+$)', {
    onRequest: app.authenticate,
    schema: {
      tags: ['user'],
      summary:
        "Admins: a user as staff lists show them, with a typist's load; restricted admins: a typist or proofreader only",
      security: [{ bearer: [] }],
      ...contract['GET /v1/user/:id(^\\d+$)'],
    },
    handler: async (request) => staffUser(app.db, actorOf(request), request.params.id),
  });

  app.get('/v1/user/profile', {
    onRequest: app.authenticate,
    config: { allowWithoutTwoFactor: true },
    schema: {
      tags: ['user'],
      summary: 'The signed-in user',
      security: [{ bearer: [] }],
      ...contract['GET /v1/user/profile'],
    },
    handler: async (request) => answer(await currentUser(request)),
  });

  app.get('/v1/user/statistics', {
    onRequest: app.authenticate,
    config: { allowWithoutTwoFactor: true },
    schema: {
      tags: ['user'],
      summary:
        "The signed-in user's figures; admins and super admins also the user counts by role and status",
      security: [{ bearer: [] }],
      ...contract['GET /v1/user/statistics'],
    },
    handler: async (request) => userStatistics(app.db, await currentUser(request), app.now()),
  });

  // Only numeric ids: /v1/user/profile and the other named routes are not users.
  app.put('/v1/user/:id(^\\d+$)', {
    onRequest: app.authenticate,
    config: { allowWithoutTwoFactor: true },
    schema: {
      tags: ['user'],
      summary:
        'Update a user: their own details, password and (clients) cart reminder and currency; an admin a staff member or client',
      security: [{ bearer: [] }],
      ...contract['PUT /v1/user/:id(^\\d+$)'],
    },
    handler: async (request) => {
      const actor = request.auth;
      if (!actor) throw new ApiError(401, errorTexts.invalidAccessToken);
      const row = await updateUser(app.db, actor, request.params.id, request.body, {
        guesser: guesserOf(request),
        now: app.now(),
      });
      return { isSuccess: true as const, payload: await answer(row) };
    },
  });

  app.post('/v1/user/admin-create', {
    onRequest: app.authenticate,
    schema: {
      tags: ['user'],
      summary:
        'Admins: open an account for someone, pending until they follow the activation mail; admin accounts: super admins only',
      security: [{ bearer: [] }],
      ...contract['POST /v1/user/admin-create'],
    },
    handler: (request) => adminCreateUser(deps, actorOf(request), request.body),
  });

  // Not configured, the CRM has nothing to do: 204, so the portal (which never waits on this
  // call) stays as usable, and its console as clean, as with one.
  app.post('/v1/user/add-to-hub-spot/:id', {
    onRequest: app.authenticate,
    schema: {
      tags: ['user'],
      summary:
        'Add a client to the CRM (HubSpot) as a contact by email, or update theirs: the client themself or an admin; 204 when no CRM is configured',
      security: [{ bearer: [] }],
      ...contract['POST /v1/user/add-to-hub-spot/:id'],
    },
    handler: async (request, reply) => {
      const added = await addToCrm(deps, actorOf(request), request.params.id);
      if (!added) return reply.code(204).send(null);
      return { isSuccess: true as const, contactId: added.contactId };
    },
  });

  app.post('/v1/user/logout', {
    onRequest: app.authenticate,
    config: { allowWithoutTwoFactor: true },
    schema: {
      tags: ['auth'],
      summary: 'Sign out: ends this sign-in, its access and refresh tokens at once',
      security: [{ bearer: [] }],
      ...contract['POST /v1/user/logout'],
    },
    handler: async (request) => {
      if (request.auth) await revokeFamily(app.db, request.auth.familyId, app.now());
      return success;
    },
  });

  app.post('/v1/user/create', {
    preHandler: botCheck,
    schema: {
      tags: ['account'],
      summary: 'Register a client account; the activation link goes by mail',
      security: [],
      ...contract['POST /v1/user/create'],
    },
    handler: async (request) => {
      const { email, firstname, lastname } = request.body;
      registerAccount(deps, { email, firstname, lastname }, links);
      return success;
    },
  });

  app.get('/v1/user/activate/:hash', {
    schema: {
      tags: ['account'],
      summary: 'Who an activation link is for, without using it up',
      security: [],
      ...contract['GET /v1/user/activate/:hash'],
    },
    handler: async (request) => {
      const info = await activationInfo(deps, request.params.hash, guesserOf(request));
      if (!info) throw invalidLink();
      return info;
    },
  });

  app.post('/v1/user/set-password', {
    schema: {
      tags: ['account'],
      summary: 'Complete registration: names, mobile and the password; the account becomes active',
      security: [],
      ...contract['POST /v1/user/set-password'],
    },
    handler: async (request) => {
      const { activation_hash: hash, password, firstname, lastname, profile } = request.body;
      const done = await setPassword(
        deps,

        { hash, password, firstname, lastname, mobile: profile?.mobile },
        guesserOf(request),
      );
      if (!done) throw invalidLink();
      return success;
    },
  });

  app.post('/v1/user/password-reset-token', {
    preHandler: botCheck,
    schema: {
      tags: ['account'],
      summary: 'Mail a password-reset link; the answer is the same for any address',
      security: [],
      ...contract['POST /v1/user/password-reset-token'],
    },
    handler: async (request) => {
      requestPasswordReset(deps, request.body.email, links);
      return success;
    },
  });

  app.post('/v1/user/password-reset/:code', {
    schema: {
      tags: ['account'],
      summary: 'Set a new password with a reset code; ends every existing sign-in',
      security: [],
      ...contract['POST /v1/user/password-reset/:code'],
    },
    handler: async (request) => {
      const { code } = request.params;
      if (!(await resetPassword(deps, code, request.body.password, guesserOf(request))))
        throw invalidLink();
      return success;
    },
  });
}
