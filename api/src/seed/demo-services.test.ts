import { eq, inArray } from 'drizzle-orm';
import { activeChoices } from '@portal/contracts/services/rules';
import { grades, jobRateFor } from '@portal/contracts/user/grades';
import { services } from '../db/schema.ts';
import { toService } from '../modules/services/service.ts';
import { setupTestApp } from '../test/helper.ts';
import { DEMO_LIVE_SERVICE, seedDemoServices } from './demo-services.ts';

const t = setupTestApp();

test('adds a draft, a withdrawn and a live service beside the catalogue, once', async () => {
  const before = (await t.db.select().from(services)).length;
  await seedDemoServices(t.db, t.clock.now());
  await seedDemoServices(t.db, t.clock.now());
  const added = await t.db
    .select({ shortName: services.shortName, status: services.status })
    .from(services)
    .where(inArray(services.shortName, ['LGD', 'FCG', DEMO_LIVE_SERVICE]));
  expect(added).toEqual([
    { shortName: 'LGD', status: 'inactive' },
    { shortName: 'FCG', status: 'deleted' },
    { shortName: DEMO_LIVE_SERVICE, status: 'active' },
  ]);
  expect(await t.db.select().from(services)).toHaveLength(before + 3);
});

test('the live service is booked at 24 hours and pays note-takers at every grade', async () => {
  await seedDemoServices(t.db, t.clock.now());
  const [live] = await t.db
    .select()
    .from(services)
    .where(eq(services.shortName, DEMO_LIVE_SERVICE));
  const service = toService(live!);
  expect(service).toMatchObject({ name: 'Live Note Taking', streaming: true, status: 'active' });
  expect(activeChoices(service.turnaround).map(([key]) => key)).toEqual(['86400']);
  expect(activeChoices(service.speakers)).toHaveLength(1);
  for (const grade of grades) expect(jobRateFor(live!, 'notes', grade)).toBeGreaterThan(0);
});
