import { z } from 'zod';
import { invitationStates } from '@portal/contracts/core';
import { PHONE_PATTERN } from '@portal/contracts/core';
import { pageOf } from '../project/schemas.ts';
import { COMPANY_PAGE_SIZE } from './service.ts';
import { MEMBER_PROJECTS_PAGE_SIZE } from './member-projects.ts';

/** Request and answer shapes of the company routes (the types are in @portal/contracts/library). */

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The token of a mail link: base64url, as the link carries it. */
export const hashParams = z.object({
  hash: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});

const pageQuery = (defaultSize: number) => ({
  page: z.coerce.number().int().positive().max(100_000).default(1),
  page_size: z.coerce.number().int().positive().max(100).default(defaultSize),
});

export const companyListQuery = z.object({
  ...pageQuery(COMPANY_PAGE_SIZE),
  name: z.string().trim().max(200).optional(),
});

export const memberProjectsQuery = z.object(pageQuery(MEMBER_PROJECTS_PAGE_SIZE));

/** Free text without < or > (client spec section 5). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !/[<>]/.test(value), { error: 'This symbol cannot be used here: < or >' });

const phone = z
  .string()
  .trim()
  .refine((value) => value === '' || PHONE_PATTERN.test(value), {
    error: "Doesn't conform to pattern",
  });

const companyName = text(200).pipe(z.string().min(1));

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Invalid email' }).max(254));

export const companyUpdateBody = z.object({
  name: companyName,
  address: text(500).optional(),
  vat_number: text(50).optional(),
  phone: phone.optional(),
});

export const inviteBody = z.object({ email });

export const revokeMembershipBody = z.object({
  user_id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const businessAccountRequestBody = z.object({
  company_name: companyName,
  address: text(500).optional(),
  vat_number: text(50).optional(),
  phone: phone.optional(),
  message: text(2000).optional(),
});

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
  })
  .meta({ id: 'Company' });

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

export const companyReviewSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  from: z.string(),
});

export const businessAccountRequestSchema = z.object({
  id: z.number(),
  companyName: z.string(),
  state: z.enum(['pending', 'approved', 'rejected']),
  createdAt: unixSeconds,
});
