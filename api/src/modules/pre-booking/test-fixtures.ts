import { eq } from 'drizzle-orm';
import { services } from '../../db/schema.ts';
import type { TestContext } from '../../test/helper.ts';

/** The id of an active service of the catalogue the test app seeds. */
export async function activeServiceId(t: TestContext): Promise<number> {
  const [active] = await t.db.select().from(services).where(eq(services.status, 'active'));
  if (!active) throw new Error('The catalogue has no active service');
  return active.id;
}
