import { z } from 'zod';

/** 401, 403 and 404 answers. */
export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

/** Other 4xx answers: `error` is what the client's error catalogue shows. */
export const errorSchema = z
  .object({ error: z.string(), message: z.string() })
  .meta({ id: 'Error' });

/** 422 answers: one entry per invalid field, named as the client sent it. */
export const fieldErrorsSchema = z
  .array(z.object({ field: z.string().optional(), message: z.string() }))
  .meta({ id: 'FieldErrors' });

const schemaFor = (status: number) => {
  if (status === 422) return fieldErrorsSchema;
  if (status === 401 || status === 403 || status === 404 || status >= 500) return messageSchema;
  return errorSchema;
};

/** The documented failure answers of a route, e.g. `...errorResponses(401, 422)`. */
export const errorResponses = (...statuses: number[]): Record<number, z.ZodType> =>
  Object.fromEntries(statuses.map((status) => [status, schemaFor(status)]));
