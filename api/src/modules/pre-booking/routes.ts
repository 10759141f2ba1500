import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { preBookingRoutes as routes } from '@portal/contracts/pre-booking/routes';
import { actorOf } from '../../lib/caller.ts';
import { bulkUpdatePreBookings } from './bulk.ts';
import {
  createPreBooking,
  deletePreBooking,
  listPreBookings,
  updatePreBooking,
} from './service.ts';

const tags = ['pre-booking'];
const security = [{ bearer: [] }];

/**
 * Pre-bookings (staff spec section 7): production time held for recordings a client has
 * announced. Restricted admins, whose menu has Pre bookings, read and update them; admins and
 * super admins also make and remove them (choosing the client is theirs: a restricted admin does
 * not list clients).
 */
export default async function preBookingRoutesPlugin(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get('/v1/pre-booking', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'A page of pre-bookings, the soonest expected first',
      security,
      ...routes['GET /v1/pre-booking'],
    },
    handler: (request) => listPreBookings(db, request.query),
  });

  app.post('/v1/pre-booking', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: "Hold production time for a client's announced recordings",
      security,
      ...routes['POST /v1/pre-booking'],
    },
    handler: (request) => createPreBooking(db, actorOf(request), request.body, app.now()),
  });

  app.put('/v1/pre-booking/bulk-update', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Change several pre-bookings, each on its own, with the errors of each',
      security,
      ...routes['PUT /v1/pre-booking/bulk-update'],
    },
    handler: (request) => bulkUpdatePreBookings(db, request.body.items, app.now()),
  });

  app.put('/v1/pre-booking/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Change a pre-booking, and the media received against it',
      security,
      ...routes['PUT /v1/pre-booking/:id'],
    },
    handler: (request) => updatePreBooking(db, request.params.id, request.body, app.now()),
  });

  app.delete('/v1/pre-booking/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Remove a pre-booking',
      security,
      ...routes['DELETE /v1/pre-booking/:id'],
    },
    handler: async (request, reply) => {
      await deletePreBooking(db, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
