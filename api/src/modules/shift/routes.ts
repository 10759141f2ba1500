import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { featureFlagsFor } from '@portal/contracts/portal/flags';
import { shiftRoutes as routes } from '@portal/contracts/shift/routes';
import { actorOf } from '../../lib/caller.ts';
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
const security = [{ bearer: [] }];

/**
 * Shifts (staff spec section 7 "Shifts"): typists, and proofreaders while their flag is on, book
 * and cancel places on shifts; admins and super admins plan them and see who booked. Times are
 * UTC on the wire; dates and times sent are on the portal's clock (UK time).
 */
export default async function shiftRoutesPlugin(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  // The environment's flags (staff spec section 6): proofreader shifts are off in production.
  const flags = featureFlagsFor(app.config.portalEnv, app.config.featureOverrides);
  const bookerOf = (request: FastifyRequest): Booker => {
    const actor = actorOf(request);
    return { userId: actor.userId, audience: bookerAudience(actor, flags) };
  };

  app.get('/v1/shift/list', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary:
        'Shifts starting in the next four weeks the caller may book (admins: every shift), with the places left and whether the caller booked each',
      security,
      ...routes['GET /v1/shift/list'],
    },
    handler: async (request) => ({
      result: await upcomingShifts(db, shiftReaderOf(actorOf(request), flags), app.now()),
    }),
  });

  app.get('/v1/shift', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary:
        'Shifts starting in the day or week from a date (UK time); admins may expand who booked each',
      security,
      ...routes['GET /v1/shift'],
    },
    handler: async (request) => {
      const { date, interval, expand } = request.query;
      const reader = shiftReaderOf(actorOf(request), flags, expand === 'bookings');
      return { result: await shiftsInInterval(db, reader, date, interval) };
    },
  });

  app.post('/v1/shift', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Plan a shift: its date, start and end (or duration) in UK time, and its places',
      security,
      ...routes['POST /v1/shift'],
    },
    handler: async (request) => createShift(db, actorOf(request).userId, request.body, app.now()),
  });

  app.put('/v1/shift/book/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Book a place on a shift that has not started, while places are left',
      security,
      ...routes['PUT /v1/shift/book/:id'],
    },
    handler: async (request) => bookShift(db, bookerOf(request), request.params.id, app.now()),
  });

  app.put('/v1/shift/cancel/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: "Cancel the caller's own booking of a shift that has not started",
      security,
      ...routes['PUT /v1/shift/cancel/:id'],
    },
    handler: async (request) => cancelBooking(db, bookerOf(request), request.params.id, app.now()),
  });

  app.put('/v1/shift/modify/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: "Change a shift's date, times or places; the places never drop below those booked",
      security,
      ...routes['PUT /v1/shift/modify/:id'],
    },
    handler: async (request) =>
      modifyShift(db, actorOf(request).userId, request.params.id, request.body, app.now()),
  });

  app.delete('/v1/shift/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Remove a shift and its bookings',
      security,
      ...routes['DELETE /v1/shift/:id'],
    },
    handler: async (request, reply) => {
      await deleteShift(db, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
