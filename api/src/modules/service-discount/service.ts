import { asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import { discountTexts as texts } from '@portal/contracts/promo-codes/texts';
import type { ApiFieldError } from '@portal/contracts/common/errors';
import type {
  ServiceDiscount,
  ServiceDiscountCreateInput,
  ServiceDiscountListInput,
  ServiceDiscountUpdateInput,
} from '@portal/contracts/promo-codes/schema';
import type { Db } from '../../db/index.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { companies, serviceDiscounts, services } from '../../db/schema.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import { containing } from '../../lib/like.ts';
import { seconds } from '../../lib/time.ts';

type DiscountRow = typeof serviceDiscounts.$inferSelect;
type ListQuery = DomainInput<ServiceDiscountListInput>;
type DiscountFields = DomainInput<ServiceDiscountCreateInput>;
type DiscountChanges = DomainInput<ServiceDiscountUpdateInput>;

const viewColumns = {
  row: serviceDiscounts,
  businessName: companies.name,
  serviceName: services.name,
};

const withNames = (db: Db) =>
  db
    .select(viewColumns)
    .from(serviceDiscounts)
    .innerJoin(companies, eq(companies.id, serviceDiscounts.companyId))
    .innerJoin(services, eq(services.id, serviceDiscounts.serviceId));

function toView({
  row,
  businessName,
  serviceName,
}: {
  row: DiscountRow;
  businessName: string;
  serviceName: string;
}): ServiceDiscount {
  return {
    id: row.id,
    companyId: row.companyId,
    businessName,
    serviceId: row.serviceId,
    serviceName,
    discount: row.discountPercent,
    currency: row.currency,
    additionalFeatures: row.additionalFeatures,
    createdAt: seconds(row.createdAt),
    updatedAt: seconds(row.updatedAt),
  };
}

/** GET /v1/service-discount/{id}. */
export async function getServiceDiscount(db: Db, id: number): Promise<ServiceDiscount> {
  const [found] = await withNames(db).where(eq(serviceDiscounts.id, id));
  if (!found) throw new ApiError(404, texts.discountNotFound);
  return toView(found);
}

/** GET /v1/service-discount: by business name, then service and currency. */
export async function listServiceDiscounts(db: Db, query: ListQuery) {
  const where: SQL | undefined = query.businessName
    ? ilike(companies.name, containing(query.businessName))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    withNames(db)
      .where(where)
      .orderBy(asc(companies.name), asc(services.name), asc(serviceDiscounts.currency))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(serviceDiscounts)
      .innerJoin(companies, eq(companies.id, serviceDiscounts.companyId))
      .where(where),
  ]);
  return {
    result: rows.map(toView),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

interface Target {
  companyId?: number;
  serviceId?: number;
}

/** The business and service named, when named: a company, and a service not deleted. */
async function targetErrors(db: Db, { companyId, serviceId }: Target): Promise<ApiFieldError[]> {
  const [company] =
    companyId === undefined
      ? [{}]
      : await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  const [service] =
    serviceId === undefined
      ? [{ status: 'active' }]
      : await db
          .select({ status: services.status })
          .from(services)
          .where(eq(services.id, serviceId));
  return [
    ...(company ? [] : [{ field: 'company_id', message: texts.unknownBusiness }]),
    ...(service && service.status !== 'deleted'
      ? []
      : [{ field: 'service_id', message: texts.unknownService }]),
  ];
}

async function refuseUnknown(db: Db, target: Target): Promise<void> {
  const errors = await targetErrors(db, target);
  if (errors.length > 0) throw new RequestValidationError(errors);
}

const taken = () => new ApiError(409, texts.discountTaken);

/** POST /v1/service-discount; one per business, service and currency (409 for a second). */
export async function createServiceDiscount(
  db: Db,
  input: DiscountFields,
  now: Date,
): Promise<ServiceDiscount> {
  await refuseUnknown(db, input);
  const [row] = await db
    .insert(serviceDiscounts)
    .values({
      companyId: input.companyId,
      serviceId: input.serviceId,
      discountPercent: input.discount,
      currency: input.currency,
      additionalFeatures: input.additionalFeatures,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw taken();
  return getServiceDiscount(db, row.id);
}

/** Whether a write broke the one-discount-per-business-service-and-currency rule. */
function isTaken(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'service_discounts_once';
}

/** PUT /v1/service-discount/{id}: changes what is given; refused whole, nothing changed. */
export async function updateServiceDiscount(
  db: Db,
  id: number,
  input: DiscountChanges,
  now: Date,
): Promise<ServiceDiscount> {
  await refuseUnknown(db, input);
  const updated = await db
    .update(serviceDiscounts)
    .set({
      companyId: input.companyId,
      serviceId: input.serviceId,
      discountPercent: input.discount,
      currency: input.currency,
      additionalFeatures: input.additionalFeatures,
      updatedAt: now,
    })
    .where(eq(serviceDiscounts.id, id))
    .returning({ id: serviceDiscounts.id })
    .catch((error: unknown) => {
      throw isTaken(error) ? taken() : error;
    });
  if (updated.length === 0) throw new ApiError(404, texts.discountNotFound);
  return getServiceDiscount(db, id);
}

/** DELETE /v1/service-discount/{id}: the business pays the full price from now on. */
export async function deleteServiceDiscount(db: Db, id: number): Promise<void> {
  const removed = await db
    .delete(serviceDiscounts)
    .where(eq(serviceDiscounts.id, id))
    .returning({ id: serviceDiscounts.id });
  if (removed.length === 0) throw new ApiError(404, texts.discountNotFound);
}
