import { Role } from '@portal/contracts/policy/roles';
import { can } from '@portal/contracts/policy/policy';
import { errorTexts } from '@portal/contracts/common/errors';
import { liveBookingTexts as texts } from '@portal/contracts/live-booking/texts';
import type { LiveBooking } from '@portal/contracts/live-booking/schema';
import type { Db } from '../../db/index.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import { findUserById, type UserRow } from '../user/service.ts';
import { findLiveRow, noteTakersOf, toLiveBookings, type LiveRow } from './views.ts';

const notFound = () => new ApiError(404, texts.notFound);

/**
 * The client a booking (or the list of bookings) is for: a client's own; admins and super admins
 * name the client, who must be one. A client naming someone else is refused, nothing booked.
 */
export async function bookingClient(
  db: Db,
  actor: Actor,
  clientId: number | undefined,
): Promise<UserRow> {
  // A client orders for themself only; admins name the client they book for.
  const forAnother = clientId !== undefined && clientId !== actor.userId;
  if (forAnother && can(actor, 'order.placeOwn')) throw new ApiError(403, errorTexts.unauthorized);
  if (can(actor, 'order.placeForClient') && clientId === undefined)
    throw new RequestValidationError([{ field: 'client_id', message: texts.chooseClient }]);
  const client = await findUserById(db, clientId ?? actor.userId);
  if (client?.role !== Role.CLIENT)
    throw new RequestValidationError([{ field: 'client_id', message: texts.chooseClient }]);
  return client;
}

/**
 * The live booking the actor may read: its client's own; every one for admins (restricted ones
 * too: they staff live note-taking); a typist's when they are its note-taker. Else a 404.
 */
export async function readableLiveRow(db: Db, actor: Actor, id: number): Promise<LiveRow> {
  const row = await findLiveRow(db, id);
  if (!row || row.media.status === 'deleted') throw notFound();
  if (row.media.userId === actor.userId) return row;
  // The live grid is a view of the assign grid: whoever dispatches reads every session.
  if (can(actor, 'media.dispatch')) return row;
  if (can(actor, 'job.type')) {
    const noteTakers = await noteTakersOf(db, [id]);
    if (noteTakers.get(id) === actor.userId) return row;
  }
  throw notFound();
}

export async function liveBookingFor(db: Db, actor: Actor, id: number): Promise<LiveBooking> {
  const [booking] = await toLiveBookings(db, [await readableLiveRow(db, actor, id)]);
  if (!booking) throw notFound();
  return booking;
}

/** The live booking the actor may change: its client's own, any for admins and super admins. */
export function requireChanger(actor: Actor, row: LiveRow): void {
  if (row.media.userId !== actor.userId && !can(actor, 'order.change')) throw notFound();
}
