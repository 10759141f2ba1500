import { z } from 'zod';
import { DOCUMENT_TYPES } from '../common/constants.ts';
import { BULK_DOWNLOAD_STATUSES, DOCUMENT_OPTIONS, documentTypeNamed } from './rules.ts';
import { idSchema } from '../common/wire-schema.ts';
import { kindQuerySchema } from '../transcript/schema.ts';

/** A file's bytes: the answer of a download route, or the body of an upload. */
export const fileBytesSchema = z.any().meta({ type: 'string', format: 'binary' });

const documentType = z.enum(DOCUMENT_TYPES, {
  error: `Must be one of ${DOCUMENT_TYPES.join(', ')}`,
});
/** Options as one comma-separated text (options=inline-speakers) or a bracket array. */
const options = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(','))
      .map((option) => option.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(DOCUMENT_OPTIONS, { error: `Must be ${DOCUMENT_OPTIONS.join(' or ')}` })));
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** GET /v1/media/download-product/{id}: one media's transcript (or notes) as a document. */
export const productQuerySchema = kindQuerySchema.extend({
  documentType,
  options: options.default([]),
  regenerate: flag.default(false),
});

/** GET /v1/project/download-product/{id}: the project's transcripts, or those listed, zipped. */
export const projectProductQuerySchema = z.object({
  documentType,
  media_ids: z.array(idSchema).max(1000).default([]),
});

/**
 * A project's transcripts zip made in the background: the 202 of GET
 * /v1/project/download-product/{id} for one too large to make at once, then GET
 * /v1/bulk-download/{id} while it is made.
 */
export const bulkDownloadSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    documentType: z.enum(DOCUMENT_TYPES),
    status: z.enum(BULK_DOWNLOAD_STATUSES),
    /** Transcripts in the zip so far, of `total`. */
    done: z.number().int(),
    total: z.number().int(),
    /** Why it failed (status failed); else null. */
    error: z.string().nullable(),
    /** Unix seconds: removed with its file after this. */
    expiresAt: z.number().int(),
  })
  .meta({ id: 'BulkDownload' });
export type BulkDownload = z.output<typeof bulkDownloadSchema>;

/** GET /v1/transcript/preview/{id}: the document type in any case. */
export const previewQuerySchema = z.object({
  document_type: z.string().transform((name, context) => {
    const type = documentTypeNamed(name);
    if (!type)
      context.addIssue({ code: 'custom', message: `Must be one of ${DOCUMENT_TYPES.join(', ')}` });
    return type ?? z.NEVER;
  }),
});
