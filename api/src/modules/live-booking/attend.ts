import { eq } from 'drizzle-orm';
import { can } from '@portal/contracts/policy/policy';
import { liveBookingTexts as texts } from '@portal/contracts/live-booking/texts';
import { notOrdered } from '@portal/contracts/common/statuses';
import { liveSessions, media } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { noteTakersOf } from './views.ts';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * PUT /v1/media/attend/{id} (staff spec section 4, mark meeting attended): the session's
 * note-taker (the typist of its notes job) or an admin or super admin marks the meeting attended
 * once it has started. The first mark is kept: marking again answers it unchanged. Anyone else,
 * and a media that is no live session, is a 404; a session not paid for or not started is a 409.
 */
export async function markAttended(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  actor: Actor,
  id: number,
) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ session: liveSessions, status: media.status })
      .from(liveSessions)
      .innerJoin(media, eq(media.id, liveSessions.mediaId))
      .where(eq(liveSessions.mediaId, id))
      .for('update', { of: liveSessions });
    const noteTaker = (await noteTakersOf(tx, [id])).get(id);
    if (
      !row ||
      row.status === 'deleted' ||
      !(can(actor, 'liveBooking.attendAny') || noteTaker === actor.userId)
    )
      throw new ApiError(404, texts.notFound);
    if (notOrdered.includes(row.status)) throw new ApiError(409, texts.notOrdered);
    const { attendedAt, attendedBy } = row.session;
    if (attendedAt) return { id, attendedAt: seconds(attendedAt), attendedBy };
    const now = deps.now();
    if (row.session.startsAt > now) throw new ApiError(409, texts.notStarted);
    await tx
      .update(liveSessions)
      .set({ attendedAt: now, attendedBy: actor.userId })
      .where(eq(liveSessions.mediaId, id));
    return { id, attendedAt: seconds(now), attendedBy: actor.userId };
  });
}
