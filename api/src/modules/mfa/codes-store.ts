import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { mfaCodes } from '../../db/schema.ts';
import {
  CODE_TTL_MS,
  MAX_CODE_ATTEMPTS,
  RESEND_AFTER_MS,
  digest,
  sameDigest,
  sixDigitCode,
} from './one-time-codes.ts';

export type CodePurpose = (typeof mfaCodes.$inferSelect)['purpose'];

const liveCodes = (userId: number, purpose: CodePurpose, now: Date) =>
  and(
    eq(mfaCodes.userId, userId),
    eq(mfaCodes.purpose, purpose),
    isNull(mfaCodes.usedAt),
    gt(mfaCodes.expiresAt, now),
  );

/** A fresh code to send, or undefined while the last one is too young to be replaced. */
export async function issueCode(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  now: Date,
): Promise<string | undefined> {
  const [latest] = await db
    .select({ createdAt: mfaCodes.createdAt })
    .from(mfaCodes)
    .where(liveCodes(userId, purpose, now))
    .orderBy(desc(mfaCodes.id))
    .limit(1);
  if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_AFTER_MS) return undefined;
  const code = sixDigitCode();
  await db.transaction(async (tx) => {
    await tx
      .update(mfaCodes)
      .set({ usedAt: now })
      .where(liveCodes(userId, purpose, now));
    await tx.insert(mfaCodes).values({
      userId,
      purpose,
      codeHash: digest(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
  });
  return code;
}

/** True once for the right code; each wrong guess spends one of the code's few attempts. */
export async function redeemCode(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(mfaCodes)
      .where(liveCodes(userId, purpose, now))
      .orderBy(desc(mfaCodes.id))
      .limit(1)
      .for('update');
    if (!row || row.attempts >= MAX_CODE_ATTEMPTS) return false;
    if (sameDigest(row.codeHash, digest(code))) {
      await tx.update(mfaCodes).set({ usedAt: now }).where(eq(mfaCodes.id, row.id));
      return true;
    }
    await tx
      .update(mfaCodes)
      .set({ attempts: sql`${mfaCodes.attempts} + 1` })
      .where(eq(mfaCodes.id, row.id));
    return false;
  });
}
