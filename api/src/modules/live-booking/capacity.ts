import { and, count, eq, gt, isNotNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import { liveBookingTexts as texts } from '@portal/contracts/live-booking/texts';
import { peakOverlap, type SessionSpan } from '@portal/contracts/live-booking/rules';
import type { Capacity, CapacityQuery } from '@portal/contracts/live-booking/schema';
import type { Db } from '../../db/index.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { jobs, liveSessions, media, services, users } from '../../db/schema.ts';
import { RequestValidationError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { heldSessionsAround } from './sessions.ts';

const atSecond = (seconds: number) => new Date(seconds * 1000);

/** The codes of the services note-takers are counted for: the one asked, else every live one. */
async function liveServiceCodes(db: Db, serviceId: number | undefined): Promise<string[]> {
  const rows = await db
    .select({ shortName: services.shortName })
    .from(services)
    .where(
      and(
        eq(services.streaming, true),
        ne(services.status, 'deleted'),
        serviceId === undefined ? undefined : eq(services.id, serviceId),
      ),
    );
  if (serviceId !== undefined && rows.length === 0)
    throw new RequestValidationError([{ field: 'service_id', message: texts.notStreaming }]);
  return rows.map((row) => row.shortName);
}

/**
 * Active typists trained in one of the services who are not the note-taker of a session running
 * at some moment of the span.
 */
async function freeNoteTakers(db: Db, span: SessionSpan, codes: string[]): Promise<number> {
  if (codes.length === 0) return 0;
  const busy = db
    .selectDistinct({ id: jobs.typistId })
    .from(jobs)
    .innerJoin(liveSessions, eq(liveSessions.mediaId, jobs.mediaId))
    .innerJoin(media, eq(media.id, jobs.mediaId))
    .where(
      and(
        eq(jobs.type, 'notes'),
        isNotNull(jobs.typistId),
        lt(liveSessions.startsAt, atSecond(span.end)),
        gt(liveSessions.endsAt, atSecond(span.start)),
        ne(media.status, 'deleted'),
        eq(media.cancelled, false),
      ),
    );
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.role, Role.TYPIST),
        eq(users.status, UserStatus.ACTIVE),
        or(
          ...codes.map(
            (code) => sql`${users.trainedIn} @> ${JSON.stringify([{ shortName: code }])}::jsonb`,
          ),
        ),
        notInArray(users.id, busy),
      ),
    );
  return row?.n ?? 0;
}

/**
 * GET /v1/media/capacity-checker: for a session's span, the most booked sessions running at one
 * moment of it, whether one more fits under the configured number, and the note-takers free.
 */
export async function capacityFor(
  { db, liveMaxOverlappingSessions: max }: Pick<ServiceDeps, 'db' | 'liveMaxOverlappingSessions'>,
  query: DomainInput<CapacityQuery>,
): Promise<Capacity> {
  const span = { start: query.start, end: query.end ?? query.start + (query.duration ?? 0) };
  const codes = await liveServiceCodes(db, query.serviceId);
  const overlapping = peakOverlap(await heldSessionsAround(db, span), span) - 1;
  return {
    ...span,
    overlappingSessions: overlapping,
    maxOverlappingSessions: max,
    available: overlapping < max,
    freeNoteTakers: await freeNoteTakers(db, span, codes),
  };
}
