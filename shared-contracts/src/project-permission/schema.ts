import { z } from 'zod';
import { INVITATIONS_PAGE_SIZE } from '../common/limits.ts';
import { invitationKinds, projectPermissions, type InvitationKind } from '../common/statuses.ts';
import { invitationStates } from '../transcript/rules.ts';
import { emailField, idSchema } from '../common/wire-schema.ts';
import { pageQuery } from '../common/page-schema.ts';

export const permissionSchema = z.enum(projectPermissions);
const kind = z.enum(invitationKinds);
const unix = z.number().int();

/** GET /v1/project-permission. */
export const projectSharesQuerySchema = z.object({ project_id: idSchema });

/** POST /v1/project-permission. */
export const shareProjectSchema = z.object({
  project_id: idSchema,
  email: emailField,
  permission: permissionSchema,
});

/** PUT /v1/project-permission/{id}. */
export const changeShareSchema = z.object({ permission: permissionSchema });

/** POST /v1/project/transfer-ownership/{id}. */
export const transferOwnershipSchema = z.object({ email: emailField });

/** One person a project is shared with, or invited to it (client spec section 3, Share). */
export const projectShareSchema = z
  .object({
    id: z.number(),
    projectId: z.number(),
    email: z.string(),
    permission: permissionSchema,
    state: z.enum(invitationStates),
    /** The account's name once the invitation is accepted. */
    userName: z.string().nullable(),
    createdAt: unix,
  })
  .meta({ id: 'ProjectShare' });
export type ProjectShare = z.output<typeof projectShareSchema>;

/** What any invitation shows its invited user: what it offers and who sent it. */
const invitationFields = {
  id: z.number(),
  kind,
  /** The project title, or the company name for a business invitation. */
  title: z.string(),
  /** The inviter's name. */
  from: z.string(),
  permission: permissionSchema.nullable(),
};

/** A pending invitation of the signed-in user, as listed on /v3/pending-invitations. */
export const invitationViewSchema = z
  .object({
    ...invitationFields,
    createdAt: unix,
    expiresAt: unix,
  })
  .meta({ id: 'InvitationView' });
export type InvitationView = z.output<typeof invitationViewSchema>;

/** What an invitation link offers, shown before the invited user accepts or declines. */
export const invitationReviewSchema = z
  .object({
    ...invitationFields,
    projectId: z.number().nullable(),
    companyId: z.number().nullable(),
  })
  .meta({ id: 'InvitationReview' });
export type InvitationReview = z.output<typeof invitationReviewSchema>;

/** The answer to accepting or declining: where the accepted project or company is. */
export const invitationOutcomeSchema = z
  .object({
    id: z.number(),
    kind,
    state: z.enum(invitationStates),
    projectId: z.number().nullable(),
    companyId: z.number().nullable(),
  })
  .meta({ id: 'InvitationOutcome' });
export type InvitationOutcome = z.output<typeof invitationOutcomeSchema>;

/** GET /v1/activator: the signed-in user's pending invitations (client spec section 9). */
export const invitationListQuerySchema = z.object(pageQuery(INVITATIONS_PAGE_SIZE));

/** The kinds a pending list holds (a permission update is not an invitation of its own). */
export const listedInvitationKinds = [
  'project access invitation',
  'project owner invitation',
  'business invitation',
] as const satisfies readonly InvitationKind[];
export type ListedInvitationKind = (typeof listedInvitationKinds)[number];

/** An invitation on the pending list: one of the kinds it holds. */
export const listedInvitationSchema = invitationViewSchema.extend({
  kind: z.enum(listedInvitationKinds),
});
export type ListedInvitationView = z.output<typeof listedInvitationSchema>;

export const invitationPageSchema = z.object({
  result: z.array(listedInvitationSchema),
  total: z.number().int(),
});
export type InvitationPage = z.output<typeof invitationPageSchema>;

/** PUT /v1/activator/{accept,decline}/{id}: the listed invitation's kind. */
export const listedInvitationQuerySchema = z.object({ kind: z.enum(listedInvitationKinds) });
