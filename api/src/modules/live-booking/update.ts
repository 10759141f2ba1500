import { eq } from 'drizzle-orm';
import { billedMinutes, linePrice } from '@portal/contracts/services/pricing';
import { liveBookingTexts as texts } from '@portal/contracts/live-booking/texts';
import { mediaDeadline } from '@portal/contracts/job/deadlines';
import { notOrdered } from '@portal/contracts/common/statuses';
import { portalTime } from '@portal/contracts/common/portal-time';
import { sessionSeconds } from '@portal/contracts/live-booking/rules';
import type { LiveBooking, LiveBookingUpdate } from '@portal/contracts/live-booking/schema';
import type { MeetingDetails } from '@portal/contracts/meeting-details/rules';
import { validationTexts } from '@portal/contracts/common/validation-texts';
import { liveSessions, media } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { ApiError, unprocessable } from '../../lib/http-errors.ts';
import { findService } from '../services/service.ts';
import { readableLiveRow, requireChanger } from './access.ts';
import { notesFollowMeeting } from './notes-deadline.ts';
import { sessionErrors, spanOf, type BookDeps } from './service.ts';
import { lockLiveSessions, sessionRuleProblems, toSpan } from './sessions.ts';
import { toLiveBookings, type LiveRow } from './views.ts';

type Change = DomainInput<LiveBookingUpdate>;

const atSecond = (seconds: number) => new Date(seconds * 1000);
const secondsOf = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** The meeting details with the changes sent; the date follows the start. */
function detailsAfter(row: LiveRow, input: Change, start: number): MeetingDetails {
  const before = row.media.extraFields;
  const agenda = input.meetingAgenda ?? before?.meetingAgenda ?? '';
  return {
    meetingTitle: input.meetingTitle ?? row.media.title,
    meetingDate: portalTime(atSecond(start)).date,
    ...(agenda ? { meetingAgenda: agenda } : {}),
    meetingAttendees: input.meetingAttendees ?? before?.meetingAttendees ?? [],
  };
}

/** The prices of a session not ordered yet at its new length, by the engine. */
async function pricesAt(deps: BookDeps, row: LiveRow, duration: number) {
  const options = row.media.serviceOptions;
  const service = options ? await findService(deps.db, options.id) : undefined;
  if (!service || !options) return { fullPrice: null, price: null, grossPrice: null };
  return linePrice(service, options, duration, {
    currency: row.media.currency,
    vatPercent: deps.vatPercent,
  });
}

/**
 * PUT /v1/live-booking/{id}: its client or an admin changes a session until it starts (409
 * after). Its length sets its price, so it changes only until paid for (then 409); a new time or
 * length is checked again under the live sessions' lock, as a booking is, and the notes cannot be
 * wanted before it is over. A paid session's notes are due by the turnaround after its new end,
 * and its note-taker's deadline follows.
 */
export async function updateLiveBooking(
  deps: BookDeps & Pick<ServiceDeps, 'portalUrl'>,
  actor: Actor,
  id: number,
  input: Change,
): Promise<LiveBooking> {
  return deps.db.transaction(async (tx) => {
    const inTx = { ...deps, db: tx };
    // The media's row first, the live sessions' lock last, in the order checkout takes them.
    await tx.select({ id: media.id }).from(media).where(eq(media.id, id)).for('update');
    await lockLiveSessions(tx);
    const row = await readableLiveRow(tx, actor, id);
    requireChanger(actor, row);
    const now = deps.now();
    if (row.session.startsAt <= now) throw new ApiError(409, texts.started);
    const before = toSpan(row.session);
    const ordered = !notOrdered.includes(row.media.status);
    const hours = input.meetingDurationHours;
    const minutes = input.meetingDurationMinutes;
    const duration =
      hours === undefined || minutes === undefined
        ? before.end - before.start
        : sessionSeconds(hours, minutes);
    if (ordered && duration !== before.end - before.start)
      throw new ApiError(409, texts.paidLength);
    const span = spanOf(input.meetingDate ?? before.start, duration);
    if (span.start !== before.start || span.end !== before.end) {
      const problems = await sessionRuleProblems(deps, tx, [span], [id]);
      if (problems.size > 0) throw sessionErrors(problems, () => 'meeting_date');
    }
    const due = input.mediaDue === undefined ? secondsOf(row.session.mediaDue) : input.mediaDue;
    if (due !== null && due <= span.end)
      throw unprocessable(validationTexts.dateGreater, 'media_due');
    const turnaround = row.media.serviceOptions?.turnaround ?? 0;
    const [mediaRow] = await tx
      .update(media)
      .set({
        title: input.meetingTitle ?? row.media.title,
        extraFields: detailsAfter(row, input, span.start),
        ...(ordered
          ? { deadline: mediaDeadline(atSecond(span.end), turnaround) }
          : {
              duration,
              billedDuration: billedMinutes(duration) * 60,
              ...(await pricesAt(inTx, row, duration)),
            }),
        updatedAt: now,
      })
      .where(eq(media.id, id))
      .returning();
    const [session] = await tx
      .update(liveSessions)
      .set({
        startsAt: atSecond(span.start),
        endsAt: atSecond(span.end),
        // Reminded of the old start: the new one is reminded of again.
        ...(span.start === before.start ? {} : { remindedAt: null }),
        ...(input.meetingLink === undefined ? {} : { meetingLink: input.meetingLink }),
        ...(input.mediaDue === undefined
          ? {}
          : { mediaDue: input.mediaDue === null ? null : atSecond(input.mediaDue) }),
        ...(input.poNumber === undefined ? {} : { poNumber: input.poNumber || null }),
      })
      .where(eq(liveSessions.mediaId, id))
      .returning();
    if (!mediaRow || !session) throw new Error('The live booking was not changed');
    const moved = span.start !== before.start || span.end !== before.end;
    if (ordered && moved) await notesFollowMeeting(tx, deps, actor, id, now);
    const [booking] = await toLiveBookings(tx, [{ media: mediaRow, session }]);
    if (!booking) throw new Error('The live booking was not changed');
    return booking;
  });
}
