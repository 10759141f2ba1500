import { eq, sql } from 'drizzle-orm';
import { errorTexts } from '@portal/contracts/common/errors';
import { serviceTexts as texts } from '@portal/contracts/services/texts';
import type { GradeRates } from '@portal/contracts/user/grades';
import type {
  ManagedService,
  ServiceInput,
  ServiceUpdateInput,
} from '@portal/contracts/services/service-management-schema';
import type {
  PriceAdjustment,
  PriceModifier,
  ServiceOptionMap,
} from '@portal/contracts/services/schema';
import type { Db } from '../../db/index.ts';
import { services } from '../../db/schema.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { repriceUnorderedMedia } from './reprice.ts';
import { toManagedService, toService, type ServiceRow } from './service.ts';

type ManageDeps = Pick<ServiceDeps, 'db' | 'now' | 'vatPercent'>;

// Creations take this lock, so two super admins cannot both give a new service one code.
const SERVICE_CODE_LOCK = 7_246_018;

const toAdjustment = (
  adjustment: ServiceInput['turnaround'][number]['adjustment'],
): PriceAdjustment =>
  adjustment.type === 'percent'
    ? { percent: adjustment.percent }
    : { perMinute: adjustment.per_minute };

const toOptionMap = (rows: ServiceInput['speakers']): ServiceOptionMap =>
  Object.fromEntries(
    rows.map((row, position) => [
      row.value,
      { label: row.label, status: row.status, position, adjustment: toAdjustment(row.adjustment) },
    ]),
  );

const toModifiers = (rows: ServiceInput['price_calculation_elements']) =>
  Object.fromEntries(
    rows.map((row, position): [string, PriceModifier] => [
      row.name,
      {
        label: row.label,
        description: row.description,
        kind: row.kind,
        status: row.status,
        optional: row.optional,
        position,
        adjustment: toAdjustment(row.adjustment),
      },
    ]),
  );

const toGradeRates = (rows: ServiceInput['typist_grade_rates']): GradeRates =>
  Object.fromEntries(
    rows.flatMap((row) => (row.rate === undefined ? [] : [[String(row.grade), row.rate]])),
  );

/** The stored columns of a service as the body gives it. */
const columnsOf = (input: ServiceInput) => ({
  name: input.name,
  shortName: input.short_name,
  description: input.description,
  status: input.status,
  streaming: input.streaming,
  turnaroundWarning: input.turnaround_warning,
  meetingDetails: input.meeting_details,
  basePrices: input.base_prices,
  turnaround: toOptionMap(input.turnaround),
  speakers: toOptionMap(input.speakers),
  timestamps: toOptionMap(input.timestamps),
  priceCalculationElements: toModifiers(input.price_calculation_elements),
  typistGradeRates: toGradeRates(input.typist_grade_rates),
  notesTypistRates: toGradeRates(input.notes_typist_rates),
});

async function refuseTakenCode(tx: Db, shortName: string): Promise<void> {
  const [taken] = await tx
    .select({ id: services.id })
    .from(services)
    .where(eq(services.shortName, shortName));
  if (taken)
    throw new RequestValidationError([
      { field: 'short_name', message: texts.duplicateCode(shortName) },
    ]);
}

/** POST /v1/new-service: a new service, in the status given (a draft is inactive). */
export async function addService(
  { db, now }: Pick<ManageDeps, 'db' | 'now'>,
  input: ServiceInput,
): Promise<ManagedService> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SERVICE_CODE_LOCK})`);
    await refuseTakenCode(tx, input.short_name);
    const at = now();
    const [row] = await tx
      .insert(services)
      .values({ ...columnsOf(input), createdAt: at, updatedAt: at })
      .returning();
    return toManagedService(row!);
  });
}

async function lockService(tx: Db, id: number): Promise<ServiceRow> {
  const [row] = await tx.select().from(services).where(eq(services.id, id)).for('update');
  if (!row) throw new ApiError(404, errorTexts.notFound);
  return row;
}

/**
 * PUT /v1/new-service/{id}: the whole service replaced, in one transaction with the prices of
 * its media not ordered yet; refused whole (422 naming each field, 409 when it changed since
 * `updated_at`), nothing changed. Ordered media keep their prices.
 */
export async function updateService(
  { db, now, vatPercent }: ManageDeps,
  id: number,
  input: ServiceUpdateInput,
): Promise<ManagedService> {
  return db.transaction(async (tx) => {
    const before = await lockService(tx, id);
    if (input.updated_at !== before.updatedAt.getTime())
      throw new ApiError(409, texts.changedSince);
    if (input.short_name !== before.shortName)
      throw new RequestValidationError([{ field: 'short_name', message: texts.codeFixed }]);
    const at = now();
    const [after] = await tx
      .update(services)
      .set({ ...columnsOf(input), updatedAt: at })
      .where(eq(services.id, id))
      .returning();
    await repriceUnorderedMedia(tx, toService(after!), vatPercent, at);
    return toManagedService(after!);
  });
}
