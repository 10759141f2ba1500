import { asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { COMPANY_PAGE_SIZE } from '@portal/contracts/common/limits';
import { companyTexts } from '@portal/contracts/company/texts';
import type { BusinessAccountState, CompanyView } from '@portal/contracts/company/schema';
import type { Page } from '@portal/contracts/common/page-schema';
import type { Db } from '../../db/index.ts';
import { businessAccountRequests, companies, companyMembers, users } from '../../db/schema.ts';
import { ApiError, unprocessable } from '../../lib/http-errors.ts';
import type { UserRow } from '../user/service.ts';
import { companyIdOfMember } from '../../lib/company-membership.ts';
import { seconds } from '../../lib/time.ts';
import { addMember } from './membership.ts';
import { containing } from '../../lib/like.ts';

// `%` and `_` in a filter are meant literally.

const memberCount = sql<number>`(select count(*)::int from ${companyMembers} where ${companyMembers.companyId} = ${companies.id})`;

const ownerApplicationState = sql<BusinessAccountState | null>`(select ${businessAccountRequests.state} from ${businessAccountRequests} where ${businessAccountRequests.userId} = ${companies.ownerId} order by ${businessAccountRequests.createdAt} desc, ${businessAccountRequests.id} desc limit 1)`;

async function companyViews(
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset = 0,
  withStatus = false,
) {
  const rows = await db
    .select({
      company: companies,
      firstname: users.firstname,
      lastname: users.lastname,
      memberCount,
      status: ownerApplicationState,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ company, firstname, lastname, memberCount, status }): CompanyView => ({
    id: company.id,
    name: company.name,
    ownerId: company.ownerId,
    ownerName: `${firstname} ${lastname}`,
    address: company.address,
    vatNumber: company.vatNumber,
    phone: company.phone,
    memberCount,
    createdAt: seconds(company.createdAt),
    ...(withStatus && { businessAccountStatus: status ?? null }),
  }));
}

export async function companyView(db: Db, companyId: number): Promise<CompanyView> {
  const [view] = await companyViews(db, eq(companies.id, companyId), 1);
  if (!view) throw new ApiError(404, companyTexts.companyNotFound);
  return view;
}

export interface CompanyListQuery {
  page: number;
  pageSize: number;
  name?: string | undefined;
  withStatus?: boolean;
}

/** Every company, for admins and super admins, by name. */
export async function listCompanies(db: Db, query: CompanyListQuery): Promise<Page<CompanyView>> {
  const where = query.name ? ilike(companies.name, containing(query.name)) : undefined;
  const [total] = await db.select({ n: count() }).from(companies).where(where);
  const offset = (query.page - 1) * query.pageSize;
  const result = await companyViews(db, where, query.pageSize, offset, query.withStatus);
  return { result, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * Makes the client the owner of a new company and its first member; they are a business account
 * from then on. A client owns one company: if theirs was made meanwhile (two first requests at
 * once), that one is answered.
 */
export async function createCompany(
  db: Db,
  owner: Pick<UserRow, 'id'>,
  name: string,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name, ownerId: owner.id, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: companies.ownerId })
      .returning({ id: companies.id });
    if (!company) {
      const [owned] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.ownerId, owner.id));
      if (!owned) throw new Error('No company after a conflict on its owner');
      return owned.id;
    }
    if (!(await addMember(tx, company.id, owner.id, now)))
      throw unprocessable(companyTexts.alreadyInCompany);
    return company.id;
  });
}

/**
 * The company a client belongs to, if any. A business account flagged without a company (made
 * before companies existed) gets its own, named after its owner, on first use.
 */
export async function companyOfClient(db: Db, client: UserRow, now: Date): Promise<number | null> {
  const companyId = await companyIdOfMember(db, client.id);
  if (companyId !== undefined) return companyId;
  if (!client.isBusinessAccount) return null;
  return createCompany(db, client, `${client.firstname} ${client.lastname}`, now);
}

/** The client's own company as a one-item page (none: an empty page). */
export async function ownCompanyPage(
  db: Db,
  client: UserRow,
  now: Date,
): Promise<Page<CompanyView>> {
  const companyId = await companyOfClient(db, client, now);
  const result = companyId === null ? [] : [await companyView(db, companyId)];
  return { result, total: result.length, page: 1, pageSize: COMPANY_PAGE_SIZE };
}

export interface CompanyDetails {
  name: string;
  address?: string | null | undefined;
  vatNumber?: string | null | undefined;
  phone?: string | null | undefined;
}

/** An optional detail left out stays as it is; sent empty, it is cleared. */
const detail = <K extends string>(key: K, value: string | null | undefined) =>
  value === undefined ? {} : ({ [key]: value || null } as Record<K, string | null>);

/** Name, address, VAT number and phone. */
export async function updateCompany(
  db: Db,
  companyId: number,
  details: CompanyDetails,
  now: Date,
): Promise<CompanyView> {
  await db
    .update(companies)
    .set({
      name: details.name,
      ...detail('address', details.address),
      ...detail('vatNumber', details.vatNumber),
      ...detail('phone', details.phone),
      updatedAt: now,
    })
    .where(eq(companies.id, companyId));
  return companyView(db, companyId);
}
