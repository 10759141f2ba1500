import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serviceDiscountRoutes as routes } from '@portal/contracts/service-discount/routes';
import {
  createServiceDiscount,
  deleteServiceDiscount,
  getServiceDiscount,
  listServiceDiscounts,
  updateServiceDiscount,
} from './service.ts';

const tags = ['service-discount'];
const security = [{ bearer: [] }];

/**
 * Business discounts on services (staff spec sections 3 and 7): the super admin's, beside promo
 * codes and services, since they change what businesses are charged.
 */
export default async function serviceDiscountRoutesPlugin(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get('/v1/service-discount', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'A page of the business discounts, by business name',
      security,
      ...routes['GET /v1/service-discount'],
    },
    handler: (request) => listServiceDiscounts(db, request.query),
  });

  app.post('/v1/service-discount', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: "Give a business a discount on one service's media paid in one currency",
      security,
      ...routes['POST /v1/service-discount'],
    },
    handler: (request) => createServiceDiscount(db, request.body, app.now()),
  });

  app.get('/v1/service-discount/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'A business discount',
      security,
      ...routes['GET /v1/service-discount/:id'],
    },
    handler: (request) => getServiceDiscount(db, request.params.id),
  });

  app.put('/v1/service-discount/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Change a business discount',
      security,
      ...routes['PUT /v1/service-discount/:id'],
    },
    handler: (request) => updateServiceDiscount(db, request.params.id, request.body, app.now()),
  });

  app.delete('/v1/service-discount/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Remove a business discount',
      security,
      ...routes['DELETE /v1/service-discount/:id'],
    },
    handler: async (request, reply) => {
      await deleteServiceDiscount(db, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
