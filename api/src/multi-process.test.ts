import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { UPLOAD_CHUNK_SIZE } from '@portal/contracts/common/constants';
import { UserStatus } from '@portal/contracts/common/statuses';
import { activeChoices } from '@portal/contracts/services/rules';
import { errorTexts } from '@portal/contracts/common/errors';
import { mailTexts } from '@portal/contracts/mail/texts';
import { pricingTexts } from '@portal/contracts/media/texts';
import type { Media } from '@portal/contracts/media/schema';
import type { Tokens } from '@portal/contracts/auth/schema';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import { tasks, users } from './db/schema.ts';
import { wavBytes } from './lib/wav.ts';
import { startSession } from './modules/auth/service.ts';
import { createUser } from './modules/user/service.ts';
import { SHARED_SECRETS, httpClient, ok, setupApiProcesses } from './test/api-processes.ts';
import { outboxFor } from './test/outbox.ts';

// Two API processes as `npm start` runs them, on one PostgreSQL database and one S3 bucket,
// behind one URL that sends each request to the other process: what must hold across processes
// behaves as with one. PGlite is one process's database, so this runs only with DATABASE_URL.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

const PASSWORD = 'Multi-Process-2027!';
const SCENARIO_TIMEOUT_MS = 60_000;

onPostgres('two API processes on one PostgreSQL database, behind one URL', () => {
  const t = setupApiProcesses();
  const { call, token } = httpClient(() => t.proxy.url);
  let options: { id: number; turnaround: number; speakers: string };

  beforeAll(async () => {
    const [service] = await ok<TranscriptionService[]>(call('/v1/new-service/guest-services'));
    if (!service) throw new Error('No catalogue');
    options = {
      id: service.id,
      turnaround: Number(activeChoices(service.turnaround)[0]?.[0]),
      speakers: activeChoices(service.speakers)[0]?.[0] ?? '',
    };
  });

  const signIn = (username: string, password: string, from?: string) =>
    token({ grant_type: 'password', username, password }, from);
  const refresh = (refreshToken: string) =>
    token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  const bearer = (tokens: Pick<Tokens, 'accessToken'>) => ({
    authorization: `Bearer ${tokens.accessToken}`,
  });

  async function user(name: string, role: Role = Role.CLIENT) {
    const email = `${name}@multi-process.test`;
    const fields = { email, password: PASSWORD, role, status: UserStatus.ACTIVE };
    const row = await createUser(t.db, { ...fields, firstname: name, lastname: 'M' }, new Date());
    return { ...row, email };
  }

  /** Runs a scenario and expects both processes to have answered its requests, in turn. */
  async function onBoth(scenario: () => Promise<void>): Promise<void> {
    const before = [...t.proxy.answered];
    await scenario();
    const answered = t.proxy.answered.map((count, i) => count - (before[i] ?? 0));
    expect(Math.min(...answered)).toBeGreaterThan(0);
    expect(Math.max(...answered) - Math.min(...answered)).toBeLessThanOrEqual(1);
  }

  async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) {
    for (let i = 0; i < 300; i += 1) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Still waiting for ${what}`);
  }

  test(
    'the sign-in throttle locks an account for wrong passwords sent to either process',
    () =>
      onBoth(async () => {
        // Five failures on each process: ten for the account.
        const { email } = await user('alternating');
        for (let i = 1; i <= 10; i += 1)
          expect((await signIn(email, 'wrong', `198.51.100.${i}`)).status).toBe(401);
        for (const from of ['198.51.100.50', '198.51.100.51']) {
          const locked = await signIn(email, PASSWORD, from);
          expect(locked.status).toBe(429);
          expect(await locked.json()).toEqual({
            error: errorTexts.loginLocked,
            message: errorTexts.loginLocked,
          });
        }
        // Twenty at once, ten on each process: only the first ten are checked.
        const rushed = await user('rushed');
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) => signIn(rushed.email, 'wrong', `198.51.101.${i}`)),
        );
        const statuses = answers.map((answer) => answer.status);
        expect(statuses.filter((status) => status === 401)).toHaveLength(10);
        expect(statuses.filter((status) => status === 429)).toHaveLength(10);
      }),
    SCENARIO_TIMEOUT_MS,
  );

  test(
    'a rate limit counts the requests of both processes: the sixth quote in 10 minutes is refused',
    () =>
      onBoth(async () => {
        const ask = (email: string) =>
          call('/v1/media/send-estimated-price', {
            method: 'POST',
            from: '198.51.100.70',
            json: {
              estimation: [{ duration: 90, service_options: options }],
              currency: 'GBP',
              email,
              firstname: 'Nora',
              lastname: 'Quinn',
              captcha: '',
            },
          });
        for (let i = 0; i < 5; i += 1)
          expect((await ask(`quote${i}@example.com`)).status).toBe(200);
        const sixth = await ask('quote5@example.com');
        expect(sixth.status).toBe(429);
        expect(((await sixth.json()) as { message: string }).message).toBe(
          pricingTexts.quoteThrottled(10),
        );
      }),
    SCENARIO_TIMEOUT_MS,
  );

  test(
    'refresh tokens rotate across processes: the same successor within the grace, reuse ends the sign-in',
    () =>
      onBoth(async () => {
        const { email } = await user('rotating');
        const first = await ok<Tokens>(signIn(email, PASSWORD));
        const second = await ok<Tokens>(refresh(first.refreshToken));
        expect(second.refreshToken).not.toBe(first.refreshToken);
        // The other process, asked again with the spent token: the same successor (a second tab).
        const again = await ok<Tokens>(refresh(first.refreshToken));
        expect(again.refreshToken).toBe(second.refreshToken);
        expect((await call('/v1/user/profile', { headers: bearer(again) })).status).toBe(200);
        const third = await ok<Tokens>(refresh(second.refreshToken));
        // The successor has moved on: the spent token is a copy, and the sign-in ends.
        expect((await refresh(first.refreshToken)).status).toBe(401);
        expect((await refresh(third.refreshToken)).status).toBe(401);
        expect((await call('/v1/user/profile', { headers: bearer(third) })).status).toBe(401);
      }),
    SCENARIO_TIMEOUT_MS,
  );

  test(
    'a task enqueued on either process runs once: each activation mail is sent once',
    () =>
      onBoth(async () => {
        const superAdmin = await user('super', Role.SUPER_ADMIN);
        // Staff work with 2FA on; the test takes the super admin's identity as proven.
        await t.db.update(users).set({ mfaEnabled: true }).where(eq(users.id, superAdmin.id));
        const session = await startSession(
          {
            db: t.db,
            now: () => new Date(),
            accessTokenSecret: SHARED_SECRETS.ACCESS_TOKEN_SECRET,
          },
          superAdmin,
        );
        const emails = [1, 2, 3, 4].map((i) => `newcomer${i}@multi-process.test`);
        for (const email of emails) {
          const created = await call('/v1/user/admin-create', {
            method: 'POST',
            headers: bearer(session),
            json: { role: Role.TYPIST, email, firstname: 'Nina', lastname: 'Newcomer' },
          });
          expect(created.status).toBe(200);
        }
        const mailTasks = await until(
          'the mail tasks',
          () => t.db.select().from(tasks).where(eq(tasks.kind, 'mail')),
          (rows) => rows.length === emails.length && rows.every((row) => row.state === 'done'),
        );
        expect(mailTasks.map((row) => row.attempts)).toEqual([1, 1, 1, 1]);
        for (const email of emails) {
          const mails = await outboxFor(t.db, email);
          expect(mails.map((mail) => mail.subject)).toEqual([mailTexts.accountCreated.subject]);
        }
      }),
    SCENARIO_TIMEOUT_MS,
  );

  test(
    'an upload announced on one process is sent in parts, finished on the other and read back',
    () =>
      onBoth(async () => {
        const { email } = await user('uploader');
        const tokens = await ok<Tokens>(signIn(email, PASSWORD));
        const headers = bearer(tokens);
        const project = await ok<{ id: number }>(
          call('/v1/project/create', { method: 'POST', headers, json: { title: 'Both' } }),
        );
        // Over 10 MB: a multipart upload in two parts, each URL asked of another process.
        const bytes = wavBytes(1400);
        const created = await ok<Media>(
          call('/v1/media', {
            method: 'POST',
            headers,
            json: {
              title: 'Across processes',
              extension: 'wav',
              mime: 'audio/wav',
              size: bytes.length,
              currency: 'GBP',
              service_options: options,
              project_id: project.id,
            },
          }),
        );
        expect(created.partCount).toBe(2);
        const parts = [];
        for (let part = 1; part <= created.partCount; part += 1) {
          const { presignedUrl } = await ok<{ presignedUrl: string }>(
            call(`/v1/media/get-presigned-url-multipart?id=${created.id}&part_number=${part}`, {
              headers,
            }),
          );
          const body = bytes.subarray((part - 1) * UPLOAD_CHUNK_SIZE, part * UPLOAD_CHUNK_SIZE);
          const sent = await fetch(presignedUrl, { method: 'PUT', body: new Uint8Array(body) });
          expect(sent.status).toBe(200);
          parts.push({ PartNumber: part, ETag: sent.headers.get('etag') ?? '' });
        }
        const processed = await call(`/v1/media/process/${created.id}`, {
          method: 'PUT',
          headers,
          json: { parts },
        });
        expect(processed.status).toBe(200);
        expect(await processed.json()).toMatchObject({ status: 'uploaded', duration: 1400 });
        const { presignedUrl } = await ok<{ presignedUrl: string }>(
          call(`/v1/media/download/${created.id}`, { headers }),
        );
        expect(Buffer.from(await (await fetch(presignedUrl)).arrayBuffer()).equals(bytes)).toBe(
          true,
        );
        // Its rendition, a task of whichever worker claimed it first, is made once.
        const renditions = await until(
          'the rendition',
          () => t.db.select().from(tasks).where(eq(tasks.kind, 'media-rendition')),
          (rows) => rows.some((row) => row.state === 'done' || row.state === 'failed'),
        );
        expect(renditions).toEqual([expect.objectContaining({ state: 'done', attempts: 1 })]);
      }),
    SCENARIO_TIMEOUT_MS,
  );
});
