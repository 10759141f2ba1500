import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { rateLimitHits } from '../db/schema.ts';

/** At most `limit` requests per key within any `windowMs`. */
export interface RateLimit {
  /** Names the limit in the table: `quote`, … */
  bucket: string;
  limit: number;
  windowMs: number;
}

/** An allowed request names its hit, which `giveBack` can take off the count again. */
export type RateLimitResult =
  { allowed: true; hitId: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request of `key` against the limit, in the database so that it holds across
 * stateless API instances (like the sign-in throttle). The hit is written first and the window
 * counted after: two requests racing for the last place may both be refused, never both let
 * through. A refused request is not counted, so knocking does not extend the wait.
 */
export async function takeRateLimit(
  db: Db,
  { bucket, limit, windowMs }: RateLimit,
  key: string,
  now: Date,
): Promise<RateLimitResult> {
  const since = new Date(now.getTime() - windowMs);
  const [hit] = await db
    .insert(rateLimitHits)
    .values({ bucket, key, at: now })
    .returning({ id: rateLimitHits.id });
  if (!hit) throw new Error('Insert returned no rate limit hit');
  const inWindow = await db
    .select({ at: rateLimitHits.at })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, bucket),
        eq(rateLimitHits.key, key),
        gt(rateLimitHits.at, since),
      ),
    )
    .orderBy(asc(rateLimitHits.at), asc(rateLimitHits.id));
  // Hits that left every window are no use to anyone.
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.at, since)));
  if (inWindow.length <= limit) return { allowed: true, hitId: hit.id };
  await giveBack(db, hit.id);
  // A place frees up when the oldest hit that still counts leaves the window.
  const oldest = inWindow[0]?.at.getTime() ?? now.getTime();
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000)),
  };
}

/** Takes an allowed request off the count: it turned out not to be what the limit counts. */
export async function giveBack(db: Db, hitId: number): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, hitId));
}
