import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role, errorTexts } from '@portal/contracts/core';
import { serviceOptionsForm } from '@portal/contracts/core';
import {
  serviceFormQuerySchema,
  serviceListQuerySchema,
  serviceListSchema,
  serviceOptionsFormSchema,
  transcriptionServiceSchema,
} from '@portal/contracts/core';
import { errorResponses } from '@portal/contracts/core';
import { ApiError } from '../../lib/http-errors.ts';
import { canSeeService, findActiveService, findService, listServices } from './service.ts';

const notFound = () => new ApiError(404, errorTexts.notFound);

/** The service catalogue: what clients may order, and every service for admins. */
export default async function serviceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/v1/new-service/guest-services', {
    schema: {
      tags: ['services'],
      summary: 'Active services anyone may order, by id',
      response: { 200: serviceListSchema },
    },
    handler: async () => listServices(app.db, 'active'),
  });

  app.get('/v1/new-service/active-list', {
    onRequest: app.authenticate,
    schema: {
      tags: ['services'],
      summary: 'Active services, for a signed-in user',
      security: [{ bearer: [] }],
      response: { 200: serviceListSchema, ...errorResponses(401, 403) },
    },
    handler: async () => listServices(app.db, 'active'),
  });

  app.get('/v1/new-service/get-form', {
    schema: {
      tags: ['services'],
      summary: "An active service's options form: fields, choices, add-ons and their price labels",
      querystring: serviceFormQuerySchema,
      response: { 200: serviceOptionsFormSchema, ...errorResponses(404, 422) },
    },
    handler: async (request) => {
      const { id, currency, speakers } = request.query;
      const service = await findActiveService(app.db, id);
      if (!service) throw notFound();
      return serviceOptionsForm(service, speakers, currency);
    },
  });

  app.get('/v1/new-service', {
    onRequest: [app.authenticate, app.requireRoles(Role.ADMIN, Role.SUPER_ADMIN)],
    schema: {
      tags: ['services'],
      summary: 'Every service, or those in one status (admins and super admins)',
      security: [{ bearer: [] }],
      querystring: serviceListQuerySchema,
      response: { 200: serviceListSchema, ...errorResponses(401, 403, 422) },
    },
    handler: async (request) => listServices(app.db, request.query.status),
  });

  // Only numeric ids: guest-services and the other named routes are not services.
  app.get('/v1/new-service/:id(^\\d+$)', {
    onRequest: app.identify,
    schema: {
      tags: ['services'],
      summary:
        'One service: an active one for anyone; an inactive or deleted one for admins and super admins only',
      security: [{}, { bearer: [] }],
      params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
      response: { 200: transcriptionServiceSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => {
      const service = await findService(app.db, request.params.id);
      // Others get the answer of a service that does not exist: its existence is not leaked.
      if (!service || !canSeeService(service, request.auth?.role)) throw notFound();
      if (service.status !== 'active' && request.auth) await app.ensureTwoFactor(request.auth);
      return service;
    },
  });
}
