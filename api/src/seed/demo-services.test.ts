import { inArray } from 'drizzle-orm';
import { services } from '../db/schema.ts';
import { setupTestApp } from '../test/helper.ts';
import { seedDemoServices } from './demo-services.ts';

const t = setupTestApp();

test('adds a draft and a withdrawn service beside the catalogue, once', async () => {
  const before = (await t.db.select().from(services)).length;
  await seedDemoServices(t.db, t.clock.now());
  await seedDemoServices(t.db, t.clock.now());
  const added = await t.db
    .select({ shortName: services.shortName, status: services.status })
    .from(services)
    .where(inArray(services.shortName, ['LGD', 'FCG']));
  expect(added).toEqual([
    { shortName: 'LGD', status: 'inactive' },
    { shortName: 'FCG', status: 'deleted' },
  ]);
  expect(await t.db.select().from(services)).toHaveLength(before + 2);
});
