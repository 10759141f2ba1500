import { z } from 'zod';
import { idSchema } from './wire-schema.ts';

/** A route's `:id`. */
export const idParamsSchema = z.object({ id: idSchema });

/** The token of a mail link (`:hash`): base64url, as the link carries it. */
export const hashParamsSchema = z.object({
  hash: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});
