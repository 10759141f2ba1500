import type { FastifyInstance } from 'fastify';
import { errorTexts } from '@portal/contracts/common/errors';
import { serviceOptionsForm } from '@portal/contracts/services/options-form';
import { ApiError } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import { addService, updateService } from './manage.ts';
import { findActiveService, listServices, serviceForCaller } from './service.ts';

const tags = ['services'];
const notFound = () => new ApiError(404, errorTexts.notFound);

/**
 * The service catalogue: what clients may order, and every service for admins; super admins
 * alone make and change services (staff spec section 6).
 */
export default async function serviceRoutes(app: FastifyInstance) {
  route(app, 'GET /v1/new-service/guest-services', {
    tags,
    summary: 'Active services anyone may order, by id',
    handler: async () => listServices(app.db, 'active'),
  });

  route(app, 'GET /v1/new-service/active-list', {
    tags,
    summary: 'Active services, for a signed-in user',
    onRequest: app.authenticate,
    handler: async () => listServices(app.db, 'active'),
  });

  route(app, 'GET /v1/new-service/get-form', {
    tags,
    summary: "An active service's options form: fields, choices, add-ons and their price labels",
    handler: async ({ query: { id, currency, speakers } }) => {
      const service = await findActiveService(app.db, id);
      if (!service) throw notFound();
      return serviceOptionsForm(service, speakers, currency);
    },
  });

  route(app, 'GET /v1/new-service', {
    tags,
    summary: 'Every service, or those in one status (admins and super admins)',
    onRequest: app.authenticate,
    handler: async ({ query }) => listServices(app.db, query.status),
  });

  // Only numeric ids: guest-services and the other named routes are not services.
  route(app, 'GET /v1/new-service/:id(^\\d+$)', {
    tags,
    summary:
      'One service: an active one for anyone; an inactive or deleted one for admins and super admins only',
    security: [{}, { bearer: [] }],
    onRequest: app.identify,
    handler: async ({ params }, request) => {
      const service = await serviceForCaller(app.db, params.id, request.auth, app.ensureTwoFactor);
      if (!service) throw notFound();
      return service;
    },
  });

  route(app, 'POST /v1/new-service', {
    tags,
    summary: 'Add a service to the catalogue (super admins)',
    onRequest: app.authenticate,
    handler: ({ body }) => addService(app.deps, body),
  });

  route(app, 'PUT /v1/new-service/:id(^\\d+$)', {
    tags,
    summary:
      'Replace a service (super admins); its media not ordered yet are priced again, ordered media keep their prices',
    onRequest: app.authenticate,
    handler: ({ params, body }) => updateService(app.deps, params.id, body),
  });
}
