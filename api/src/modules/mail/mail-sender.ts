import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import type { ComposeMail, MailMessage, Mailer } from './mailer.ts';
import { emlFileName, insertOutboxRow, writeEml } from './outbox.ts';

export interface MailerDeps {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;
  db: Db;
  now: () => Date;
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>;
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
  let send: Mailer['send'];
  if (!smtpUrl) send = (message) => sendToOutbox(deps, message);
  else {
    const transport = createTransport(smtpUrl, { from: mailFrom });
    send = async (message) => {
      await transport.sendMail(mailFields(message));
    };
  }
  return { send, ...inBackground(send, deps.log) };
}

async function composeAndSend(
  mail: MailMessage | ComposeMail,
  send: Mailer['send'],
  log: MailerDeps['log'],
) {
  const message = typeof mail === 'function' ? await mail() : mail;
  if (!message) return;
  await send(message).catch((err: unknown) =>
    log?.error({ err, subject: message.subject }, 'mail not sent'),
  );
}

/** Background sends: failures are logged (without the address), pending ones can be awaited. */
function inBackground(send: Mailer['send'], log: MailerDeps['log']) {
  const pending = new Set<Promise<void>>();
  return {
    sendInBackground(mail: MailMessage | ComposeMail) {
      const task: Promise<void> = composeAndSend(mail, send, log)
        .catch((err: unknown) => log?.error({ err }, 'mail not composed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
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
