import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { userTokens } from '../../db/schema.ts';
import { hashSecret, newSecretToken } from '../../lib/secret-tokens.ts';

export type LinkPurpose = (typeof userTokens.$inferSelect)['purpose'];

export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  activation: 7 * 24 * 3600 * 1000,
  'password-reset': 3600 * 1000,
};

/** A new link token; earlier unused ones of the same purpose stop working. */
export async function issueLinkToken(
  db: Db,
  userId: number,
  purpose: LinkPurpose,
  now: Date,
): Promise<string> {
  const token = newSecretToken();
  await db.transaction(async (tx) => {
    await tx
      .update(userTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(userTokens.userId, userId),
          eq(userTokens.purpose, purpose),
          isNull(userTokens.usedAt),
        ),
      );
    await tx.insert(userTokens).values({
      userId,
      purpose,
      tokenHash: hashSecret(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + LINK_TTL_MS[purpose]),
    });
  });
  return token;
}

const live = (token: string, purpose: LinkPurpose, now: Date) =>
  and(
    eq(userTokens.tokenHash, hashSecret(token)),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, now),
  );

/** The user a live token belongs to, without using it up. */
export async function peekLinkToken(
  db: Db,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(live(token, purpose, now));
  return row?.userId;
}

/** Uses a live token up; of two simultaneous uses only one gets the user. */
export async function consumeLinkToken(
  db: Db,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(live(token, purpose, now))
    .returning({ userId: userTokens.userId });
  return row?.userId;
}
