import { and, eq } from 'drizzle-orm';
import { can } from '@portal/contracts/policy/policy';
import { companyTexts } from '@portal/contracts/company/texts';
import { errorTexts } from '@portal/contracts/common/errors';
import type { Db } from '../../db/index.ts';
import { companies, companyMembers } from '../../db/schema.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { Actor } from '../../lib/caller.ts';

/**
 * How a user reaches a company: admins and super admins reach every company; a client owns it or
 * is a member. Nobody else reaches it.
 */
export type CompanyRelation = 'staff' | 'owner' | 'member';

/** The actor's relation to a company, or null when they have none or it does not exist. */
export async function companyRelation(
  db: Db,
  actor: Actor,
  companyId: number,
): Promise<CompanyRelation | null> {
  const [company] = await db
    .select({ ownerId: companies.ownerId })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return null;
  if (can(actor, 'company.reachAny')) return 'staff';
  // Other staff own no company and are no member of one.
  if (!can(actor, 'company.use')) return null;
  if (company.ownerId === actor.userId) return 'owner';
  const [member] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, actor.userId)));
  return member ? 'member' : null;
}

/** Members read the company and its members; its owner and staff also change them. */
export type CompanyNeed = 'read' | 'manage';

/**
 * Lets the actor through or refuses: 404 to whoever does not reach the company (a client never
 * learns another company exists), 403 to a member asking to manage the company they know. A route
 * reaching the company through something else (an invitation, a member) names that in `notFound`.
 */
export async function requireCompany(
  db: Db,
  actor: Actor,
  companyId: number,
  need: CompanyNeed,
  notFound: string = companyTexts.companyNotFound,
): Promise<CompanyRelation> {
  const relation = await companyRelation(db, actor, companyId);
  if (relation === null) throw new ApiError(404, notFound);
  if (need === 'manage' && relation === 'member') throw new ApiError(403, errorTexts.unauthorized);
  return relation;
}
