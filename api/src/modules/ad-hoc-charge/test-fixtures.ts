import { eq } from 'drizzle-orm';
import { adHocCharges, invoices } from '../../db/schema.ts';
import type { TestContext } from '../../test/helper.ts';

/** An invoice of the typist's, raised, taking the charge onto it as invoicing will. */
export async function invoiceCharge(t: TestContext, typistId: number, chargeId: number) {
  const at = t.clock.now();
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      number: chargeId,
      shortId: `INV${chargeId}`,
      typistId,
      month: '2024-01',
      status: 'raised',
      amountTotal: 0,
      jobsCount: 0,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await t.db
    .update(adHocCharges)
    .set({ invoiceId: invoice!.id })
    .where(eq(adHocCharges.id, chargeId));
}
