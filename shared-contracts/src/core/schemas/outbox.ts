import { z } from 'zod';
import { nonJsonAnswer } from './wire.ts';

/** Development only: the outbox, optionally for one recipient. */
export const outboxQuerySchema = z.object({ to: z.string().max(320).optional() });

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

/** A mail as sent (RFC 822), not JSON. */
export const emlSchema = nonJsonAnswer('message/rfc822', 'The mail as sent');
