import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import {
  createServiceDiscount,
  deleteServiceDiscount,
  getServiceDiscount,
  listServiceDiscounts,
  updateServiceDiscount,
} from './service.ts';

const tags = ['service-discount'];

/**
 * Business discounts on services (staff spec sections 3 and 7): the super admin's, beside promo
 * codes and services, since they change what businesses are charged.
 */
export default async function serviceDiscountRoutesPlugin(app: FastifyInstance) {
  const { db } = app;
  const onRequest = app.authenticate;

  route(app, 'GET /v1/service-discount', {
    tags,
    summary: 'A page of the business discounts, by business name',
    onRequest,
    handler: ({ query }) => listServiceDiscounts(db, query),
  });

  route(app, 'POST /v1/service-discount', {
    tags,
    summary: "Give a business a discount on one service's media paid in one currency",
    onRequest,
    handler: ({ body }) => createServiceDiscount(db, body, app.now()),
  });

  route(app, 'GET /v1/service-discount/:id', {
    tags,
    summary: 'A business discount',
    onRequest,
    handler: ({ params }) => getServiceDiscount(db, params.id),
  });

  route(app, 'PUT /v1/service-discount/:id', {
    tags,
    summary: 'Change a business discount',
    onRequest,
    handler: ({ params, body }) => updateServiceDiscount(db, params.id, body, app.now()),
  });

  route(app, 'DELETE /v1/service-discount/:id', {
    tags,
    summary: 'Remove a business discount',
    onRequest,
    handler: async ({ params }, _request, reply) => {
      await deleteServiceDiscount(db, params.id);
      return reply.code(204).send(null);
    },
  });
}
