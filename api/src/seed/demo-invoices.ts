import { and, eq, sql } from 'drizzle-orm';
import { UserStatus } from '@portal/contracts/common/statuses';
import { portalMonth, previousMonth } from '@portal/contracts/invoice/rules';
import type { Db } from '../db/index.ts';
import { invoices, users } from '../db/schema.ts';
import { generateInvoice } from '../modules/invoice/generate.ts';
import { monthBounds } from '../modules/invoice/month.ts';
import { updateInvoiceStatus } from '../modules/invoice/status.ts';
import { recordSignedContracts } from '../modules/staff-contracts/service.ts';
import { createUser, type UserRow } from '../modules/user/service.ts';
import { DEMO_PASSWORD, DEMO_SECOND_TYPIST, DEMO_SIGNATURE } from './demo-accounts.ts';
import { earlierRecordings } from './demo-recordings.ts';
import { DEMO_TYPIST_GRADE, type Cast, type DemoWorkDeps, type Timeline } from './demo-rows.ts';
import { findCast, orderRecordings } from './demo-work.ts';

export const DEMO_EARLIER_PROJECT_TITLE = 'Earlier recordings';

const MINUTE = 60_000;

/** Ordered on the 10th of last month at about 10:00 UK time, typed and done that morning. */
function lastMonth(now: Date): { month: string; times: Timeline } {
  const month = previousMonth(portalMonth(now));
  const ordered = new Date(monthBounds(month).from.getTime() + (9 * 24 + 10) * 60 * MINUTE);
  return {
    month,
    times: {
      uploaded: new Date(ordered.getTime() - 15 * MINUTE),
      ordered,
      assigned: new Date(ordered.getTime() + 30 * MINUTE),
      finished: new Date(ordered.getTime() + 120 * MINUTE),
    },
  };
}

/** The second demo typist as the first is: same grade and training, contracts signed. */
async function createSecondTypist(tx: Db, cast: Cast, at: Date): Promise<UserRow> {
  const typist = await createUser(
    tx,
    {
      ...DEMO_SECOND_TYPIST,
      password: DEMO_PASSWORD,
      status: UserStatus.ACTIVE,
      currency: 'GBP',
      grade: DEMO_TYPIST_GRADE,
      trainedIn: [...cast.services.keys()].map((shortName) => ({ shortName })),
    },
    at,
  );
  await recordSignedContracts(
    tx,
    typist.id,
    { fullName: `${typist.firstname} ${typist.lastname}`, ...DEMO_SIGNATURE },
    at,
  );
  return typist;
}

const hasInvoice = async (tx: Db, typistId: number, month: string) =>
  (
    await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.typistId, typistId), eq(invoices.month, month)))
  ).length > 0;

// Instances starting together seed once: the others wait on this lock, then find the typist.
const DEMO_INVOICES_LOCK = 7_246_004;

/**
 * Last month's demo work and its invoices (docs/demo-data.md): the demo client's order of two recordings
 * that month, one typed by the demo typist, one by a second demo typist it creates; then each
 * typist's invoice for the month as an admin's Generate makes it, the second typist's marked
 * paid. Made once, with the second typist. Answers whether it was made.
 */
export async function seedDemoInvoices(deps: DemoWorkDeps): Promise<boolean> {
  const written: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_INVOICES_LOCK})`);
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, DEMO_SECOND_TYPIST.email));
      if (existing) return false;
      const cast = await findCast(tx);
      if (!cast) return false;
      const { month, times } = lastMonth(deps.now());
      const second = await createSecondTypist(tx, cast, times.uploaded);
      await orderRecordings(
        { deps, tx, written, cast, times },
        DEMO_EARLIER_PROJECT_TITLE,
        earlierRecordings,
        (index) => (index === 0 ? cast.typist : second),
      );
      const raise = (typist: UserRow) =>
        generateInvoice(tx, { month, userId: typist.id }, deps.now());
      // A demo typist invoiced for the month already (a database older than this step) keeps it.
      if (!(await hasInvoice(tx, cast.typist.id, month))) await raise(cast.typist);
      // Money already gone out, beside the demo typist's invoice for an admin to settle.
      const paid = await raise(second);
      await updateInvoiceStatus(tx, paid.id, 'paid', deps.now());
      return true;
    });
  } catch (error) {
    // Bytes of a seed that did not happen are not kept.
    await Promise.all(written.map((key) => deps.storage.delete(key)));
    throw error;
  }
}
