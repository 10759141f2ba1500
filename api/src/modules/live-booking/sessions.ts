import { and, eq, exists, gt, inArray, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { notOrdered } from '@portal/contracts/common/statuses';
import {
  overlapProblem,
  sessionTimeProblem,
  type SessionSpan,
} from '@portal/contracts/live-booking/rules';
import type { Db } from '../../db/index.ts';
import { cartMedia, liveSessions, media } from '../../db/schema.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';

export type LiveSessionRow = typeof liveSessions.$inferSelect;
export type SessionRuleDeps = Pick<ServiceDeps, 'now' | 'liveMaxOverlappingSessions'>;

// Any constant no other advisory lock uses.
const LIVE_SESSIONS_LOCK = 7_246_200;

/**
 * Every booking, edit of a session's time and checkout of live sessions takes this lock before it
 * counts the sessions around its own and holds it until it commits: two clients booking the last
 * free place at once are counted one after the other, and the second hears of the first.
 */
export const lockLiveSessions = (tx: Db) =>
  tx.execute(sql`select pg_advisory_xact_lock(${LIVE_SESSIONS_LOCK})`);

export const toSpan = (row: Pick<LiveSessionRow, 'startsAt' | 'endsAt'>): SessionSpan => ({
  start: Math.floor(row.startsAt.getTime() / 1000),
  end: Math.floor(row.endsAt.getTime() / 1000),
});

const atSecond = (seconds: number) => new Date(seconds * 1000);

/**
 * A session holds its place while its media is in a cart or ordered, and not deleted or
 * cancelled: one taken out of its cart frees it (putting it back is checked again at checkout).
 */
const held: SQL = and(
  ne(media.status, 'deleted'),
  eq(media.cancelled, false),
  sql`(${notInArray(media.status, [...notOrdered])} or ${exists(
    sql`(select 1 from ${cartMedia} where ${cartMedia.mediaId} = ${media.id})`,
  )})`,
) as SQL;

/** The held sessions running at some moment of `span`, except the media named. */
export async function heldSessionsAround(
  tx: Db,
  span: SessionSpan,
  except: readonly number[] = [],
): Promise<SessionSpan[]> {
  const rows = await tx
    .select({ startsAt: liveSessions.startsAt, endsAt: liveSessions.endsAt })
    .from(liveSessions)
    .innerJoin(media, eq(media.id, liveSessions.mediaId))
    .where(
      and(
        lt(liveSessions.startsAt, atSecond(span.end)),
        gt(liveSessions.endsAt, atSecond(span.start)),
        held,
        except.length > 0 ? notInArray(liveSessions.mediaId, [...except]) : undefined,
      ),
    );
  return rows.map(toSpan);
}

/**
 * Why each session cannot be booked now, by its index: too soon, or more than the configured
 * number running at once beside the held sessions, the ones before it in the list counted too.
 * Run under `lockLiveSessions` when the answer decides a write.
 */
export async function sessionRuleProblems(
  deps: SessionRuleDeps,
  tx: Db,
  spans: readonly SessionSpan[],
  except: readonly number[] = [],
): Promise<Map<number, string>> {
  const now = Math.floor(deps.now().getTime() / 1000);
  const problems = new Map<number, string>();
  for (const [index, span] of spans.entries()) {
    const others = [...(await heldSessionsAround(tx, span, except)), ...spans.slice(0, index)];
    const problem =
      sessionTimeProblem(span.start, now) ??
      overlapProblem(others, span, deps.liveMaxOverlappingSessions);
    if (problem) problems.set(index, problem);
  }
  return problems;
}

/** The live sessions of these media, by media id (uploads have none). */
export async function liveSessionsOf(
  tx: Db,
  mediaIds: readonly number[],
): Promise<Map<number, LiveSessionRow>> {
  if (mediaIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(liveSessions)
    .where(inArray(liveSessions.mediaId, [...mediaIds]));
  return new Map(rows.map((row) => [row.mediaId, row]));
}
