import { z } from 'zod';
import { serviceOptionsInputSchema } from '../services/schema.ts';
import { currencySchema } from '../user/schema.ts';
import { freeText, idSchema } from '../common/wire-schema.ts';
import { isImportableUrl } from './rules.ts';
import { mediaImportTexts } from './texts.ts';

/** Where an import stands: its bytes being fetched (and processed), in the cart, or failed. */
export const MEDIA_IMPORT_STATES = ['fetching', 'done', 'failed'] as const;
export type MediaImportState = (typeof MEDIA_IMPORT_STATES)[number];

/** The longest link taken: what browsers and servers commonly handle. */
export const MEDIA_IMPORT_URL_MAX = 2048;

/** POST /v1/media/import: a link to fetch into a media, with what an upload announces. */
export const createMediaImportSchema = z.object({
  url: z
    .string()
    .trim()
    .max(MEDIA_IMPORT_URL_MAX)
    .refine(isImportableUrl, { error: mediaImportTexts.invalidUrl }),
  /** The media's title; default: the file's name from the link. */
  title: freeText(255).optional(),
  currency: currencySchema,
  service_options: serviceOptionsInputSchema.optional(),
  project_id: idSchema.optional(),
  /** The client an admin or super admin imports for, as for an upload. */
  user_id: idSchema.optional(),
});
export type CreateMediaImportInput = z.infer<typeof createMediaImportSchema>;

export const mediaImportSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    state: z.enum(MEDIA_IMPORT_STATES),
    /** Bytes fetched so far. */
    received: z.number().int(),
    /** Bytes the link announced (Content-Length); null until known, or when it announced none. */
    size: z.number().int().nullable(),
    /** The media made of it, once fetched and processed (in the cart). */
    mediaId: z.number().int().nullable(),
    /** Why it failed (state failed), as the row shows it; else null. */
    error: z.string().nullable(),
  })
  .meta({ id: 'MediaImport' });
export type MediaImport = z.output<typeof mediaImportSchema>;
