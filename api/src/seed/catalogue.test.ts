import { asc, count } from 'drizzle-orm';
import { services } from '../db/schema.ts';
import { setupTestApp } from '../test/helper.ts';
import { seedServiceCatalogue } from './catalogue.ts';
import { serviceCatalogue } from './service-catalogue.ts';

const t = setupTestApp();

const rows = () => t.db.select().from(services).orderBy(asc(services.id));

test('every test database starts with the catalogue, numbered 1-9 in catalogue order', async () => {
  const seeded = await rows();
  expect(seeded.map((row) => [row.id, row.shortName])).toEqual(
    serviceCatalogue.map((service, index) => [index + 1, service.shortName]),
  );
  expect(seeded.map(({ id: _id, createdAt: _c, updatedAt: _u, ...service }) => service)).toEqual(
    serviceCatalogue,
  );
});

test('seeding again changes nothing; an emptied table is seeded with the same data', async () => {
  const before = await rows();
  expect(await seedServiceCatalogue(t.db, t.clock.now())).toBe(0);
  expect(await rows()).toEqual(before);

  // A catalogue edited by super admins is theirs: one row left means no seeding.
  await t.db.delete(services);
  expect(await seedServiceCatalogue(t.db, t.clock.now())).toBe(9);
  expect((await t.db.select({ n: count() }).from(services))[0]?.n).toBe(9);
  expect((await rows()).map((row) => row.shortName)).toEqual(before.map((row) => row.shortName));
  expect((await rows())[0]?.createdAt).toEqual(t.clock.now());
});

test('instances starting together seed once', async () => {
  await t.db.delete(services);
  const created = await Promise.all([
    seedServiceCatalogue(t.db, t.clock.now()),
    seedServiceCatalogue(t.db, t.clock.now()),
  ]);
  expect(created.sort()).toEqual([0, 9]);
  expect((await t.db.select({ n: count() }).from(services))[0]?.n).toBe(9);
});
