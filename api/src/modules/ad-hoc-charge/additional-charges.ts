import { asc, eq } from 'drizzle-orm';
import type { AdditionalCharge } from '@portal/contracts/ad-hoc-charge/schema';
import type { Db } from '../../db/index.ts';
import { adHocCharges } from '../../db/schema.ts';

/**
 * A project's client charges, oldest first, as its cost breakdown lists them. Reads the table
 * only, so the project module may import it without the charges' module importing it back.
 */
export const additionalChargesOf = (db: Db, projectId: number): Promise<AdditionalCharge[]> =>
  db
    .select({
      id: adHocCharges.id,
      description: adHocCharges.description,
      amount: adHocCharges.amount,
      currency: adHocCharges.currency,
    })
    .from(adHocCharges)
    .where(eq(adHocCharges.projectId, projectId))
    .orderBy(asc(adHocCharges.createdAt), asc(adHocCharges.id));
