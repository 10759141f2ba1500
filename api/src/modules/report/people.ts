import { and, eq, gt, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import type { ReportFormat } from '@portal/contracts/report/rules';
import { companies, users } from '../../db/schema.ts';
import { keysetBatches } from '../../lib/keyset-batches.ts';
import { containing } from '../../lib/like.ts';
import { tabularStream, type Column } from '../../lib/tabular-file.ts';
import type { ReportQuery } from './span.ts';

/** "First Last", as the portal's tables show a person. */
export const fullName = sql<string>`${users.firstname} || ' ' || ${users.lastname}`;

/**
 * The clients a client report keeps: the name and company contain the texts given (any case),
 * and the business account flag is the one asked. The company comes from `companies` joined
 * through the client's membership.
 */
export const clientFilter = (input: ReportQuery): SQL | undefined =>
  and(
    eq(users.role, Role.CLIENT),
    input.clientName ? ilike(fullName, containing(input.clientName)) : undefined,
    input.companyName ? ilike(companies.name, containing(input.companyName)) : undefined,
    input.isBusinessAccount === undefined
      ? undefined
      : eq(users.isBusinessAccount, input.isBusinessAccount),
  );

/** People of these roles in the statuses asked, and only those with a mobile number if asked. */
export const staffFilter = (
  roles: readonly Role[],
  input: Pick<ReportQuery, 'typistStatus' | 'mobileOnly'>,
): SQL | undefined =>
  and(
    inArray(users.role, [...roles]),
    input.typistStatus?.length ? inArray(users.status, input.typistStatus) : undefined,
    input.mobileOnly ? sql`btrim(${users.mobile}) <> ''` : undefined,
  );

/** The people past the last one of the batch before (all of them for the first batch). */
export const afterPerson = (after: number | undefined): SQL | undefined =>
  after === undefined ? undefined : gt(users.id, after);

/** A report of one line per person, read in id order a batch at a time. */
export const peopleFile = <Line extends { id: number }>(
  format: ReportFormat,
  columns: readonly Column<Line>[],
  batchAfter: (after: number | undefined, size: number) => Promise<Line[]>,
) =>
  tabularStream(
    format,
    columns,
    keysetBatches(batchAfter, (line) => line.id),
    { bom: true },
  );
