import { z } from 'zod';
import { mediaStatuses, projectStatuses, type MediaStatus } from '@portal/contracts/core';
import {
  MAX_PAGE_SIZE,
  PROJECT_MEDIA_PAGE_SIZE,
  PROJECT_PAGE_SIZE,
  projectAccesses,
  projectSortKeys,
  type Page,
  type ProjectTypeAllowed,
  type ProjectView,
} from '@portal/contracts/core';
import { flag, freeText, idSchema, mediaSchema } from '@portal/contracts/core';

const typesAllowed = ['owner', 'full', 'read', 'write'] as const satisfies ProjectTypeAllowed[];

/** A bracket list (`status[]=a&status[]=b`), or one value sent plainly. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(item).max(20));

const pageFields = (defaultSize: number) => ({
  page: z.coerce.number().int().positive().max(100_000).default(1),
  page_size: z.coerce.number().int().positive().max(MAX_PAGE_SIZE).default(defaultSize),
});

const contains = z.string().trim().max(255).optional();

/** GET /v1/project, as the portal encodes ProjectListQuery (snake_case names). */
export const projectListQuerySchema = z.object({
  ...pageFields(PROJECT_PAGE_SIZE),
  status: listOf(z.enum(projectStatuses)).optional(),
  types_allowed: listOf(z.enum(typesAllowed)).optional(),
  title: contains,
  short_id: contains,
  owner_name: contains,
  company: contains,
  sort: z.enum(projectSortKeys).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ProjectListInput = z.infer<typeof projectListQuerySchema>;

/** The media statuses a project's media list shows unless asked otherwise (client spec 4). */
export const defaultMediaStatuses: readonly MediaStatus[] = [
  'ordered',
  'assigned',
  'done',
  'returned',
];

/** GET /v1/project/media/{id}. */
export const projectMediaQuerySchema = z.object({
  ...pageFields(PROJECT_MEDIA_PAGE_SIZE),
  status: listOf(z.enum(mediaStatuses))
    .optional()
    .transform((value) => value ?? [...defaultMediaStatuses]),
});
export type ProjectMediaInput = z.infer<typeof projectMediaQuerySchema>;

export const projectIdParamsSchema = z.object({ id: idSchema });

/** Unix seconds; an empty value clears the date. */
const moment = z.union([z.literal('').transform(() => null), z.coerce.number().int().min(0)]);
const title = freeText(255).pipe(z.string().min(1, { error: 'Required' }));

const detailFields = {
  deadline: moment.nullable().optional(),
  media_due: moment.nullable().optional(),
  po_number: freeText(100)
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
export type CreateProjectInput = z.infer<typeof createProjectSchema>;

/** PUT /v1/project/{id}: the details; the owner changes only by a transfer. */
export const updateProjectSchema = z.object({ title: title.optional(), ...detailFields });
export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;

/** POST /v1/project/copy/{id}: the copy's title, and any detail to change on the way. */
export const copyProjectSchema = z.object({ title, ...detailFields });
export type CopyProjectInput = z.infer<typeof copyProjectSchema>;

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
    deadline: z.number().int().nullable(),
    mediaDue: z.number().int().nullable(),
    poNumber: z.string().nullable(),
    duplicateOnCompletion: z.boolean(),
    createdAt: z.number().int(),
    /** Media the project's media list shows by default. */
    mediaCount: z.number().int(),
    /** How the caller reaches the project. */
    access: z.enum(projectAccesses),
  })
  .meta({ id: 'Project' }) satisfies z.ZodType<ProjectView>;

/** A page of a list as the API answers it: the items, the total before paging, where it is. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    result: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const projectPageSchema = pageOf(projectViewSchema) satisfies z.ZodType<Page<ProjectView>>;

/**
 * A media with what the library's media info shows besides it. Without its meeting details
 * (attendees' names among them): only the owner's checkout needs them, and anyone the project
 * is shared with, upload-only sharers too, reads this.
 */
export const mediaInfoSchema = mediaSchema
  .omit({ extraFields: true })
  .extend({ serviceName: z.string().nullable(), hasTranscript: z.boolean(), hasNotes: z.boolean() })
  .meta({ id: 'MediaInfo' });
export type MediaInfo = z.infer<typeof mediaInfoSchema>;

export const projectMediaPageSchema = pageOf(mediaInfoSchema);
