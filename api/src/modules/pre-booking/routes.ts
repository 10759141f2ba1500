import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { bulkUpdatePreBookings } from './bulk.ts';
import {
  createPreBooking,
  deletePreBooking,
  listPreBookings,
  updatePreBooking,
} from './service.ts';

const tags = ['pre-booking'];

/**
 * Pre-bookings (staff spec section 7): production time held for recordings a client has
 * announced. Restricted admins, whose menu has Pre bookings, read and update them; admins and
 * super admins also make and remove them (choosing the client is theirs: a restricted admin does
 * not list clients).
 */
export default async function preBookingRoutesPlugin(app: FastifyInstance) {
  const { db } = app;
  const onRequest = app.authenticate;

  route(app, 'GET /v1/pre-booking', {
    tags,
    summary: 'A page of pre-bookings, the soonest expected first',
    onRequest,
    handler: ({ query }) => listPreBookings(db, query),
  });

  route(app, 'POST /v1/pre-booking', {
    tags,
    summary: "Hold production time for a client's announced recordings",
    onRequest,
    handler: ({ body }, request) => createPreBooking(db, actorOf(request), body, app.now()),
  });

  route(app, 'PUT /v1/pre-booking/bulk-update', {
    tags,
    summary: 'Change several pre-bookings, each on its own, with the errors of each',
    onRequest,
    handler: ({ body }) => bulkUpdatePreBookings(db, body.items, app.now()),
  });

  route(app, 'PUT /v1/pre-booking/:id', {
    tags,
    summary: 'Change a pre-booking, and the media received against it',
    onRequest,
    handler: ({ params, body }) => updatePreBooking(db, params.id, body, app.now()),
  });

  route(app, 'DELETE /v1/pre-booking/:id', {
    tags,
    summary: 'Remove a pre-booking',
    onRequest,
    handler: async ({ params }, _request, reply) => {
      await deletePreBooking(db, params.id);
      return reply.code(204).send(null);
    },
  });
}
