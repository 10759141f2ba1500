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
import type { DomainInput } from '../../lib/domain-input.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { repriceUnorderedMedia } from './reprice.ts';
import { toManagedService, toService, type ServiceRow } from './service.ts';

type ManageDeps = Pick<ServiceDeps, 'db' | 'now' | 'vatPercent'>;
/** A service as the super admin's form gives it. */
type ServiceDefinition = DomainInput<ServiceInput>;

// Creations take this lock, so two super admins cannot both give a new service one code.
const SERVICE_CODE_LOCK = 7_246_018;

const toAdjustment = (
  adjustment: ServiceDefinition['turnaround'][number]['adjustment'],
): PriceAdjustment =>
  adjustment.type === 'percent'
    ? { percent: adjustment.percent }
    : { perMinute: adjustment.perMinute };

const toOptionMap = (rows: ServiceDefinition['speakers']): ServiceOptionMap =>
  Object.fromEntries(
    rows.map((row, position) => [
      row.value,
      { label: row.label, status: row.status, position, adjustment: toAdjustment(row.adjustment) },
    ]),
  );

const toModifiers = (rows: ServiceDefinition['priceCalculationElements']) =>
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

const toGradeRates = (rows: ServiceDefinition['typistGradeRates']): GradeRates =>
  Object.fromEntries(
    rows.flatMap((row) => (row.rate === undefined ? [] : [[String(row.grade), row.rate]])),
  );

/** The stored columns of a service as the body gives it. */
const columnsOf = (input: ServiceDefinition) => ({
  name: input.name,
  shortName: input.shortName,
  description: input.description,
  status: input.status,
  streaming: input.streaming,
  turnaroundWarning: input.turnaroundWarning,
  meetingDetails: input.meetingDetails,
  basePrices: input.basePrices,
  turnaround: toOptionMap(input.turnaround),
  speakers: toOptionMap(input.speakers),
  timestamps: toOptionMap(input.timestamps),
  priceCalculationElements: toModifiers(input.priceCalculationElements),
  typistGradeRates: toGradeRates(input.typistGradeRates),
  notesTypistRates: toGradeRates(input.notesTypistRates),
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
  input: ServiceDefinition,
): Promise<ManagedService> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SERVICE_CODE_LOCK})`);
    await refuseTakenCode(tx, input.shortName);
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
  input: DomainInput<ServiceUpdateInput>,
): Promise<ManagedService> {
  return db.transaction(async (tx) => {
    const before = await lockService(tx, id);
    if (input.updatedAt !== before.updatedAt.getTime()) throw new ApiError(409, texts.changedSince);
    if (input.shortName !== before.shortName)
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
