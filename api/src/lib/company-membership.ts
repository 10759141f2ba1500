import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { companyMembers } from '../db/schema.ts';

/**
 * The company the user is a member of (owners included), if any: a project made or handed over
 * to them goes into it, so its owner sees it. Projects and companies both ask.
 */
export async function companyIdOfMember(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  return row?.companyId;
}
