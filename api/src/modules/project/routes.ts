import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorTexts } from '@portal/contracts/common/errors';
import { projectRoutes as routes } from '@portal/contracts/project/routes';
import { ApiError } from '../../lib/http-errors.ts';
import { actorOf } from '../../lib/caller.ts';
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

const security = [{ bearer: [] }];
const tags = ['project'];
const invitationTags = ['project-permission'];

/**
 * Projects in the client library (client spec sections 6 and 7). Clients reach the projects they
 * own, were given access to, or that were made in their company; admins and super admins reach
 * all. Each route checks the caller's access to the project itself (project-permission/access.ts).
 * Also the links of the mails inviting to a project: its ownership (offered, reviewed, accepted
 * and declined through the mail's link, GET as the spec names them) and an access to it.
 */
export default async function projectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const invitee = (request: FastifyRequest) => inviteeOf(app.db, actorOf(request));

  app.get('/v1/project', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary:
        'A page of the projects the caller reaches (types_allowed[]: owned, or shared at a level; live: holding a live session), filtered and sorted',
      security,
      ...routes['GET /v1/project'],
    },
    handler: async (request) => {
      // The live-note library is live note-taking's: while that is off, its filter is not there.
      if (request.query.live && !deps.featureFlags.liveNotetaking)
        throw new ApiError(404, errorTexts.notFound);
      return listProjects(app.db, actorOf(request), request.query);
    },
  });

  app.get('/v1/project/:id(^\\d+$)', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'One project the caller reaches, with their access to it',
      security,
      ...routes['GET /v1/project/:id(^\\d+$)'],
    },
    handler: async (request) => getProject(app.db, actorOf(request), request.params.id),
  });

  app.get('/v1/project/media/:id(^\\d+$)', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: "A page of the project's media (by default ordered, assigned, done and returned)",
      security,
      ...routes['GET /v1/project/media/:id(^\\d+$)'],
    },
    handler: async (request) =>
      projectMediaPage(app.db, actorOf(request), request.params.id, request.query),
  });

  app.post('/v1/project/create', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'A new project: a client makes their own, an admin one for the client named',
      security,
      ...routes['POST /v1/project/create'],
    },
    handler: async (request) => createProject(deps, actorOf(request), request.body),
  });

  app.put('/v1/project/:id(^\\d+$)', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: "Change the project's details (owner, full access, staff)",
      security,
      ...routes['PUT /v1/project/:id(^\\d+$)'],
    },
    handler: async (request) =>
      updateProject(deps, actorOf(request), request.params.id, request.body),
  });

  app.post('/v1/project/copy/:id(^\\d+$)', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Duplicate the project: same owner and details, the new title, no media',
      security,
      ...routes['POST /v1/project/copy/:id(^\\d+$)'],
    },
    handler: async (request) =>
      copyProject(deps, actorOf(request), request.params.id, request.body),
  });

  app.put('/v1/project/assign/:id(^\\d+$)', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: "Move the caller's media, not yet ordered, into the project",
      security,
      ...routes['PUT /v1/project/assign/:id(^\\d+$)'],
    },
    handler: async (request) =>
      assignMedia(deps, actorOf(request), request.params.id, request.body.media_list),
  });

  app.delete('/v1/project/:id(^\\d+$)', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Mark the project deleted (its owner or staff)',
      security,
      ...routes['DELETE /v1/project/:id(^\\d+$)'],
    },
    handler: async (request, reply) => {
      await removeProject(deps, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.post('/v1/project/transfer-ownership/:id', {
    onRequest: app.authenticate,
    schema: {
      tags: invitationTags,
      summary: 'Offer the project to another client; the offer goes to the email by mail',
      security,
      ...routes['POST /v1/project/transfer-ownership/:id'],
    },
    handler: (request) =>
      offerOwnership(deps, actorOf(request), request.params.id, request.body.email),
  });

  app.get('/v1/project/review-ownership/:hash', {
    onRequest: app.authenticate,
    schema: {
      tags: invitationTags,
      summary: 'What an ownership offer link offers, for the invited client only',
      security,
      ...routes['GET /v1/project/review-ownership/:hash'],
    },
    handler: async (request) =>
      reviewOwnershipByLink(deps, await invitee(request), request.params.hash, guesserOf(request)),
  });

  for (const [path, answer] of [
    ['accept-ownership', 'accepted'],
    ['decline-ownership', 'declined'],
  ] as const) {
    app.get(`/v1/project/${path}/:hash`, {
      onRequest: app.authenticate,
      schema: {
        tags: invitationTags,
        summary: `The invited client ${answer === 'accepted' ? 'accepts' : 'declines'} the ownership offer`,
        security,
        ...routes[`GET /v1/project/${path}/:hash`],
      },
      handler: async (request) =>
        answerOwnershipByLink(
          deps,

          await invitee(request),
          request.params.hash,
          answer,
          guesserOf(request),
        ),
    });
  }

  app.get('/v1/project/review-permission/:hash', {
    onRequest: app.authenticate,
    schema: {
      tags: invitationTags,
      summary: 'What an invitation link offers, for the invited user only',
      security,
      ...routes['GET /v1/project/review-permission/:hash'],
    },
    handler: async (request) =>
      reviewAccessByLink(deps, await invitee(request), request.params.hash, guesserOf(request)),
  });
}
