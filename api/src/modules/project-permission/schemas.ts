import { z } from 'zod';
import { invitationKinds, invitationStates, projectPermissions } from '@portal/contracts/core';
import type {
  InvitationOutcome,
  InvitationReview,
  InvitationView,
  ProjectShare,
} from '@portal/contracts/core';

export const id = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id });
export const hashParams = z.object({ hash: z.string().max(200) });

export const permission = z.enum(projectPermissions);
const kind = z.enum(invitationKinds);
const unix = z.number().int();

/** A person invited by email; the check is the same for sharing and ownership transfer. */
export const invitedEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'Invalid email' }));

export const projectShareSchema = z
  .object({
    id: z.number(),
    projectId: z.number(),
    email: z.string(),
    permission,
    state: z.enum(invitationStates),
    userName: z.string().nullable(),
    createdAt: unix,
  })
  .meta({ id: 'ProjectShare' }) satisfies z.ZodType<ProjectShare>;

/** What any invitation shows its invited user: what it offers and who sent it. */
const invitationFields = {
  id: z.number(),
  kind,
  title: z.string(),
  from: z.string(),
  permission: permission.nullable(),
};

export const invitationViewSchema = z
  .object({
    ...invitationFields,
    createdAt: unix,
    expiresAt: unix,
  })
  .meta({ id: 'InvitationView' }) satisfies z.ZodType<InvitationView>;

export const invitationReviewSchema = z
  .object({
    ...invitationFields,
    projectId: z.number().nullable(),
    companyId: z.number().nullable(),
  })
  .meta({ id: 'InvitationReview' }) satisfies z.ZodType<InvitationReview>;

export const invitationOutcomeSchema = z
  .object({
    id: z.number(),
    kind,
    state: z.enum(invitationStates),
    projectId: z.number().nullable(),
    companyId: z.number().nullable(),
  })
  .meta({ id: 'InvitationOutcome' }) satisfies z.ZodType<InvitationOutcome>;
