import { and, eq, gt, lt, or } from 'drizzle-orm';
import { LOGIN_RESTRICTION } from '@portal/contracts/core';
import type { Db } from '../../db/index.ts';
import { loginFailures } from '../../db/schema.ts';

const { maxFailedAttempts, windowMs, restrictMs } = LOGIN_RESTRICTION;
// Older failures can neither start nor extend a lock.
const relevantMs = windowMs + restrictMs;

/** A sign-in attempt is throttled by the account asked for and by the address asking. */
export interface ThrottleKeys {
  email: string;
  address: string;
}

/** When the lock that these failure times imposed ends (0: none). */
function lockEnd(times: readonly number[]): number {
  let end = 0;
  for (let i = maxFailedAttempts - 1; i < times.length; i += 1) {
    const first = times[i - maxFailedAttempts + 1] ?? Infinity;
    const last = times[i] ?? 0;
    if (last - first <= windowMs) end = Math.max(end, last + restrictMs);
  }
  return end;
}

/**
 * The end of the current lock, if any: 10 failures for one account or one address within
 * 5 minutes lock it for 10 minutes from the 10th. Attempts while locked are not recorded, so a
 * lock is never extended by knocking on it, nor lifted early by a right password.
 */
export async function lockedUntil(
  db: Db,
  keys: ThrottleKeys,
  now: Date,
): Promise<Date | undefined> {
  const rows = await db
    .select()
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.failedAt, new Date(now.getTime() - relevantMs)),
        or(eq(loginFailures.email, keys.email), eq(loginFailures.address, keys.address)),
      ),
    )
    .orderBy(loginFailures.failedAt);
  const timesOf = (match: (row: (typeof rows)[number]) => boolean) =>
    rows.filter(match).map((row) => row.failedAt.getTime());
  const end = Math.max(
    lockEnd(timesOf((row) => row.email === keys.email)),
    lockEnd(timesOf((row) => row.address === keys.address)),
  );
  return end > now.getTime() ? new Date(end) : undefined;
}

export async function recordFailure(db: Db, keys: ThrottleKeys, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ ...keys, failedAt: now });
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.failedAt, new Date(now.getTime() - relevantMs)));
}
