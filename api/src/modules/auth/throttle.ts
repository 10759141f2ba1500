import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { LOGIN_RESTRICTION } from '@portal/contracts/common/constants';
import { SIGN_IN_ADDRESS_LIMIT } from '@portal/contracts/common/limits';
import type { Db } from '../../db/index.ts';
import { loginFailures } from '../../db/schema.ts';

/** How many failures within how long lock a key, and for how long. */
interface LockRule {
  maxFailedAttempts: number;
  windowMs: number;
  restrictMs: number;
}

const ACCOUNT_RULE: LockRule = LOGIN_RESTRICTION;
const ADDRESS_RULE: LockRule = SIGN_IN_ADDRESS_LIMIT;
// Older failures can neither start nor extend a lock.
const relevantMs = Math.max(
  ...[ACCOUNT_RULE, ADDRESS_RULE].map((rule) => rule.windowMs + rule.restrictMs),
);
// The advisory lock spaces of the two keys (any constants no other lock uses).
const ACCOUNT_LOCK = 7_246_101;
const ADDRESS_LOCK = 7_246_102;

/** A sign-in attempt is throttled by the account asked for and by the address asking. */
export interface ThrottleKeys {
  email: string;
  address: string;
}

/** When the lock that these failure times imposed under `rule` ends (0: none). */
function lockEnd(
  { maxFailedAttempts, windowMs, restrictMs }: LockRule,
  times: readonly number[],
): number {
  let end = 0;
  for (let i = maxFailedAttempts - 1; i < times.length; i += 1) {
    const first = times[i - maxFailedAttempts + 1] ?? Infinity;
    const last = times[i] ?? 0;
    if (last - first <= windowMs) end = Math.max(end, last + restrictMs);
  }
  return end;
}

/** The end of the lock that the recorded attempts impose (0: none). */
async function currentLockEnd(db: Db, keys: ThrottleKeys, now: Date): Promise<number> {
  const rows = await db
    .select()
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.failedAt, new Date(now.getTime() - relevantMs)),
        or(eq(loginFailures.email, keys.email), eq(loginFailures.address, keys.address)),
      ),
    )
    .orderBy(loginFailures.failedAt, loginFailures.id);
  const timesOf = (match: (row: (typeof rows)[number]) => boolean) =>
    rows.filter(match).map((row) => row.failedAt.getTime());
  return Math.max(
    lockEnd(
      ACCOUNT_RULE,
      timesOf((row) => row.email === keys.email),
    ),
    lockEnd(
      ADDRESS_RULE,
      timesOf((row) => row.address === keys.address),
    ),
  );
}

/**
 * Holds the keys until the transaction ends, so that attempts for one account or one address
 * check and count one after the other. Always the account first, then the address: two attempts
 * never wait on each other's second lock.
 */
async function lockKeys(tx: Db, keys: ThrottleKeys): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${keys.email}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${keys.address}))`);
}

/** A sign-in attempt let through: evaluate it, then keep it as a failure or take it back. */
export interface Attempt {
  /** The credentials were right (or never checked): the attempt is not a failure. */
  succeeded(): Promise<void>;
}

/**
 * Lets one sign-in attempt through, or answers when the lock ends: 10 failures for one account
 * within 5 minutes lock it for 10 minutes from the 10th (the spec's rule); 100 from one address,
 * whatever the accounts, lock the address alike (SIGN_IN_ADDRESS_LIMIT: many people may share it).
 *
 * Check and count are one step, under a lock of the account and of the address: the attempt is
 * recorded as a failure before its credentials are evaluated, and taken back if they were right.
 * Attempts still being evaluated count, so of 100 sent at once for one account only the first 10
 * are evaluated.
 * An attempt refused while locked is not recorded, so a lock is never extended by knocking on it,
 * nor lifted early by a right password.
 */
export async function beginAttempt(
  db: Db,
  keys: ThrottleKeys,
  now: Date,
): Promise<Attempt | { lockedUntil: Date }> {
  const begun = await db.transaction(async (tx) => {
    await lockKeys(tx, keys);
    const end = await currentLockEnd(tx, keys, now);
    if (end > now.getTime()) return { lockedUntil: new Date(end) };
    const [attempt] = await tx
      .insert(loginFailures)
      .values({ ...keys, failedAt: now })
      .returning({ id: loginFailures.id });
    if (!attempt) throw new Error('Insert returned no sign-in attempt');
    return attempt;
  });
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.failedAt, new Date(now.getTime() - relevantMs)));
  if ('lockedUntil' in begun) return begun;
  return {
    async succeeded() {
      await db.delete(loginFailures).where(eq(loginFailures.id, begun.id));
    },
  };
}
