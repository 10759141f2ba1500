import { eq } from 'drizzle-orm';
import { signsStaffContracts } from '@portal/contracts/staff-contracts/rules';
import type { ContractsState } from '@portal/contracts/staff-contracts/schema';
import type { Role } from '@portal/contracts/policy/roles';
import type { Db } from '../../db/index.ts';
import { consultancyAgreements, securityRequirements, users } from '../../db/schema.ts';

/**
 * When a typist or proofreader signed the consultancy agreement and the IT security form (null
 * while unsigned); null for roles that sign neither. Part of the profile, so the portal gates
 * without another call; the staff-contracts module writes these tables.
 */
export async function contractsState(
  db: Db,
  user: { id: number; role: Role },
): Promise<ContractsState> {
  if (!signsStaffContracts(user.role)) return null;
  const [row] = await db
    .select({
      agreement: consultancyAgreements.signedAt,
      security: securityRequirements.signedAt,
    })
    .from(users)
    .leftJoin(consultancyAgreements, eq(consultancyAgreements.userId, users.id))
    .leftJoin(securityRequirements, eq(securityRequirements.userId, users.id))
    .where(eq(users.id, user.id));
  return {
    consultancyAgreementSignedAt: row?.agreement?.toISOString() ?? null,
    securityRequirementsSignedAt: row?.security?.toISOString() ?? null,
  };
}
