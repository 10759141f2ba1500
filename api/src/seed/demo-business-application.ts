import { eq } from 'drizzle-orm';
import { UserStatus } from '@portal/contracts/common/statuses';
import type { Db } from '../db/index.ts';
import { users } from '../db/schema.ts';
import { requestBusinessAccount } from '../modules/company/business-account-request.ts';
import { createUser } from '../modules/user/service.ts';
import { DEMO_APPLICANT, DEMO_PASSWORD } from './demo-accounts.ts';

/**
 * A client with a pending application for a business account, so an admin can try approving or
 * rejecting it on the Companies screen. Made once: an application decided stays decided.
 */
export async function seedDemoBusinessApplication(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_APPLICANT.email));
    if (existing) return false;
    const applicant = await createUser(
      tx,
      { ...DEMO_APPLICANT, password: DEMO_PASSWORD, status: UserStatus.ACTIVE, currency: 'GBP' },
      now,
    );
    await requestBusinessAccount(
      tx,
      applicant,
      {
        companyName: 'Northwind Research Ltd',
        address: '12 Market Street\nManchester M1 1AA',
        vatNumber: 'GB123456789',
        phone: '+44 161 496 0000',
        message: 'We record about twenty interviews a month and would like monthly invoices.',
      },
      now,
    );
    return true;
  });
}
