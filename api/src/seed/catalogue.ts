import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { services } from '../db/schema.ts';
import { serviceCatalogue } from './service-catalogue.ts';

/**
 * The product's service catalogue, created when the services table is empty: every start in
 * every mode runs it (unlike the demo accounts), and a catalogue edited by super admins is never
 * touched again. One transaction, in catalogue order, so a fresh database numbers them 1–9.
 * Returns how many services were created.
 */
// Instances starting together seed once: the others wait on this lock, then find the rows.
const CATALOGUE_LOCK = 7_246_002;

export async function seedServiceCatalogue(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK})`);
    const [existing] = await tx.select({ services: count() }).from(services);
    if ((existing?.services ?? 0) > 0) return 0;
    for (const service of serviceCatalogue)
      await tx.insert(services).values({ ...service, createdAt: now, updatedAt: now });
    return serviceCatalogue.length;
  });
}
