import { count, desc, eq } from 'drizzle-orm';
import { companyTexts } from '@portal/contracts/company/texts';
import { mailTexts } from '@portal/contracts/mail/texts';
import type {
  BusinessAccountApplication,
  BusinessAccountState,
} from '@portal/contracts/company/schema';
import type { Page } from '@portal/contracts/common/page-schema';
import type { Db } from '../../db/index.ts';
import { businessAccountRequests, companies, users } from '../../db/schema.ts';
import { companyIdOfMember } from '../../lib/company-membership.ts';
import { ApiError, unprocessable } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { seconds } from '../../lib/time.ts';
import { enqueueMail } from '../mail/mail-task.ts';
import { createCompany } from './service.ts';

type RequestRow = typeof businessAccountRequests.$inferSelect;
type Applicant = Pick<typeof users.$inferSelect, 'firstname' | 'lastname' | 'email'>;

const applicationOf = (row: RequestRow, applicant: Applicant): BusinessAccountApplication => ({
  id: row.id,
  companyName: row.companyName,
  state: row.state,
  createdAt: seconds(row.createdAt),
  userId: row.userId,
  applicantName: `${applicant.firstname} ${applicant.lastname}`,
  applicantEmail: applicant.email,
  address: row.details.address ?? null,
  vatNumber: row.details.vatNumber ?? null,
  phone: row.details.phone ?? null,
  message: row.details.message ?? null,
});

const applicantColumns = {
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
};

/** The applications in one state, newest first, for admins to decide. */
export async function listApplications(
  db: Db,
  query: { state: BusinessAccountState; page: number; pageSize: number },
): Promise<Page<BusinessAccountApplication>> {
  const where = eq(businessAccountRequests.state, query.state);
  const [total] = await db.select({ n: count() }).from(businessAccountRequests).where(where);
  const rows = await db
    .select({ request: businessAccountRequests, ...applicantColumns })
    .from(businessAccountRequests)
    .innerJoin(users, eq(users.id, businessAccountRequests.userId))
    .where(where)
    .orderBy(desc(businessAccountRequests.createdAt), desc(businessAccountRequests.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    result: rows.map(({ request, ...applicant }) => applicationOf(request, applicant)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

type DecisionDeps = Pick<ServiceDeps, 'db' | 'now' | 'portalUrl'>;

/**
 * An admin's decision on a pending application, mailed to the client. Approved, the client owns
 * a new company with the details they gave and is a business account from then on. The row is
 * locked, so two admins deciding at once cannot both act; the mail is sent only if it commits.
 */
export async function decideApplication(
  deps: DecisionDeps,
  requestId: number,
  state: 'approved' | 'rejected',
): Promise<BusinessAccountApplication> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ request: businessAccountRequests, ...applicantColumns })
      .from(businessAccountRequests)
      .innerJoin(users, eq(users.id, businessAccountRequests.userId))
      .where(eq(businessAccountRequests.id, requestId))
      .for('update', { of: businessAccountRequests });
    if (!found) throw new ApiError(404, companyTexts.applicationNotFound);
    const { request, ...applicant } = found;
    if (request.state !== 'pending') throw unprocessable(companyTexts.applicationDecided, 'state');
    if (state === 'approved') await openBusinessAccount(tx, request, now);
    const [decided] = await tx
      .update(businessAccountRequests)
      .set({ state })
      .where(eq(businessAccountRequests.id, requestId))
      .returning();
    if (!decided) throw new Error('The application went missing under its lock');
    await enqueueMail(tx, decisionMail(deps.portalUrl, decided, applicant));
    return applicationOf(decided, applicant);
  });
}

async function openBusinessAccount(tx: Db, request: RequestRow, now: Date): Promise<void> {
  if ((await companyIdOfMember(tx, request.userId)) !== undefined)
    throw unprocessable(companyTexts.applicantHasCompany, 'state');
  const companyId = await createCompany(tx, { id: request.userId }, request.companyName, now);
  const { address, vatNumber, phone } = request.details;
  await tx
    .update(companies)
    .set({
      address: address ?? null,
      vatNumber: vatNumber ?? null,
      phone: phone ?? null,
      updatedAt: now,
    })
    .where(eq(companies.id, companyId));
  await tx
    .update(users)
    .set({ isBusinessAccount: true, updatedAt: now })
    .where(eq(users.id, request.userId));
}

function decisionMail(portalUrl: string, request: RequestRow, applicant: Applicant) {
  if (request.state === 'approved') {
    const { subject, text } = mailTexts.businessAccountApproved;
    const link = `${portalUrl}/v3/business-account`;
    return {
      to: applicant.email,
      subject,
      text: text(applicant.firstname, request.companyName, link),
    };
  }
  const { subject, text } = mailTexts.businessAccountRejected;
  return { to: applicant.email, subject, text: text(applicant.firstname, request.companyName) };
}
