import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { can } from '@portal/contracts/policy/policy';
import {
  securityStatementKeys,
  staffContractsTexts as texts,
} from '@portal/contracts/staff-contracts/texts';
import { signsStaffContracts } from '@portal/contracts/staff-contracts/rules';
import type {
  ConsultancyAgreement,
  SecurityRequirementsSubmission,
  consultancyAgreementSignSchema,
  securityRequirementsSchema,
} from '@portal/contracts/staff-contracts/schema';
import type { Db } from '../../db/index.ts';
import { consultancyAgreements, securityRequirements } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { ApiError, unprocessable } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { findUserById } from '../user/service.ts';
import { agreementPdf } from './agreement-pdf.ts';

type AgreementRow = typeof consultancyAgreements.$inferSelect;
type SecurityRow = typeof securityRequirements.$inferSelect;
export type AgreementSignature = DomainInput<z.output<typeof consultancyAgreementSignSchema>>;
export type SecurityForm = DomainInput<z.output<typeof securityRequirementsSchema>>;

const agreementNotFound = () => new ApiError(404, texts.agreementNotFound);

/** Only typists and proofreaders have documents to sign. */
function ensureSigner(actor: Actor): void {
  if (!signsStaffContracts(actor.role)) throw new ApiError(403, texts.staffOnly);
}

const agreementView = (row: AgreementRow): ConsultancyAgreement => ({
  fullName: row.fullName,
  address: row.address,
  signedAt: row.signedAt.toISOString(),
});

const securityView = (row: SecurityRow): SecurityRequirementsSubmission => ({
  statements: row.statements,
  devices: row.devices,
  fullName: row.fullName,
  signedAt: row.signedAt.toISOString(),
});

/**
 * The consultancy agreement of user `userId` as a PDF, signed or not: for the user themself,
 * or an admin or super admin. To anyone else, and for users who sign none, it does not exist.
 */
export async function consultancyAgreementPdf(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'site'>,
  actor: Actor,
  userId: number,
): Promise<Buffer> {
  if (actor.userId !== userId && !can(actor, 'staffContract.readAnyones'))
    throw agreementNotFound();
  const user = await findUserById(deps.db, userId);
  if (!user || !signsStaffContracts(user.role)) throw agreementNotFound();
  const [signature] = await deps.db
    .select()
    .from(consultancyAgreements)
    .where(eq(consultancyAgreements.userId, userId));
  return agreementPdf({
    consultant: { name: `${user.firstname} ${user.lastname}`, email: user.email },
    siteUrl: deps.site.url,
    signature: signature ?? null,
    now: deps.now(),
  });
}

/**
 * The typist or proofreader signs their own agreement, once: an admin may read it but never
 * sign it for them.
 */
export async function signConsultancyAgreement(
  db: Db,
  actor: Actor,
  userId: number,
  input: AgreementSignature,
  now: Date,
): Promise<ConsultancyAgreement> {
  if (actor.userId !== userId) {
    if (can(actor, 'staffContract.readAnyones')) throw new ApiError(403, texts.onlyOwnSignature);
    throw agreementNotFound();
  }
  ensureSigner(actor);
  const [row] = await db
    .insert(consultancyAgreements)
    .values({ userId, fullName: input.fullName, address: input.address, signedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw unprocessable(texts.agreementAlreadySigned);
  return agreementView(row);
}

/** The caller's IT security form, or null before they submit it. */
export async function ownSecurityRequirements(
  db: Db,
  actor: Actor,
): Promise<{ submission: SecurityRequirementsSubmission | null }> {
  ensureSigner(actor);
  const [row] = await db
    .select()
    .from(securityRequirements)
    .where(eq(securityRequirements.userId, actor.userId));
  return { submission: row ? securityView(row) : null };
}

/** The caller submits the form, once; the schema has held every statement to being ticked. */
export async function submitSecurityRequirements(
  db: Db,
  actor: Actor,
  input: SecurityForm,
  now: Date,
): Promise<SecurityRequirementsSubmission> {
  ensureSigner(actor);
  const [row] = await db
    .insert(securityRequirements)
    .values({
      userId: actor.userId,
      statements: [...securityStatementKeys],
      devices: input.devices,
      fullName: input.fullName,
      signedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw unprocessable(texts.securityAlreadySigned);
  return securityView(row);
}

export interface PresetSignatures {
  fullName: string;
  address: string;
  devices: string;
}

/**
 * Both documents signed for a user whose paperwork is done outside the portal (the demo typist
 * and proofreader, e2e accounts); a signature already there is kept.
 */
export async function recordSignedContracts(
  db: Db,
  userId: number,
  signatures: PresetSignatures,
  now: Date,
): Promise<void> {
  const { fullName, address, devices } = signatures;
  await db
    .insert(consultancyAgreements)
    .values({ userId, fullName, address, signedAt: now })
    .onConflictDoNothing();
  await db
    .insert(securityRequirements)
    .values({ userId, statements: [...securityStatementKeys], devices, fullName, signedAt: now })
    .onConflictDoNothing();
}
