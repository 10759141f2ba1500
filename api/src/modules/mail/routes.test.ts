import { simpleParser } from 'mailparser';
import { errorTexts } from '@portal/contracts/common/errors';
import { setupTestApp, tempDirsForFile } from '../../test/helper.ts';

const tempDir = tempDirsForFile('portal-outbox-routes-');
const t = setupTestApp({ dataDir: tempDir() });

interface Listed {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  createdAt: string;
}
const list = async (query = '') =>
  (await t.app.inject({ url: `/v1/dev/outbox${query}` })).json<{ result: Listed[] }>().result;

beforeAll(async () => {
  await t.app.mailer.send({
    to: 'Bob@example.com',
    subject: 'Activate your account',
    text: 'Open https://transcription.example/v3/activate?hash=a1&x=2. Thanks',
  });
  t.clock.advance(60_000);
  await t.app.sms.send({ to: '+447700900123', text: 'Code 123456' });
  await t.app.mailer.send({
    to: 'bob@example.com',
    subject: '<script>alert(1)</script>',
    text: 'Second <b>mail</b>',
    html: '<p>Second</p>',
  });
});

test('the outbox lists messages newest first, filtered by recipient ignoring case', async () => {
  const all = await list();
  expect(all.map((m) => [m.channel, m.subject])).toEqual([
    ['email', '<script>alert(1)</script>'],
    ['sms', 'SMS'],
    ['email', 'Activate your account'],
  ]);
  const bob = await list('?to=BOB@Example.COM');
  expect(bob.map((m) => m.subject)).toEqual(['<script>alert(1)</script>', 'Activate your account']);
  expect(bob[1]).toEqual({
    id: expect.any(Number),
    channel: 'email',
    recipient: 'bob@example.com',
    subject: 'Activate your account',
    text: 'Open https://transcription.example/v3/activate?hash=a1&x=2. Thanks',
    html: null,
    createdAt: '2026-03-02T09:00:00.000Z',
  });
  expect(await list('?to=nobody@example.com')).toEqual([]);
});

test('a mail downloads as its .eml; an unknown id or an SMS is a 404', async () => {
  const [latest, sms] = await list();
  const eml = await t.app.inject({ url: `/v1/dev/outbox/${latest?.id}/eml` });
  expect(eml.statusCode).toBe(200);
  expect(eml.headers['content-type']).toBe('message/rfc822');
  expect((await simpleParser(eml.rawPayload)).subject).toBe('<script>alert(1)</script>');

  for (const id of [sms?.id, 999_999]) {
    const missing = await t.app.inject({ url: `/v1/dev/outbox/${id}/eml` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: errorTexts.notFound });
  }
});

test('the outbox page escapes what it shows and links the links', async () => {
  const page = await t.app.inject({ url: '/dev/outbox?to=bob@example.com' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.body).not.toContain('<script>');
  expect(page.body).toContain('<h2>&lt;script&gt;alert(1)&lt;/script&gt;</h2>');
  expect(page.body).toContain('Second &lt;b&gt;mail&lt;/b&gt;');
  const link = 'https://transcription.example/v3/activate?hash=a1&amp;x=2';
  expect(page.body).toContain(`Open <a href="${link}">${link}</a>. Thanks`);
  expect(page.body).not.toContain('Code 123456');
});

test('the outbox routes are documented', async () => {
  const document = (await t.app.inject({ url: '/v1/openapi.json' })).json<{
    paths: Record<string, Record<string, { tags: string[] }>>;
  }>();
  for (const path of ['/v1/dev/outbox', '/v1/dev/outbox/{id}/eml', '/dev/outbox'])
    expect(document.paths[path]?.get?.tags).toEqual(['dev']);
});

test('in production the outbox routes do not exist', async () => {
  const production = await t.build({ production: true });
  const [latest] = await list();
  for (const url of ['/v1/dev/outbox', `/v1/dev/outbox/${latest?.id}/eml`, '/dev/outbox'])
    expect((await production.inject({ url })).statusCode).toBe(404);
});
