import { eq } from 'drizzle-orm';
import { businessAccountRequests, users } from '../db/schema.ts';
import { setupTestApp } from '../test/helper.ts';
import { DEMO_APPLICANT } from './demo-accounts.ts';
import { seedDemoBusinessApplication } from './demo-business-application.ts';

const t = setupTestApp();

test('leaves one pending application for admins to decide, made once', async () => {
  expect(await seedDemoBusinessApplication(t.db, t.clock.now())).toBe(true);
  expect(await seedDemoBusinessApplication(t.db, t.clock.now())).toBe(false);
  const rows = await t.db
    .select({ state: businessAccountRequests.state, email: users.email })
    .from(businessAccountRequests)
    .innerJoin(users, eq(users.id, businessAccountRequests.userId));
  expect(rows).toEqual([{ state: 'pending', email: DEMO_APPLICANT.email }]);
});
