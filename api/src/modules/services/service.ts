import { asc, eq, inArray } from 'drizzle-orm';
import { can, type PolicyActor } from '@portal/contracts/policy/policy';
import type { ServiceStatus } from '@portal/contracts/common/statuses';
import type { ManagedService } from '@portal/contracts/services/service-management-schema';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import type { Db } from '../../db/index.ts';
import { services } from '../../db/schema.ts';
import type { AccessClaims } from '../session/access-token.ts';

export type ServiceRow = typeof services.$inferSelect;

export const toService = (row: ServiceRow): TranscriptionService => ({
  id: row.id,
  name: row.name,
  shortName: row.shortName,
  description: row.description,
  status: row.status,
  streaming: row.streaming,
  turnaroundWarning: row.turnaroundWarning,
  meetingDetails: row.meetingDetails,
  basePrices: row.basePrices,
  turnaround: row.turnaround,
  speakers: row.speakers,
  timestamps: row.timestamps,
  priceCalculationElements: row.priceCalculationElements,
});

/** A service with what typists earn on it and its version: super admins' answer only. */
export const toManagedService = (row: ServiceRow): ManagedService => ({
  ...toService(row),
  typistGradeRates: row.typistGradeRates,
  notesTypistRates: row.notesTypistRates,
  updatedAt: row.updatedAt.getTime(),
});

/** Every service, or those in one status, by id. */
export async function listServices(
  db: Db,
  status?: ServiceStatus,
): Promise<TranscriptionService[]> {
  const rows = await db
    .select()
    .from(services)
    .where(status ? eq(services.status, status) : undefined)
    .orderBy(asc(services.id));
  return rows.map(toService);
}

export async function findService(db: Db, id: number): Promise<TranscriptionService | undefined> {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  return row && toService(row);
}

/** The services of these ids that exist, by id. */
export async function findServices(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, TranscriptionService>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(services)
    .where(inArray(services.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, toService(row)]));
}

/** A service a client can order now: known and active. */
export async function findActiveService(
  db: Db,
  id: number,
): Promise<TranscriptionService | undefined> {
  const service = await findService(db, id);
  return service?.status === 'active' ? service : undefined;
}

/** Inactive and deleted services are shown to admins and super admins only. */
const canSeeService = (service: Pick<ServiceRow, 'status'>, caller: PolicyActor): boolean =>
  service.status === 'active' || can(caller, 'service.readAll');

/**
 * One service as a caller may see it: an active one for anyone, an inactive or deleted one for
 * admins and super admins (after their second factor); a super admin, who manages the catalogue,
 * also reads what typists earn on it and its version. Others get undefined, the answer of a
 * service that does not exist: its existence is not leaked.
 */
export async function serviceForCaller(
  db: Db,
  id: number,
  caller: AccessClaims | null,
  ensureTwoFactor: (claims: AccessClaims) => Promise<void>,
): Promise<TranscriptionService | ManagedService | undefined> {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  if (!row || !canSeeService(row, caller)) return undefined;
  const manages = can(caller, 'service.manage');
  if ((row.status !== 'active' || manages) && caller) await ensureTwoFactor(caller);
  return manages ? toManagedService(row) : toService(row);
}
