import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorTexts } from '@portal/contracts/common/errors';
import { actorOf } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
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
export default async function userRoutes(app: FastifyInstance) {
  const { deps } = app;
  const signedIn = { tags: ['user'], onRequest: app.authenticate };
  // What a user reaches before 2FA is set up: their own account, as they must.
  const ownAccount = { ...signedIn, config: { allowWithoutTwoFactor: true } };
  const account = { tags: ['account'] };
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

  route(app, 'GET /v1/user', {
    ...signedIn,
    summary:
      "Admins: a page of users with the staff filter and each typist's load; restricted admins: typists and proofreaders only",
    handler: async ({ query }, request) => listUsers(app.db, actorOf(request), query),
  });

  route(app, 'GET /v1/user/:id(^\\d+$)', {
    ...signedIn,
    summary:
      "Admins: a user as staff lists show them, with a typist's load; restricted admins: a typist or proofreader only",
    handler: async ({ params }, request) => staffUser(app.db, actorOf(request), params.id),
  });

  route(app, 'GET /v1/user/profile', {
    ...ownAccount,
    summary: 'The signed-in user',
    handler: async (_input, request) => answer(await currentUser(request)),
  });

  route(app, 'GET /v1/user/statistics', {
    ...ownAccount,
    summary:
      "The signed-in user's figures; admins and super admins also the user counts by role and status",
    handler: async (_input, request) =>
      userStatistics(app.db, await currentUser(request), app.now()),
  });

  // Only numeric ids: /v1/user/profile and the other named routes are not users.
  route(app, 'PUT /v1/user/:id(^\\d+$)', {
    ...ownAccount,
    summary:
      'Update a user: their own details, password and (clients) cart reminder and currency; an admin a staff member or client',
    handler: async ({ params, body }, request) => {
      const actor = request.auth;
      if (!actor) throw new ApiError(401, errorTexts.invalidAccessToken);
      const row = await updateUser(app.db, actor, params.id, body, {
        guesser: guesserOf(request),
        now: app.now(),
      });
      return { isSuccess: true as const, payload: await answer(row) };
    },
  });

  route(app, 'POST /v1/user/admin-create', {
    ...signedIn,
    summary:
      'Admins: open an account for someone, pending until they follow the activation mail; admin accounts: super admins only',
    handler: ({ body }, request) => adminCreateUser(deps, actorOf(request), body),
  });

  // Not configured, the CRM has nothing to do: 204, so the portal (which never waits on this
  // call) stays as usable, and its console as clean, as with one.
  route(app, 'POST /v1/user/add-to-hub-spot/:id', {
    ...signedIn,
    summary:
      'Add a client to the CRM (HubSpot) as a contact by email, or update theirs: the client themself or an admin; 204 when no CRM is configured',
    handler: async ({ params }, request, reply) => {
      const added = await addToCrm(deps, actorOf(request), params.id);
      if (!added) return reply.code(204).send(null);
      return { isSuccess: true as const, contactId: added.contactId };
    },
  });

  route(app, 'POST /v1/user/logout', {
    ...ownAccount,
    tags: ['auth'],
    summary: 'Sign out: ends this sign-in, its access and refresh tokens at once',
    handler: async (_input, request) => {
      if (request.auth) await revokeFamily(app.db, request.auth.familyId, app.now());
      return success;
    },
  });

  route(app, 'POST /v1/user/create', {
    ...account,
    summary: 'Register a client account; the activation link goes by mail',
    preHandler: botCheck,
    handler: async ({ body: { email, firstname, lastname } }) => {
      registerAccount(deps, { email, firstname, lastname }, links);
      return success;
    },
  });

  route(app, 'GET /v1/user/activate/:hash', {
    ...account,
    summary: 'Who an activation link is for, without using it up',
    handler: async ({ params }, request) => {
      const info = await activationInfo(deps, params.hash, guesserOf(request));
      if (!info) throw invalidLink();
      return info;
    },
  });

  route(app, 'POST /v1/user/set-password', {
    ...account,
    summary: 'Complete registration: names, mobile and the password; the account becomes active',
    handler: async ({ body }, request) => {
      const { activationHash: hash, password, firstname, lastname, profile } = body;
      const done = await setPassword(
        deps,
        { hash, password, firstname, lastname, mobile: profile?.mobile },
        guesserOf(request),
      );
      if (!done) throw invalidLink();
      return success;
    },
  });

  route(app, 'POST /v1/user/password-reset-token', {
    ...account,
    summary: 'Mail a password-reset link; the answer is the same for any address',
    preHandler: botCheck,
    handler: async ({ body }) => {
      requestPasswordReset(deps, body.email, links);
      return success;
    },
  });

  route(app, 'POST /v1/user/password-reset/:code', {
    ...account,
    summary: 'Set a new password with a reset code; ends every existing sign-in',
    handler: async ({ params, body }, request) => {
      if (!(await resetPassword(deps, params.code, body.password, guesserOf(request))))
        throw invalidLink();
      return success;
    },
  });
}
