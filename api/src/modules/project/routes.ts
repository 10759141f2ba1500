import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@portal/contracts/core';
import { errorResponses } from '@portal/contracts/core';
import { actorOf } from './caller.ts';
import { projectMediaPage } from './media.ts';
import {
  assignMediaSchema,
  copyProjectSchema,
  createProjectSchema,
  projectIdParamsSchema,
  projectListQuerySchema,
  projectMediaPageSchema,
  projectMediaQuerySchema,
  projectPageSchema,
  projectViewSchema,
  updateProjectSchema,
} from './schemas.ts';
import { createProjectService } from './service.ts';
import { listProjects } from './views.ts';

const security = [{ bearer: [] }];
const tags = ['project'];

/**
 * Projects in the client library (client spec sections 6 and 7). Clients reach the projects they
 * own, were given access to, or that were made in their company; admins and super admins reach
 * all. Each route checks the caller's access to the project itself (access.ts).
 */
export default async function projectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createProjectService({ db: app.db, now: app.now });
  const onRequest = [app.authenticate, app.requireRoles(Role.CLIENT, Role.ADMIN, Role.SUPER_ADMIN)];

  app.get('/v1/project', {
    onRequest,
    schema: {
      tags,
      summary:
        'A page of the projects the caller reaches (types_allowed[]: owned, or shared at a level), filtered and sorted',
      security,
      querystring: projectListQuerySchema,
      response: { 200: projectPageSchema, ...errorResponses(401, 403, 422) },
    },
    handler: async (request) => listProjects(app.db, actorOf(request), request.query),
  });

  app.get('/v1/project/:id(^\\d+$)', {
    onRequest,
    schema: {
      tags,
      summary: 'One project the caller reaches, with their access to it',
      security,
      params: projectIdParamsSchema,
      response: { 200: projectViewSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => service.get(actorOf(request), request.params.id),
  });

  app.get('/v1/project/media/:id(^\\d+$)', {
    onRequest,
    schema: {
      tags,
      summary: "A page of the project's media (by default ordered, assigned, done and returned)",
      security,
      params: projectIdParamsSchema,
      querystring: projectMediaQuerySchema,
      response: { 200: projectMediaPageSchema, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request) =>
      projectMediaPage(app.db, actorOf(request), request.params.id, request.query),
  });

  app.post('/v1/project/create', {
    onRequest,
    schema: {
      tags,
      summary: 'A new project: a client makes their own, an admin one for the client named',
      security,
      body: createProjectSchema,
      response: { 200: projectViewSchema, ...errorResponses(401, 403, 422) },
    },
    handler: async (request) => service.create(actorOf(request), request.body),
  });

  app.put('/v1/project/:id(^\\d+$)', {
    onRequest,
    schema: {
      tags,
      summary: "Change the project's details (owner, full access, staff)",
      security,
      params: projectIdParamsSchema,
      body: updateProjectSchema,
      response: { 200: projectViewSchema, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request) => service.update(actorOf(request), request.params.id, request.body),
  });

  app.post('/v1/project/copy/:id(^\\d+$)', {
    onRequest,
    schema: {
      tags,
      summary: 'Duplicate the project: same owner and details, the new title, no media',
      security,
      params: projectIdParamsSchema,
      body: copyProjectSchema,
      response: { 200: projectViewSchema, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request) => service.copy(actorOf(request), request.params.id, request.body),
  });

  app.put('/v1/project/assign/:id(^\\d+$)', {
    onRequest,
    schema: {
      tags,
      summary: "Move the caller's media, not yet ordered, into the project",
      security,
      params: projectIdParamsSchema,
      body: assignMediaSchema,
      response: { 200: projectViewSchema, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.assign(actorOf(request), request.params.id, request.body.media_list),
  });

  app.delete('/v1/project/:id(^\\d+$)', {
    onRequest,
    schema: {
      tags,
      summary: 'Mark the project deleted (its owner or staff)',
      security,
      params: projectIdParamsSchema,
      response: { 204: z.null(), ...errorResponses(401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
