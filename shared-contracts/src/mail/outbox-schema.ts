import { z } from 'zod';
import { lineText } from '../common/wire-schema.ts';

/** Development only: the outbox, optionally for one recipient. */
export const outboxQuerySchema = z.object({ to: lineText(320).optional() });

export const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});

export const outboxListSchema = z.object({ result: z.array(outboxMessageSchema) });
