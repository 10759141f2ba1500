import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { adHocChargeTexts as texts } from '@portal/contracts/ad-hoc-charge/texts';
import type {
  AdHocCharge,
  AdHocChargeListInput,
  AdHocChargeUpdateInput,
} from '@portal/contracts/ad-hoc-charge/schema';
import type { Db } from '../../db/index.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { adHocCharges, users } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { seconds } from '../../lib/time.ts';
import { ownerOf, type ChargeFields } from './owner.ts';

type ChargeRow = typeof adHocCharges.$inferSelect;
type ListQuery = DomainInput<AdHocChargeListInput>;

const typistName = (row: { firstname: string; lastname: string } | null) =>
  row ? `${row.firstname} ${row.lastname}` : null;

const viewOf = (row: ChargeRow, typist: { firstname: string; lastname: string } | null) =>
  ({
    id: row.id,
    kind: row.kind,
    projectId: row.projectId,
    jobId: row.jobId,
    typistId: row.typistId,
    typistName: typistName(typist),
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    invoiceId: row.invoiceId,
    createdAt: seconds(row.createdAt),
  }) satisfies AdHocCharge;

const withTypist = (db: Db) =>
  db
    .select({
      charge: adHocCharges,
      typist: { firstname: users.firstname, lastname: users.lastname },
    })
    .from(adHocCharges)
    .leftJoin(users, eq(users.id, adHocCharges.typistId));

async function chargeView(db: Db, id: number): Promise<AdHocCharge> {
  const [found] = await withTypist(db).where(eq(adHocCharges.id, id));
  return viewOf(found!.charge, found!.typist);
}

const filtersOf = (query: ListQuery): SQL | undefined =>
  and(
    query.projectId ? eq(adHocCharges.projectId, query.projectId) : undefined,
    query.jobId ? eq(adHocCharges.jobId, query.jobId) : undefined,
    query.typistId ? eq(adHocCharges.typistId, query.typistId) : undefined,
    query.kind ? eq(adHocCharges.kind, query.kind) : undefined,
  );

/** GET /v1/ad-hoc-charge: a page of the charges asked for, the newest first. */
export async function listAdHocCharges(db: Db, query: ListQuery) {
  const where = filtersOf(query);
  const [rows, [counted]] = await Promise.all([
    withTypist(db)
      .where(where)
      .orderBy(desc(adHocCharges.createdAt), desc(adHocCharges.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(adHocCharges).where(where),
  ]);
  return {
    result: rows.map((row) => viewOf(row.charge, row.typist)),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** POST /v1/ad-hoc-charge: refused whole (422 naming the field) when its owner does not hold. */
export async function createAdHocCharge(
  db: Db,
  actor: Actor,
  input: ChargeFields,
  now: Date,
): Promise<AdHocCharge> {
  const owner = await ownerOf(db, input);
  const [row] = await db
    .insert(adHocCharges)
    .values({
      ...owner,
      description: input.description,
      amount: input.amount,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: adHocCharges.id });
  return chargeView(db, row!.id);
}

/**
 * The charge, locked until the transaction ends, so that an invoice being made cannot take it
 * between the check and the change; 409 once it is on an invoice.
 */
async function lockUninvoiced(tx: Db, id: number, kind?: 'client'): Promise<ChargeRow> {
  const [row] = await tx.select().from(adHocCharges).where(eq(adHocCharges.id, id)).for('update');
  if (!row || (kind && row.kind !== kind)) throw new ApiError(404, texts.notFound);
  if (row.invoiceId !== null) throw new ApiError(409, texts.invoiced);
  return row;
}

/** PUT /v1/ad-hoc-charge/{id}: its description or amount, while it is on no invoice. */
export async function updateAdHocCharge(
  db: Db,
  id: number,
  input: DomainInput<AdHocChargeUpdateInput>,
  now: Date,
): Promise<AdHocCharge> {
  await db.transaction(async (tx) => {
    await lockUninvoiced(tx, id);
    await tx
      .update(adHocCharges)
      .set({ ...input, updatedAt: now })
      .where(eq(adHocCharges.id, id));
  });
  return chargeView(db, id);
}

/**
 * DELETE /v1/ad-hoc-charge/{id}, and POST /v1/project/remove-adhoc/{id} for a client's charge
 * only: gone, unless it is on an invoice.
 */
export async function deleteAdHocCharge(db: Db, id: number, kind?: 'client'): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUninvoiced(tx, id, kind);
    await tx.delete(adHocCharges).where(eq(adHocCharges.id, id));
  });
}
