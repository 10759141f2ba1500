import { z } from 'zod';
import { errorTexts } from '../common/errors.ts';
import {
  PO_NUMBER_MAX_LENGTH,
  PROJECT_MEDIA_PAGE_SIZE,
  PROJECT_PAGE_SIZE,
  PROJECT_TITLE_MAX_LENGTH,
  projectSortKeys,
} from '../common/limits.ts';
import { projectAccesses } from './access.ts';
import { mediaStatuses, projectStatuses, type MediaStatus } from '../common/statuses.ts';
import { additionalChargeSchema } from '../ad-hoc-charge/schema.ts';
import { mediaInfoSchema } from '../media/schema.ts';
import { idSchema } from '../common/wire-schema.ts';
import { listOf, pageOf, pageQuery } from '../common/page-schema.ts';
import { flag, freeText, lineText } from '../common/wire-schema.ts';
import { unixTime } from '../common/dates-schema.ts';

/** The ways of reaching a project a list can be limited to (types_allowed[]). */
export const projectTypesAllowed = ['owner', 'full', 'read', 'write'] as const;
export type ProjectTypeAllowed = (typeof projectTypesAllowed)[number];

const contains = lineText(255).optional();

/** GET /v1/project. */
export const projectListQuerySchema = z.object({
  ...pageQuery(PROJECT_PAGE_SIZE),
  status: listOf(z.enum(projectStatuses)).optional(),
  types_allowed: listOf(z.enum(projectTypesAllowed)).optional(),
  /** Only projects holding a live note-taking session (the live-note library); else every one. */
  live: flag.optional(),
  title: contains,
  short_id: contains,
  owner_name: contains,
  company: contains,
  sort: z.enum(projectSortKeys).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ProjectListInput = z.output<typeof projectListQuerySchema>;

/** The media statuses a project's media list shows unless asked otherwise (client spec 4). */
export const defaultMediaStatuses: readonly MediaStatus[] = [
  'ordered',
  'assigned',
  'done',
  'returned',
];

/** GET /v1/project/media/{id}. */
export const projectMediaQuerySchema = z.object({
  ...pageQuery(PROJECT_MEDIA_PAGE_SIZE),
  status: listOf(z.enum(mediaStatuses))
    .optional()
    .transform((value) => value ?? [...defaultMediaStatuses]),
});
export type ProjectMediaInput = z.output<typeof projectMediaQuerySchema>;

/** Unix seconds; an empty value clears the date. */
const moment = z.union([z.literal('').transform(() => null), unixTime]);
const title = freeText(PROJECT_TITLE_MAX_LENGTH).pipe(
  z.string().min(1, { error: errorTexts.required }),
);

const detailFields = {
  deadline: moment.nullable().optional(),
  media_due: moment.nullable().optional(),
  po_number: freeText(PO_NUMBER_MAX_LENGTH)
    .transform((value) => value || null)
    .nullable()
    .optional(),
  duplicate_on_completion: flag.optional(),
};

/** POST /v1/project/create: admins name the client (user_id) the project is made for. */
export const createProjectSchema = z.object({
  title,
  ...detailFields,
  user_id: idSchema.optional(),
});
export type CreateProjectInput = z.output<typeof createProjectSchema>;

/** PUT /v1/project/{id}: the details; the owner changes only by a transfer. */
export const updateProjectSchema = z.object({ title: title.optional(), ...detailFields });
export type UpdateProjectInput = z.output<typeof updateProjectSchema>;

/** POST /v1/project/copy/{id}: the copy's title, and any detail to change on the way. */
export const copyProjectSchema = z.object({ title, ...detailFields });
export type CopyProjectInput = z.output<typeof copyProjectSchema>;

/** PUT /v1/project/assign/{id}: the caller's media to move into the project. */
export const assignMediaSchema = z.object({ media_list: z.array(idSchema).min(1).max(100) });

export const projectViewSchema = z
  .object({
    id: z.number().int(),
    shortId: z.string(),
    title: z.string(),
    status: z.enum(projectStatuses),
    ownerId: z.number().int(),
    ownerName: z.string(),
    company: z.string().nullable(),
    /** Unix seconds. */
    deadline: z.number().int().nullable(),
    mediaDue: z.number().int().nullable(),
    poNumber: z.string().nullable(),
    duplicateOnCompletion: z.boolean(),
    createdAt: z.number().int(),
    /** Media the project's media list shows by default. */
    mediaCount: z.number().int(),
    /** How the caller reaches the project. */
    access: z.enum(projectAccesses),
    /** Its client ad-hoc charges, on its cost breakdown: in GET /v1/project/{id} only. */
    additionalCharges: z.array(additionalChargeSchema).optional(),
  })
  .meta({ id: 'Project' });
export type ProjectView = z.output<typeof projectViewSchema>;

export const projectPageSchema = pageOf(projectViewSchema);

/**
 * A media as a project's media list shows it. A live note-taking session carries its meeting's
 * start, end and link to those who read its booking (its client, admins); null otherwise, and
 * for uploads.
 */
export const projectMediaSchema = mediaInfoSchema
  .extend({
    liveSession: z
      .object({
        /** Unix seconds. */
        meetingDate: z.number().int(),
        meetingEnd: z.number().int(),
        meetingLink: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'ProjectMedia' });
/** Its projectId is null while it is in the caller's cart. */
export type ProjectMediaView = z.output<typeof projectMediaSchema>;

export const projectMediaPageSchema = pageOf(projectMediaSchema);
