import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import {
  applyServiceOptionRules,
  billedMinutes,
  linePrice,
  serviceOptionsProblems,
} from '@portal/contracts/services/pricing';
import { liveBookingTexts as texts } from '@portal/contracts/live-booking/texts';
import {
  liveServiceOptions,
  sessionSeconds,
  type SessionSpan,
} from '@portal/contracts/live-booking/rules';
import { portalTime } from '@portal/contracts/common/portal-time';
import { toMeetingDetails } from '@portal/contracts/meeting-details/rules';
import type { ApiFieldError } from '@portal/contracts/common/errors';
import type {
  LiveBooking,
  LiveBookingRequest,
  LiveSessionInput,
} from '@portal/contracts/live-booking/schema';
import type { ServiceOptions } from '@portal/contracts/services/rules';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import type { Db } from '../../db/index.ts';
import { liveSessions, media } from '../../db/schema.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { RequestValidationError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { fieldName } from '../../lib/validation.ts';
import { lockCart, putMediaInCart } from '../cart/cart-items.ts';
import { requireUpload } from '../project/service.ts';
import { findService } from '../services/service.ts';
import type { UserRow } from '../user/service.ts';
import { lockLiveSessions, sessionRuleProblems } from './sessions.ts';
import { toLiveBookings, type LiveRow } from './views.ts';

type Booking = DomainInput<LiveBookingRequest>;

export type BookDeps = Pick<
  ServiceDeps,
  'db' | 'now' | 'vatPercent' | 'liveMaxOverlappingSessions'
>;

export const spanOf = (start: number, durationSeconds: number): SessionSpan => ({
  start,
  end: start + durationSeconds,
});

const atSecond = (seconds: number) => new Date(seconds * 1000);

/** The refusals of a booking's sessions, each on the session's start. */
export const sessionErrors = (problems: Map<number, string>, at: (index: number) => string) =>
  new RequestValidationError(
    [...problems].map(([index, message]): ApiFieldError => ({ field: at(index), message })),
  );

/**
 * The options a live session is priced with (`liveServiceOptions`: the request names only the
 * service and its add-ons), refused when the service is not a live one or the add-ons do not fit.
 */
function liveOptions(
  service: TranscriptionService | undefined,
  input: Booking,
): { service: TranscriptionService; options: ServiceOptions } {
  const notStreaming = () =>
    new RequestValidationError([
      { field: 'transcription_service_id', message: texts.notStreaming },
    ]);
  if (!service || service.status !== 'active' || !service.streaming) throw notStreaming();
  const chosen = liveServiceOptions(service, input.extraModifiers ?? {});
  if (!chosen) throw notStreaming();
  const problems = serviceOptionsProblems(service, chosen);
  if (problems.length > 0)
    throw new RequestValidationError(
      problems.map((problem) => ({
        field: fieldName(['extra_modifiers', ...problem.field.split('.').slice(1)]),
        message: problem.message,
      })),
    );
  return { service, options: applyServiceOptionRules(service, chosen) };
}

/** The meeting details a session keeps on its media, its date the start's UK day. */
const detailsOf = (
  session: Pick<
    DomainInput<LiveSessionInput>,
    'meetingTitle' | 'meetingAgenda' | 'meetingAttendees'
  >,
  start: number,
) => toMeetingDetails({ ...session, meetingDate: portalTime(atSecond(start)).date });

/**
 * POST /v1/live-booking: each session becomes a live media of the client, priced by the engine
 * in the cart's currency and put in the client's cart, to be paid at the usual checkout. Under
 * the live sessions' lock, every session is checked (not too soon, no more than the configured
 * number running at once); any refused books nothing.
 */
export async function bookLive(
  deps: BookDeps,
  booker: { actorId: number; client: UserRow },
  input: Booking,
): Promise<LiveBooking[]> {
  const { db, now, vatPercent } = deps;
  const { client } = booker;
  const { service, options } = liveOptions(
    await findService(db, input.transcriptionServiceId),
    input,
  );
  const clientActor = { userId: client.id, role: Role.CLIENT };
  for (const projectId of new Set(input.bookings.map((session) => session.projectId)))
    if (projectId !== undefined) await requireUpload(db, clientActor, projectId);
  const spans = input.bookings.map((session) =>
    spanOf(
      session.meetingDate,
      sessionSeconds(session.meetingDurationHours, session.meetingDurationMinutes),
    ),
  );
  return db.transaction(async (tx) => {
    const at = now();
    const owner = { userId: client.id };
    // The cart first, the live sessions' lock last, in the order checkout takes them.
    const cart = await lockCart(tx, owner, client.currency, at);
    await lockLiveSessions(tx);
    const problems = await sessionRuleProblems(deps, tx, spans);
    if (problems.size > 0)
      throw sessionErrors(problems, (index) => `bookings[${index}][meeting_date]`);
    const rows: LiveRow[] = [];
    for (const [index, session] of input.bookings.entries()) {
      const span = spans[index] as SessionSpan;
      const duration = span.end - span.start;
      const [row] = await tx
        .insert(media)
        .values({
          userId: client.id,
          projectId: session.projectId ?? null,
          title: session.meetingTitle,
          extension: '',
          mime: '',
          size: 0,
          status: 'uploaded',
          duration,
          billedDuration: billedMinutes(duration) * 60,
          serviceOptions: options,
          extraFields: detailsOf(session, span.start),
          currency: cart.currency,
          ...linePrice(service, options, duration, { currency: cart.currency, vatPercent }),
          // Live media have no bytes: the key only keeps the column's uniqueness.
          storageKey: `live/${randomUUID()}`,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (!row) throw new Error('The live media was not created');
      const [stored] = await tx
        .insert(liveSessions)
        .values({
          mediaId: row.id,
          startsAt: atSecond(span.start),
          endsAt: atSecond(span.end),
          meetingLink: session.meetingLink,
          mediaDue: session.mediaDue === undefined ? null : atSecond(session.mediaDue),
          poNumber: session.poNumber || null,
          bookedBy: booker.actorId,
        })
        .returning();
      if (!stored) throw new Error('The live session was not created');
      rows.push({ media: row, session: stored });
    }
    await putMediaInCart(
      tx,
      owner,
      rows.map((row) => row.media.id),
      cart.currency,
      at,
    );
    return toLiveBookings(tx, rows);
  });
}

/** GET /v1/live-booking: a client's sessions, not deleted, the latest start first. */
export async function listLiveBookings(
  db: Db,
  clientId: number,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const where = and(eq(media.userId, clientId), ne(media.status, 'deleted'));
  const [rows, [total]] = await Promise.all([
    db
      .select({ media, session: liveSessions })
      .from(liveSessions)
      .innerJoin(media, eq(media.id, liveSessions.mediaId))
      .where(where)
      .orderBy(desc(liveSessions.startsAt), desc(media.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(liveSessions)
      .innerJoin(media, eq(media.id, liveSessions.mediaId))
      .where(where),
  ]);
  return {
    result: await toLiveBookings(db, rows),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}
