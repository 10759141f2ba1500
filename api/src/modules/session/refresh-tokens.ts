import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import { and, countDistinct, eq, gt, isNull, ne } from 'drizzle-orm';
import { REFRESH_TOKEN_REUSE_GRACE_SECONDS } from '@portal/contracts/common/limits';
import type { Db } from '../../db/index.ts';
import { refreshTokens } from '../../db/schema.ts';
import { hashSecret, newSecretToken } from '../../lib/secret-tokens.ts';
import { announceRevocation } from './live-families.ts';

const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

async function insertToken(
  db: Db,
  familyId: string,
  userId: number,
  now: Date,
  token = newSecretToken(),
): Promise<string> {
  await db.insert(refreshTokens).values({
    familyId,
    userId,
    tokenHash: hashSecret(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  return token;
}

/** A sign-in: a new family with its first refresh token. */
export async function startFamily(db: Db, userId: number, now: Date) {
  const familyId = randomUUID();
  return { familyId, refreshToken: await insertToken(db, familyId, userId, now) };
}

export type Rotation =
  | {
      kind: 'rotated';
      userId: number;
      familyId: string;
      refreshToken: string;
      /** When the presented token was issued: the sign-in's last refresh (or the sign-in). */
      issuedAt: Date;
    }
  | { kind: 'reused' }
  | { kind: 'invalid' };

export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await announceRevocation(db, { familyId });
}

/** Ends every sign-in of a user but one (a password change keeps the session that made it). */
export async function revokeUserFamilies(
  db: Db,
  userId: number,
  now: Date,
  keepFamilyId?: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
  await announceRevocation(db, { userId });
}

/**
 * The token that follows `presented` in its family. Two tabs share one refresh token and may
 * exchange it at the same moment; the second must get the answer the first got, not be taken for
 * a thief. So the successor is not random but derived from the presented token with a key of the
 * server's (its own HKDF subkey of the access-token secret): presenting the token again
 * recomputes the same successor, and nothing but hashes is ever stored. A leaked table still
 * yields no working token, and an old token yields its successor only to whoever holds the key.
 */
function successorOf(presented: string, serverSecret: string): string {
  const key = Buffer.from(
    hkdfSync('sha256', serverSecret, '', 'portal refresh token successor', 32),
  );
  return createHmac('sha256', key).update(presented).digest('base64url');
}

/** The successor has been neither exchanged nor revoked: its holder has not moved on. */
async function isUnspent(tx: Db, familyId: string, successor: string): Promise<boolean> {
  const [next] = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecret(successor)))
    .for('update');
  return next?.familyId === familyId && !next.usedAt && !next.revokedAt;
}

/**
 * Exchanges a refresh token for the next one of its family. A token presented a second time
 * means it was copied: the whole family is revoked, the thief's copy and the owner's alike;
 * except within the grace window, where the same successor is answered again (see successorOf).
 */
export async function rotate(
  db: Db,
  presented: string,
  now: Date,
  serverSecret: string,
): Promise<Rotation> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashSecret(presented)))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt <= now) return { kind: 'invalid' };
    const successor = successorOf(presented, serverSecret);
    const rotated = {
      kind: 'rotated',
      userId: row.userId,
      familyId: row.familyId,
      refreshToken: successor,
      issuedAt: row.createdAt,
    } as const;
    if (!row.usedAt) {
      await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
      await insertToken(tx, row.familyId, row.userId, now, successor);
      return rotated;
    }
    // Spent, yet maybe by the other tab of a race: the same answer again, while both can still
    // be racing. Once the successor has been exchanged itself, the old token can only be a copy.
    const racing = now.getTime() - row.usedAt.getTime() <= REFRESH_TOKEN_REUSE_GRACE_SECONDS * 1000;
    if (racing && (await isUnspent(tx, row.familyId, successor))) return rotated;
    await revokeFamily(tx, row.familyId, now);
    return { kind: 'reused' };
  });
}

/** Sign-ins that can still be refreshed: an unused, unrevoked, unexpired token in the family. */
export async function countActiveSessions(db: Db, userId: number, now: Date): Promise<number> {
  const [result] = await db
    .select({ sessions: countDistinct(refreshTokens.familyId) })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  return result?.sessions ?? 0;
}
