import type { FastifyInstance } from 'fastify';
import { errorTexts } from '@portal/contracts/common/errors';
import { actorOf } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { ownerOf } from '../../lib/owner.ts';
import { route } from '../../lib/route.ts';
import { ensureContractsSigned } from '../staff-contracts/gate.ts';
import { bookingClient, liveBookingFor } from './access.ts';
import { markAttended } from './attend.ts';
import { capacityFor } from './capacity.ts';
import { bookLive, listLiveBookings } from './service.ts';
import { updateLiveBooking } from './update.ts';

const tags = ['live-booking'];

/**
 * Live note-taking (client spec sections 3, 5 and 7; staff spec sections 4 and 7): clients, and
 * admins for a client, book sessions into the client's cart; the capacity checker answers the
 * booking form; the note-taker or an admin marks the meeting attended. While the live
 * note-taking flag is off, every route answers 404, as if it did not exist.
 */
export default async function liveBookingRoutesPlugin(app: FastifyInstance) {
  const { db, deps } = app;
  const flagOn = async () => {
    if (!deps.featureFlags.liveNotetaking) throw new ApiError(404, errorTexts.notFound);
  };
  const signedIn = [flagOn, app.authenticate];

  route(app, 'POST /v1/live-booking', {
    tags,
    summary:
      "Book live note-taking sessions: each a media in the client's cart, priced by the engine",
    onRequest: signedIn,
    handler: async ({ body }, request) => {
      const actor = actorOf(request);
      const client = await bookingClient(db, actor, body.clientId);
      return { bookings: await bookLive(deps, { actorId: actor.userId, client }, body) };
    },
  });

  route(app, 'GET /v1/live-booking', {
    tags,
    summary: "A page of a client's live sessions, the latest start first",
    onRequest: signedIn,
    handler: async ({ query }, request) => {
      const client = await bookingClient(db, actorOf(request), query.clientId);
      return listLiveBookings(db, client.id, query);
    },
  });

  route(app, 'GET /v1/live-booking/:id', {
    tags,
    summary: 'One live session: its client, admins and its note-taker read it',
    onRequest: signedIn,
    handler: ({ params }, request) => liveBookingFor(db, actorOf(request), params.id),
  });

  route(app, 'PUT /v1/live-booking/:id', {
    tags,
    summary: "Change a live session's details before it starts (its length until paid for)",
    onRequest: signedIn,
    handler: ({ params, body }, request) =>
      updateLiveBooking(deps, actorOf(request), params.id, body),
  });

  route(app, 'GET /v1/media/capacity-checker', {
    tags,
    summary:
      'For a session, the most sessions booked at one moment of it, whether one more fits, and the note-takers free',
    security: [{ sessionId: [] }, { bearer: [] }],
    onRequest: [flagOn, app.identify],
    handler: ({ query }, request) => {
      // A visitor fills the booking form before registering: their session id is enough.
      ownerOf(request);
      return capacityFor(deps, query);
    },
  });

  route(app, 'PUT /v1/media/attend/:id', {
    tags,
    summary: "Mark a live session's meeting attended (its note-taker, or an admin)",
    onRequest: signedIn,
    handler: async ({ params }, request) => {
      const actor = actorOf(request);
      await ensureContractsSigned(deps, actor);
      return markAttended(deps, actor, params.id);
    },
  });
}
