import type { CamelCasedPropertiesDeep } from 'type-fest';
import { z } from 'zod';
import {
  BUSINESS_REQUEST_MESSAGE_MAX_LENGTH,
  COMPANY_ADDRESS_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_PAGE_SIZE,
  MEMBER_PROJECTS_PAGE_SIZE,
  VAT_NUMBER_MAX_LENGTH,
} from '../common/limits.ts';
import { invitationStates } from '../transcript/rules.ts';
import { emailField, freeText, idSchema, lineText, phoneField } from '../common/wire-schema.ts';
import { pageOf, pageQuery } from '../common/page-schema.ts';

/** Where a client's application for a business account stands. */
export const businessAccountStates = ['pending', 'approved', 'rejected'] as const;
export type BusinessAccountState = (typeof businessAccountStates)[number];

/** GET /v1/company (admins' list). */
export const companyListQuerySchema = z.object({
  ...pageQuery(COMPANY_PAGE_SIZE),
  name: lineText(COMPANY_NAME_MAX_LENGTH).optional(),
  /** Staff spec section 9: each company with its owner's business account status. */
  expand: z.enum(['business_account_status']).optional(),
});

/** GET /v1/company/member-projects/{id}. */
export const memberProjectsQuerySchema = z.object(pageQuery(MEMBER_PROJECTS_PAGE_SIZE));

const companyName = freeText(COMPANY_NAME_MAX_LENGTH).pipe(z.string().min(1));
const address = freeText(COMPANY_ADDRESS_MAX_LENGTH, { multiline: true }).optional();
const vatNumber = freeText(VAT_NUMBER_MAX_LENGTH).optional();

/** PUT /v1/company/{id}. */
export const companyUpdateSchema = z.object({
  name: companyName,
  address,
  vat_number: vatNumber,
  phone: phoneField.optional(),
});

/** POST /v1/company/invite/{id}. */
export const companyInviteSchema = z.object({
  email: emailField,
});

/** PUT /v1/company/revoke-membership/{id}. */
export const revokeMembershipSchema = z.object({ user_id: idSchema });

/** POST /v1/company/business-account-request. */
export const businessAccountRequestInputSchema = z.object({
  company_name: companyName,
  address,
  vat_number: vatNumber,
  phone: phoneField.optional(),
  message: freeText(BUSINESS_REQUEST_MESSAGE_MAX_LENGTH, { multiline: true }).optional(),
});
/** A client's application as the portal sends it (camelCase; the wire's snake_case above). */
export type BusinessAccountRequestInput = CamelCasedPropertiesDeep<
  z.input<typeof businessAccountRequestInputSchema>
>;

const unixSeconds = z.number().int();

export const companyViewSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    ownerId: z.number(),
    ownerName: z.string(),
    address: z.string().nullable(),
    vatNumber: z.string().nullable(),
    phone: z.string().nullable(),
    memberCount: z.number(),
    createdAt: unixSeconds,
    /**
     * With expand=business_account_status: the state of its owner's latest application for a
     * business account; null when the company was made without one.
     */
    businessAccountStatus: z.enum(businessAccountStates).nullable().optional(),
  })
  .meta({ id: 'Company' });
export type CompanyView = z.output<typeof companyViewSchema>;

export const companyPageSchema = pageOf(companyViewSchema);

export const companyInvitationSchema = z
  .object({
    id: z.number(),
    email: z.string(),
    state: z.enum(invitationStates),
    createdAt: unixSeconds,
    expiresAt: unixSeconds,
  })
  .meta({ id: 'CompanyInvitation' });
export type CompanyInvitationView = z.output<typeof companyInvitationSchema>;

export const companyMembersSchema = z.object({
  members: z.array(
    z.object({
      userId: z.number(),
      name: z.string(),
      email: z.string(),
      joinedAt: unixSeconds,
      isOwner: z.boolean(),
    }),
  ),
  invitations: z.array(companyInvitationSchema),
});
export type CompanyMembers = z.output<typeof companyMembersSchema>;

/** What a company invitation link offers. */
export const companyReviewSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  from: z.string(),
});
export type CompanyReview = z.output<typeof companyReviewSchema>;

export const businessAccountRequestSchema = z.object({
  id: z.number(),
  companyName: z.string(),
  state: z.enum(businessAccountStates),
  createdAt: unixSeconds,
});
export type BusinessAccountRequestView = z.output<typeof businessAccountRequestSchema>;

/** GET /v1/company/business-account-request (admins): the applications in one state. */
export const businessAccountRequestListQuerySchema = z.object({
  ...pageQuery(COMPANY_PAGE_SIZE),
  state: z.enum(businessAccountStates).default('pending'),
});

/** PUT /v1/company/business-account-request/{id} (admins): the decision. */
export const businessAccountDecisionSchema = z.object({
  state: z.enum(['approved', 'rejected']),
});

/** An application as admins review it: who applied and the details they gave. */
export const businessAccountApplicationSchema = businessAccountRequestSchema
  .extend({
    userId: z.number(),
    applicantName: z.string(),
    applicantEmail: z.string(),
    address: z.string().nullable(),
    vatNumber: z.string().nullable(),
    phone: z.string().nullable(),
    message: z.string().nullable(),
  })
  .meta({ id: 'BusinessAccountApplication' });
export type BusinessAccountApplication = z.output<typeof businessAccountApplicationSchema>;

export const businessAccountApplicationPageSchema = pageOf(businessAccountApplicationSchema);
