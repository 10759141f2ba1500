import { desc, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database, Db, Unlisten } from '../../db/index.ts';
import { refreshTokens } from '../../db/schema.ts';

/** Where a revocation is announced to every API process on the database. */
export const REVOCATION_CHANNEL = 'sign_in_revoked';

/**
 * Sign-ins (refresh families) found live, remembered between requests: every authenticated call
 * asks whether its sign-in still lives, and revocations are rare. Family ids are random UUIDs, so
 * one memory serves every app of the process. It is trusted only while each app that remembers
 * hears the revocations of its database: revoking forgets here at once and announces it on
 * REVOCATION_CHANNEL when the revoking transaction commits, for the other processes.
 */
const memory = {
  /** family id → user id */
  families: new LRUCache<string, number>({ max: 50_000, ttl: 10 * 60_000 }),
  /** Moves on each revocation, so a lookup that raced one is not remembered. */
  epoch: 0,
};

/** One per app: whether it hears its database's revocations now. */
export interface Ear {
  hearing: boolean;
}
const ears = new Set<Ear>();

const trusted = () => {
  if (ears.size === 0) return false;
  for (const ear of ears) if (!ear.hearing) return false;
  return true;
};

type Revoked = { familyId: string } | { userId: number };

const payloadOf = (revoked: Revoked) =>
  'familyId' in revoked ? `family:${revoked.familyId}` : `user:${revoked.userId}`;

function forget(payload: string): void {
  memory.epoch += 1;
  const [kind, id] = payload.split(':');
  if (kind === 'family' && id) {
    memory.families.delete(id);
    return;
  }
  const userId = kind === 'user' ? Number(id) : Number.NaN;
  if (Number.isNaN(userId)) {
    memory.families.clear();
    return;
  }
  for (const [familyId, owner] of memory.families.entries()) {
    if (owner === userId) memory.families.delete(familyId);
  }
}

/** Forgets the sign-ins here and tells the other processes once `db`'s transaction commits. */
export async function announceRevocation(db: Db, revoked: Revoked): Promise<void> {
  const payload = payloadOf(revoked);
  forget(payload);
  await db.execute(sql`select pg_notify(${REVOCATION_CHANNEL}, ${payload})`);
}

/** Revocation marks every token of a family, so the newest one tells whether it still lives. */
async function isFamilyLiveInDb(db: Db, familyId: string): Promise<boolean> {
  const [latest] = await db
    .select({ revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId))
    .orderBy(desc(refreshTokens.id))
    .limit(1);
  return latest !== undefined && latest.revokedAt === null;
}

export async function isFamilyLive(
  db: Db,
  sign: { familyId: string; userId: number },
): Promise<boolean> {
  if (trusted() && memory.families.has(sign.familyId)) return true;
  const epoch = memory.epoch;
  const live = await isFamilyLiveInDb(db, sign.familyId);
  if (live && trusted() && epoch === memory.epoch) memory.families.set(sign.familyId, sign.userId);
  return live;
}

/** An app's ear, deaf until `hearRevocations` succeeds; `leave` when the app closes. */
export function joinRevocations(): Ear {
  const ear = { hearing: false };
  ears.add(ear);
  return ear;
}

export function leaveRevocations(ear: Ear): void {
  ears.delete(ear);
}

/**
 * Hears the revocations made by every process on `database` until the returned call. If the
 * listening connection is lost, nothing is remembered until the ear hears again.
 */
export async function hearRevocations(
  database: Pick<Database, 'listen'>,
  ear: Ear,
  onLost: () => void,
): Promise<Unlisten> {
  const unlisten = await database.listen(REVOCATION_CHANNEL, forget, () => {
    ear.hearing = false;
    memory.families.clear();
    onLost();
  });
  ear.hearing = true;
  return async () => {
    ear.hearing = false;
    await unlisten();
  };
}
