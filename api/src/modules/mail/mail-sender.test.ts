import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { setupTestApp, tempDirsForFile } from '../../test/helper.ts';
import { listOutbox } from './outbox.ts';
import type { MailMessage } from './mailer.ts';

const tempDir = tempDirsForFile('portal-mail-');
const t = setupTestApp();
const lastMessageTo = async (to: string) => (await listOutbox(t.db, to, 1))[0];

const pdf = Buffer.from('%PDF-1.4 invoice bytes \u0000\u00ff', 'latin1');
const message: MailMessage = {
  to: 'Alice@Example.com',
  subject: 'Your invoice – March',
  text: 'Hello Alice,\nyour invoice is attached: https://transcription.example/v3/invoices/7',
  html: '<p>Hello Alice,</p><p>your invoice is attached.</p>',
  attachments: [{ filename: 'invoice-7.pdf', content: pdf, contentType: 'application/pdf' }],
};
const from = 'Transcription portal <no-reply@transcription.example>';

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []].flat().flatMap((group) => group.value.map((a) => a.address));

async function expectSameMail(raw: Buffer | string) {
  const parsed = await simpleParser(raw);
  expect(parsed.from?.value).toEqual([
    { name: 'Transcription portal', address: 'no-reply@transcription.example' },
  ]);
  expect(addresses(parsed.to)).toEqual(['Alice@example.com']);
  expect(parsed.subject).toBe(message.subject);
  expect(parsed.text?.trim()).toBe(message.text);
  expect(parsed.html).toContain('<p>your invoice is attached.</p>');
  expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([
    ['invoice-7.pdf', 'application/pdf'],
  ]);
  expect(parsed.attachments[0]?.content.equals(pdf)).toBe(true);
}

/** What the SMTP server was given: envelope recipients and the message as it arrived. */
const received: { rcptTo: string[]; raw: Buffer }[] = [];
const smtpServer = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const rcptTo = session.envelope.rcptTo.map((a) => a.address);
      received.push({ rcptTo, raw: Buffer.concat(chunks) });
      done();
    });
  },
});

let smtpUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => smtpServer.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtpServer.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtpServer.close(resolve)));

test('with SMTP_URL, mail goes to the SMTP server from MAIL_FROM, attachments included', async () => {
  const dataDir = tempDir();
  const app = await t.build({ smtpUrl, mailFrom: from, dataDir });

  await app.mailer.send(message);

  // nodemailer lower-cases the domain, as DNS ignores its case.
  expect(received.map((mail) => mail.rcptTo)).toEqual([['Alice@example.com']]);
  await expectSameMail(received[0]?.raw ?? '');
  expect(await lastMessageTo(message.to)).toBeUndefined();
  expect(existsSync(join(dataDir, 'outbox'))).toBe(false);
});

test('a refused SMTP delivery rejects the send', async () => {
  const app = await t.build({ smtpUrl: 'smtp://127.0.0.1:1', dataDir: tempDir() });
  await expect(app.mailer.send(message)).rejects.toThrow();
});

test('without SMTP_URL, mail goes to the outbox: a row and an .eml that parses back', async () => {
  const dataDir = tempDir();
  const lines: string[] = [];
  const app = await t.build({ dataDir, mailFrom: from, logLevel: 'info' }, undefined, {
    logStream: { write: (line) => lines.push(line) },
  });

  await app.mailer.send(message);

  const row = await lastMessageTo(message.to);
  expect(row).toMatchObject({
    channel: 'email',
    recipient: 'alice@example.com',
    subject: message.subject,
    text: message.text,
    html: message.html,
    createdAt: t.clock.now(),
  });
  expect(row?.emlFile).toMatch(/^20260302T090000000Z-[0-9a-f]{8}\.eml$/);
  await expectSameMail(readFileSync(join(dataDir, 'outbox', row?.emlFile ?? '')));

  const logged = lines.filter((line) => line.includes('mail written to the outbox'));
  expect(logged).toHaveLength(1);
  expect(JSON.parse(logged[0] ?? '')).toMatchObject({ level: 30, outboxId: row?.id });
  expect(lines.join('')).not.toContain('invoice is attached');
});

test('mail composed in the background: sent when there is one, a failure logged', async () => {
  const lines: string[] = [];
  const app = await t.build({ dataDir: tempDir(), logLevel: 'error' }, undefined, {
    logStream: { write: (line) => lines.push(line) },
  });
  const composed = { ...message, to: 'composed@example.com' };
  app.mailer.sendInBackground(async () => composed);
  app.mailer.sendInBackground(async () => undefined);
  app.mailer.sendInBackground(() => Promise.reject(new Error('no account table')));
  await app.mailer.idle();

  expect(await lastMessageTo('composed@example.com')).toMatchObject({ subject: message.subject });
  expect(lines.filter((line) => line.includes('mail not composed'))).toHaveLength(1);
});
