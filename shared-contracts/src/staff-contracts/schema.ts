import type { CamelCasedPropertiesDeep } from 'type-fest';
import { z } from 'zod';
import {
  DEVICES_MAX_LENGTH,
  POSTAL_ADDRESS_MAX_LENGTH,
  SIGNATURE_NAME_MAX_LENGTH,
} from '../common/limits.ts';
import { securityStatementKeys, staffContractsTexts, type SecurityStatementKey } from './texts.ts';
import { flag, freeText } from '../common/wire-schema.ts';

/** A tick that must be given: absent (an unticked box sends nothing) or false says what it takes. */
const ticked = (message: string) =>
  flag.default(false).refine((value) => value === true, { error: message });

const signatureName = freeText(SIGNATURE_NAME_MAX_LENGTH).pipe(z.string().min(1));

/**
 * When each of the user's documents was signed (ISO time, null while unsigned); null itself for
 * roles that sign none (everyone but typists and proofreaders).
 */
export const contractsStateSchema = z
  .object({
    consultancyAgreementSignedAt: z.string().nullable(),
    securityRequirementsSignedAt: z.string().nullable(),
  })
  .nullable();
export type ContractsState = z.output<typeof contractsStateSchema>;

/**
 * PUT /v1/user/consultancy-agreement/{id}: the consultant signs by typing their full name and
 * ticking "I agree"; their postal address goes into the agreement.
 */
export const consultancyAgreementSignSchema = z.object({
  full_name: signatureName,
  address: freeText(POSTAL_ADDRESS_MAX_LENGTH, { multiline: true }).pipe(z.string().min(1)),
  agree: ticked(staffContractsTexts.agreeRequired),
});
export type ConsultancyAgreementSign = CamelCasedPropertiesDeep<
  z.input<typeof consultancyAgreementSignSchema>
>;

export const consultancyAgreementSchema = z.object({
  fullName: z.string(),
  address: z.string(),
  signedAt: z.string(),
});
export type ConsultancyAgreement = z.output<typeof consultancyAgreementSchema>;

const statementTicks = Object.fromEntries(
  securityStatementKeys.map((key) => [key, ticked(staffContractsTexts.confirmRequired)]),
) as Record<SecurityStatementKey, ReturnType<typeof ticked>>;

/**
 * POST /v1/security-requirements: every statement ticked, the devices named, the declaration
 * ticked and the form signed with the full name.
 */
export const securityRequirementsSchema = z.object({
  ...statementTicks,
  devices: freeText(DEVICES_MAX_LENGTH).pipe(z.string().min(1)),
  declaration: ticked(staffContractsTexts.confirmRequired),
  full_name: signatureName,
});
export type SecurityRequirementsInput = CamelCasedPropertiesDeep<
  z.input<typeof securityRequirementsSchema>
>;

/** A submitted form: the statements as confirmed, the devices, the signature and its time. */
export const securityRequirementsSubmissionSchema = z.object({
  statements: z.array(z.enum(securityStatementKeys)),
  devices: z.string(),
  fullName: z.string(),
  signedAt: z.string(),
});
export type SecurityRequirementsSubmission = z.output<typeof securityRequirementsSubmissionSchema>;

/** GET /v1/security-requirements/get-own: the user's submission, or null before they submit. */
export const ownSecurityRequirementsSchema = z.object({
  submission: securityRequirementsSubmissionSchema.nullable(),
});
