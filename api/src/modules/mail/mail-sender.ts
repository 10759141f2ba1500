import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import type { MailMessage, Mailer } from './mailer.ts';
import { emlFileName, insertOutboxRow, writeEml } from './outbox.ts';

export interface MailerDeps {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;
  db: Db;
  now: () => Date;
  log?: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * Only the fields the interface names reach nodemailer: an attachment can never point it at a
 * local file or a URL.
 */
const mailFields = ({ to, subject, text, html, attachments = [] }: MailMessage) => ({
  to,
  subject,
  text,
  ...(html !== undefined && { html }),
  attachments: attachments.map(({ filename, content, contentType }) => ({
    filename,
    content,
    contentType,
  })),
});

/** SMTP when SMTP_URL is set; otherwise the outbox (a table row and an .eml under DATA_DIR). */
export function createMailer(deps: MailerDeps): Mailer {
  const { smtpUrl, mailFrom } = deps.config;
  if (!smtpUrl) return { send: (message) => sendToOutbox(deps, message) };
  const transport = createTransport(smtpUrl, { from: mailFrom });
  return {
    send: async (message) => {
      await transport.sendMail(mailFields(message));
    },
  };
}

async function sendToOutbox({ config, db, now, log }: MailerDeps, message: MailMessage) {
  const createdAt = now();
  const mail = { ...mailFields(message), from: config.mailFrom, date: createdAt };
  const eml = await new MailComposer(mail).compile().build();
  const emlFile = emlFileName(createdAt);
  await writeEml(config.dataDir, emlFile, eml);
  const row = await insertOutboxRow(db, {
    channel: 'email',
    recipient: message.to.toLowerCase(),
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    emlFile,
    createdAt,
  });
  log?.info({ outboxId: row.id, emlFile }, 'mail written to the outbox');
}
