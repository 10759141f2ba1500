import { z } from 'zod';
import { allowedInLine } from '../common/wire-schema.ts';

/** Keys never hold a slash, so a key names one file under the storage's folder. */
export const isStorageKey = (key: string): boolean =>
  /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(key);

const signed = {
  expires: z.coerce.number().int().positive().describe('Unix seconds after which the link fails'),
  signature: z
    .string()
    .min(1)
    .max(100)
    .check(allowedInLine)
    .describe('HMAC-SHA256 of the grant, base64url'),
};
const keySchema = z.string().refine(isStorageKey, { error: 'Not a storage key' });

/** The signed local storage URLs (client spec section 4: uploads without S3). */
export const storageObjectParamsSchema = z.object({ key: keySchema });
export const storagePutObjectQuerySchema = z.object({
  max_size: z.coerce.number().int().positive().describe('The most bytes this PUT may carry'),
  ...signed,
});
export const storageGetObjectQuerySchema = z.object({
  filename: z
    .string()
    .max(255)
    .check(allowedInLine)
    .optional()
    .describe('Download under this name'),
  ...signed,
});
export const storagePartParamsSchema = z.object({
  uploadId: z.string().regex(/^[0-9a-f]{32}$/),
  partNumber: z.coerce.number().int().min(1).max(10_000),
});
export const storagePartQuerySchema = z.object({ key: keySchema, ...signed });

export const storageEmptyAnswerSchema = z
  .string()
  .max(0)
  .describe('Empty; the ETag header carries the MD5 of the bytes');
