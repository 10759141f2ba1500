import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorTexts } from '@portal/contracts/common/errors';
import { serviceOptionsForm } from '@portal/contracts/services/options-form';
import { servicesRoutes as contract } from '@portal/contracts/services/routes';
import { ApiError } from '../../lib/http-errors.ts';
import { addService, updateService } from './manage.ts';
import { findActiveService, listServices, serviceForCaller } from './service.ts';

const notFound = () => new ApiError(404, errorTexts.notFound);

/**
 * The service catalogue: what clients may order, and every service for admins; super admins
 * alone make and change services (staff spec section 6).
 */
export default async function serviceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/v1/new-service/guest-services', {
    schema: {
      tags: ['services'],
      summary: 'Active services anyone may order, by id',
      security: [],
      ...contract['GET /v1/new-service/guest-services'],
    },
    handler: async () => listServices(app.db, 'active'),
  });

  app.get('/v1/new-service/active-list', {
    onRequest: app.authenticate,
    schema: {
      tags: ['services'],
      summary: 'Active services, for a signed-in user',
      security: [{ bearer: [] }],
      ...contract['GET /v1/new-service/active-list'],
    },
    handler: async () => listServices(app.db, 'active'),
  });

  app.get('/v1/new-service/get-form', {
    schema: {
      tags: ['services'],
      summary: "An active service's options form: fields, choices, add-ons and their price labels",
      security: [],
      ...contract['GET /v1/new-service/get-form'],
    },
    handler: async (request) => {
      const { id, currency, speakers } = request.query;
      const service = await findActiveService(app.db, id);
      if (!service) throw notFound();
      return serviceOptionsForm(service, speakers, currency);
    },
  });

  app.get('/v1/new-service', {
    onRequest: app.authenticate,
    schema: {
      tags: ['services'],
      summary: 'Every service, or those in one status (admins and super admins)',
      security: [{ bearer: [] }],
      ...contract['GET /v1/new-service'],
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
      ...contract['GET /v1/new-service/:id(^\\d+$)'],
    },
    handler: async (request) => {
      const service = await serviceForCaller(
        app.db,
        request.params.id,
        request.auth,
        app.ensureTwoFactor,
      );
      if (!service) throw notFound();
      return service;
    },
  });

  app.post('/v1/new-service', {
    onRequest: app.authenticate,
    schema: {
      tags: ['services'],
      summary: 'Add a service to the catalogue (super admins)',
      security: [{ bearer: [] }],
      ...contract['POST /v1/new-service'],
    },
    handler: (request) => addService(app.deps, request.body),
  });

  app.put('/v1/new-service/:id(^\\d+$)', {
    onRequest: app.authenticate,
    schema: {
      tags: ['services'],
      summary:
        'Replace a service (super admins); its media not ordered yet are priced again, ordered media keep their prices',
      security: [{ bearer: [] }],
      ...contract['PUT /v1/new-service/:id(^\\d+$)'],
    },
    handler: (request) => updateService(app.deps, request.params.id, request.body),
  });
}
