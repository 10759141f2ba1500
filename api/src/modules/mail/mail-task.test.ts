import { simpleParser } from 'mailparser';
import { setupTestApp } from '../../test/helper.ts';
import { drainTasks } from '../../test/tasks.ts';
import { enqueueMail } from './mail-task.ts';
import type { MailMessage } from './mailer.ts';
import { listOutbox, readEml } from './outbox.ts';

const t = setupTestApp();

const pdf = Buffer.from('%PDF-1.4 job sheet \u0000\u00ff', 'latin1');
const message: MailMessage = {
  to: 'typist@example.com',
  subject: 'A job for you',
  text: 'Hello,\na job is waiting for you.',
  html: '<p>Hello,</p><p>a job is waiting for you.</p>',
  attachments: [{ filename: 'job-7.pdf', content: pdf, contentType: 'application/pdf' }],
};

test('a mail enqueued in a transaction is sent once the task runs, attachments included', async () => {
  await t.db.transaction((tx) => enqueueMail(tx, message));
  await drainTasks(t.app);
  const sent = await listOutbox(t.db, message.to, 10);
  expect(sent).toMatchObject([
    { subject: message.subject, text: message.text, html: message.html },
  ]);
  const eml = await simpleParser((await readEml(t.app.config.dataDir, sent[0]!)) ?? '');
  expect(eml.attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([
    ['job-7.pdf', 'application/pdf'],
  ]);
  expect(eml.attachments[0]?.content.equals(pdf)).toBe(true);
});

test('a mail enqueued in a transaction that rolls back is never sent', async () => {
  const to = 'nobody@example.com';
  const refused = t.db.transaction(async (tx) => {
    await enqueueMail(tx, { ...message, to });
    throw new Error('job no longer open');
  });
  await expect(refused).rejects.toThrow('job no longer open');
  await drainTasks(t.app);
  expect(await listOutbox(t.db, to, 10)).toEqual([]);
});

test('a mail enqueued twice under one key is sent once', async () => {
  const to = 'reminded@example.com';
  await enqueueMail(t.db, { ...message, to }, { key: 'job:9:assigned' });
  await enqueueMail(t.db, { ...message, to }, { key: 'job:9:assigned' });
  await drainTasks(t.app);
  expect(await listOutbox(t.db, to, 10)).toHaveLength(1);
});
