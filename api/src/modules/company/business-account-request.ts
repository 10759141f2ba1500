import { and, eq } from 'drizzle-orm';
import { companyTexts } from '@portal/contracts/company/texts';
import type {
  BusinessAccountRequestInput,
  BusinessAccountRequestView,
} from '@portal/contracts/company/schema';
import type { Db } from '../../db/index.ts';
import { unprocessable } from '../../lib/http-errors.ts';
import { businessAccountRequests } from '../../db/schema.ts';
import type { UserRow } from '../user/service.ts';
import { companyIdOfMember } from '../../lib/company-membership.ts';
import { seconds } from '../../lib/time.ts';

/**
 * Records a client's application for a business account, for staff to decide. A client who has
 * one (their own company or a membership), or whose application is still open, is refused.
 */
export async function requestBusinessAccount(
  db: Db,
  client: UserRow,
  { companyName, ...details }: BusinessAccountRequestInput,
  now: Date,
): Promise<BusinessAccountRequestView> {
  return db.transaction(async (tx) => {
    if (client.isBusinessAccount || (await companyIdOfMember(tx, client.id)) !== undefined)
      throw unprocessable(companyTexts.alreadyBusinessAccount);
    const [open] = await tx
      .select({ id: businessAccountRequests.id })
      .from(businessAccountRequests)
      .where(
        and(
          eq(businessAccountRequests.userId, client.id),
          eq(businessAccountRequests.state, 'pending'),
        ),
      );
    if (open) throw unprocessable(companyTexts.requestPending);
    const filled = Object.entries(details).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    );
    const [row] = await tx
      .insert(businessAccountRequests)
      .values({
        userId: client.id,
        companyName,
        details: Object.fromEntries(filled),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('Insert returned no request');
    return {
      id: row.id,
      companyName: row.companyName,
      state: row.state,
      createdAt: seconds(row.createdAt),
    };
  });
}
