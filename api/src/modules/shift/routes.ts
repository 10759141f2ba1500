import type { FastifyInstance, FastifyRequest } from 'fastify';
import { featureFlagsFor } from '@portal/contracts/portal/flags';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { bookerAudience, shiftReaderOf } from './access.ts';
import { bookShift, cancelBooking, type Booker } from './booking.ts';
import {
  createShift,
  deleteShift,
  modifyShift,
  shiftsInInterval,
  upcomingShifts,
} from './service.ts';

const tags = ['shift'];

/**
 * Shifts (staff spec section 7 "Shifts"): typists, and proofreaders while their flag is on, book
 * and cancel places on shifts; admins and super admins plan them and see who booked. Times are
 * UTC on the wire; dates and times sent are on the portal's clock (UK time).
 */
export default async function shiftRoutesPlugin(app: FastifyInstance) {
  const { db } = app;
  const onRequest = app.authenticate;
  // The environment's flags (staff spec section 6): proofreader shifts are off in production.
  const flags = featureFlagsFor(app.config.portalEnv, app.config.featureOverrides);
  const bookerOf = (request: FastifyRequest): Booker => {
    const actor = actorOf(request);
    return { userId: actor.userId, audience: bookerAudience(actor, flags) };
  };

  route(app, 'GET /v1/shift/list', {
    tags,
    summary:
      'Shifts starting in the next four weeks the caller may book (admins: every shift), with the places left and whether the caller booked each',
    onRequest,
    handler: async (_input, request) => ({
      result: await upcomingShifts(db, shiftReaderOf(actorOf(request), flags), app.now()),
    }),
  });

  route(app, 'GET /v1/shift', {
    tags,
    summary:
      'Shifts starting in the day or week from a date (UK time); admins may expand who booked each',
    onRequest,
    handler: async ({ query: { date, interval, expand } }, request) => {
      const reader = shiftReaderOf(actorOf(request), flags, expand === 'bookings');
      return { result: await shiftsInInterval(db, reader, date, interval) };
    },
  });

  route(app, 'POST /v1/shift', {
    tags,
    summary: 'Plan a shift: its date, start and end (or duration) in UK time, and its places',
    onRequest,
    handler: async ({ body }, request) => createShift(db, actorOf(request).userId, body, app.now()),
  });

  route(app, 'PUT /v1/shift/book/:id', {
    tags,
    summary: 'Book a place on a shift that has not started, while places are left',
    onRequest,
    handler: async ({ params }, request) => bookShift(db, bookerOf(request), params.id, app.now()),
  });

  route(app, 'PUT /v1/shift/cancel/:id', {
    tags,
    summary: "Cancel the caller's own booking of a shift that has not started",
    onRequest,
    handler: async ({ params }, request) =>
      cancelBooking(db, bookerOf(request), params.id, app.now()),
  });

  route(app, 'PUT /v1/shift/modify/:id', {
    tags,
    summary: "Change a shift's date, times or places; the places never drop below those booked",
    onRequest,
    handler: async ({ params, body }, request) =>
      modifyShift(db, actorOf(request).userId, params.id, body, app.now()),
  });

  route(app, 'DELETE /v1/shift/:id', {
    tags,
    summary: 'Remove a shift and its bookings',
    onRequest,
    handler: async ({ params }, _request, reply) => {
      await deleteShift(db, params.id);
      return reply.code(204).send(null);
    },
  });
}
