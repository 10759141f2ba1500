import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorTexts } from '@portal/contracts/common/errors';
import { liveBookingRoutes as routes } from '@portal/contracts/live-booking/routes';
import { actorOf } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { ownerOf } from '../../lib/owner.ts';
import { ensureContractsSigned } from '../staff-contracts/gate.ts';
import { bookingClient, liveBookingFor } from './access.ts';
import { markAttended } from './attend.ts';
import { capacityFor } from './capacity.ts';
import { bookLive, listLiveBookings } from './service.ts';
import { updateLiveBooking } from './update.ts';

const tags = ['live-booking'];
const security = [{ bearer: [] }];

/**
 * Live note-taking (client spec sections 3, 5 and 7; staff spec sections 4 and 7): clients, and
 * admins for a client, book sessions into the client's cart; the capacity checker answers the
 * booking form; the note-taker or an admin marks the meeting attended. While the live
 * note-taking flag is off, every route answers 404, as if it did not exist.
 */
export default async function liveBookingRoutesPlugin(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, deps } = app;
  const flagOn = async () => {
    if (!deps.featureFlags.liveNotetaking) throw new ApiError(404, errorTexts.notFound);
  };
  const bookers = [flagOn, app.authenticate];

  app.post('/v1/live-booking', {
    onRequest: bookers,
    schema: {
      tags,
      summary:
        "Book live note-taking sessions: each a media in the client's cart, priced by the engine",
      security,
      ...routes['POST /v1/live-booking'],
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const client = await bookingClient(db, actor, request.body.client_id);
      return { bookings: await bookLive(deps, { actorId: actor.userId, client }, request.body) };
    },
  });

  app.get('/v1/live-booking', {
    onRequest: bookers,
    schema: {
      tags,
      summary: "A page of a client's live sessions, the latest start first",
      security,
      ...routes['GET /v1/live-booking'],
    },
    handler: async (request) => {
      const client = await bookingClient(db, actorOf(request), request.query.client_id);
      return listLiveBookings(db, client.id, request.query);
    },
  });

  app.get('/v1/live-booking/:id', {
    onRequest: [flagOn, app.authenticate],
    schema: {
      tags,
      summary: 'One live session: its client, admins and its note-taker read it',
      security,
      ...routes['GET /v1/live-booking/:id'],
    },
    handler: (request) => liveBookingFor(db, actorOf(request), request.params.id),
  });

  app.put('/v1/live-booking/:id', {
    onRequest: [flagOn, app.authenticate],
    schema: {
      tags,
      summary: "Change a live session's details before it starts (its length until paid for)",
      security,
      ...routes['PUT /v1/live-booking/:id'],
    },
    handler: (request) =>
      updateLiveBooking(deps, actorOf(request), request.params.id, request.body),
  });

  app.get('/v1/media/capacity-checker', {
    onRequest: [flagOn, app.identify],
    schema: {
      tags,
      summary:
        'For a session, the most sessions booked at one moment of it, whether one more fits, and the note-takers free',
      security: [{ sessionId: [] }, { bearer: [] }],
      ...routes['GET /v1/media/capacity-checker'],
    },
    handler: (request) => {
      // A visitor fills the booking form before registering: their session id is enough.
      ownerOf(request);
      return capacityFor(deps, request.query);
    },
  });

  app.put('/v1/media/attend/:id', {
    onRequest: [flagOn, app.authenticate],
    schema: {
      tags,
      summary: "Mark a live session's meeting attended (its note-taker, or an admin)",
      security,
      ...routes['PUT /v1/media/attend/:id'],
    },
    handler: async (request) => {
      const actor = actorOf(request);
      await ensureContractsSigned(deps, actor);
      return markAttended(deps, actor, request.params.id);
    },
  });
}
