import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorTexts } from '@portal/contracts/common/errors';
import { ApiError } from '../../lib/http-errors.ts';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { guesserOf } from '../../lib/secret-guess.ts';
import { inviteeOf } from '../invitations/invitations.ts';
import {
  answerOwnershipByLink,
  offerOwnership,
  reviewOwnershipByLink,
} from '../ownership/service.ts';
import { reviewAccessByLink } from '../project-permission/answers.ts';
import { projectMediaPage } from './media.ts';
import {
  assignMedia,
  copyProject,
  createProject,
  getProject,
  removeProject,
  updateProject,
} from './service.ts';
import { listProjects } from './views.ts';

const tags = ['project'];
const invitationTags = ['project-permission'];

/**
 * Projects in the client library (client spec sections 6 and 7). Clients reach the projects they
 * own, were given access to, or that were made in their company; admins and super admins reach
 * all. Each route checks the caller's access to the project itself (project-permission/access.ts).
 * Also the links of the mails inviting to a project: its ownership (offered, reviewed, accepted
 * and declined through the mail's link, GET as the spec names them) and an access to it.
 */
export default async function projectRoutes(app: FastifyInstance) {
  const { deps } = app;
  const onRequest = app.authenticate;
  const invitee = (request: FastifyRequest) => inviteeOf(app.db, actorOf(request));

  route(app, 'GET /v1/project', {
    tags,
    summary:
      'A page of the projects the caller reaches (types_allowed[]: owned, or shared at a level; live: holding a live session), filtered and sorted',
    onRequest,
    handler: async ({ query }, request) => {
      // The live-note library is live note-taking's: while that is off, its filter is not there.
      if (query.live && !deps.featureFlags.liveNotetaking)
        throw new ApiError(404, errorTexts.notFound);
      return listProjects(app.db, actorOf(request), query);
    },
  });

  route(app, 'GET /v1/project/:id(^\\d+$)', {
    tags,
    summary: 'One project the caller reaches, with their access to it',
    onRequest,
    handler: async ({ params }, request) => getProject(app.db, actorOf(request), params.id),
  });

  route(app, 'GET /v1/project/media/:id(^\\d+$)', {
    tags,
    summary: "A page of the project's media (by default ordered, assigned, done and returned)",
    onRequest,
    handler: async ({ params, query }, request) =>
      projectMediaPage(app.db, actorOf(request), params.id, query),
  });

  route(app, 'POST /v1/project/create', {
    tags,
    summary: 'A new project: a client makes their own, an admin one for the client named',
    onRequest,
    handler: async ({ body }, request) => createProject(deps, actorOf(request), body),
  });

  route(app, 'PUT /v1/project/:id(^\\d+$)', {
    tags,
    summary: "Change the project's details (owner, full access, staff)",
    onRequest,
    handler: async ({ params, body }, request) =>
      updateProject(deps, actorOf(request), params.id, body),
  });

  route(app, 'POST /v1/project/copy/:id(^\\d+$)', {
    tags,
    summary: 'Duplicate the project: same owner and details, the new title, no media',
    onRequest,
    handler: async ({ params, body }, request) =>
      copyProject(deps, actorOf(request), params.id, body),
  });

  route(app, 'PUT /v1/project/assign/:id(^\\d+$)', {
    tags,
    summary: "Move the caller's media, not yet ordered, into the project",
    onRequest,
    handler: async ({ params, body }, request) =>
      assignMedia(deps, actorOf(request), params.id, body.mediaList),
  });

  route(app, 'DELETE /v1/project/:id(^\\d+$)', {
    tags,
    summary: 'Mark the project deleted (its owner or staff)',
    onRequest,
    handler: async ({ params }, request, reply) => {
      await removeProject(deps, actorOf(request), params.id);
      return reply.code(204).send(null);
    },
  });

  route(app, 'POST /v1/project/transfer-ownership/:id', {
    tags: invitationTags,
    summary: 'Offer the project to another client; the offer goes to the email by mail',
    onRequest,
    handler: ({ params, body }, request) =>
      offerOwnership(deps, actorOf(request), params.id, body.email),
  });

  route(app, 'GET /v1/project/review-ownership/:hash', {
    tags: invitationTags,
    summary: 'What an ownership offer link offers, for the invited client only',
    onRequest,
    handler: async ({ params }, request) =>
      reviewOwnershipByLink(deps, await invitee(request), params.hash, guesserOf(request)),
  });

  for (const [path, answer] of [
    ['accept-ownership', 'accepted'],
    ['decline-ownership', 'declined'],
  ] as const) {
    route(app, `GET /v1/project/${path}/:hash`, {
      tags: invitationTags,
      summary: `The invited client ${answer === 'accepted' ? 'accepts' : 'declines'} the ownership offer`,
      onRequest,
      handler: async ({ params }, request) =>
        answerOwnershipByLink(
          deps,
          await invitee(request),
          params.hash,
          answer,
          guesserOf(request),
        ),
    });
  }

  route(app, 'GET /v1/project/review-permission/:hash', {
    tags: invitationTags,
    summary: 'What an invitation link offers, for the invited user only',
    onRequest,
    handler: async ({ params }, request) =>
      reviewAccessByLink(deps, await invitee(request), params.hash, guesserOf(request)),
  });
}
