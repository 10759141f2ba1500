import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { enqueueTask, type TaskDefinition, type TaskOptions } from '../../lib/task-queue.ts';
import type { MailMessage } from './mailer.ts';

/** A message as the task keeps it: JSON, attachments in base64. */
const mailPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  attachments: z
    .array(
      z.object({
        filename: z.string(),
        contentType: z.string(),
        content: z.base64().transform((content) => Buffer.from(content, 'base64')),
      }),
    )
    .optional(),
});

type MailPayload = z.input<typeof mailPayload>;

declare module '../../lib/task-queue.ts' {
  interface TaskPayloads {
    mail: MailPayload;
  }
}

/** Sends a mail kept by enqueueMail; a failed send is tried again later. */
export const mailTask: TaskDefinition<MailPayload, MailMessage> = {
  payload: mailPayload,
  run: ({ mailer }, message) => mailer.send(message),
};

/**
 * Sends `message` once the caller's transaction (`db` or a `tx`) commits, and never if it rolls
 * back; retried until sent.
 */
export function enqueueMail(
  db: Db,
  { attachments, ...message }: MailMessage,
  options: TaskOptions = {},
) {
  const payload: MailPayload = {
    ...message,
    ...(attachments && {
      attachments: attachments.map(({ content, ...attachment }) => ({
        ...attachment,
        content: content.toString('base64'),
      })),
    }),
  };
  return enqueueTask(db, { kind: 'mail', payload, ...options });
}
