import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import qs from 'qs';
import { createSessionId } from '@portal/contracts/auth/session-id';
import type { Currency } from '@portal/contracts/common/constants';
import { MAX_MEETING_ATTENDEES } from '@portal/contracts/common/limits';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { mediaTexts, storageTexts } from '@portal/contracts/media/texts';
import { uploadTexts } from '@portal/contracts/storage/uploads';
import type { Media } from '@portal/contracts/media/schema';
import { activeChoices, type ServiceOptions } from '@portal/contracts/services/rules';
import { applyServiceOptionRules, linePrice } from '@portal/contracts/services/pricing';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import { cartMedia, carts, media } from '../../db/schema.ts';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { bearer, setupTestApp, signIn } from '../../test/helper.ts';
import { mediaClient, type Headers } from '../../test/media-upload.ts';
import { sendTo } from '../../test/storage-contract.ts';
import { drainTasks } from '../../test/tasks.ts';
import { wavBytes } from '../../lib/wav.ts';
import { noiseBytes } from '../../test/noise.ts';
import { processedMedia } from '../cart/test-fixtures.ts';
import { adoptAnonymousMedia } from '../cart/service.ts';
import { removeAbandonedMedia } from './service.ts';

const t = setupTestApp();
// A rendition made in the background writes files: none of one test's may land in the next's.
// Transcoding a multipart upload's 10 MB takes ffmpeg longer than a hook's 15 s on busy cores.
afterEach(() => drainTasks(t.app), 60_000);
const client = mediaClient(() => t.app);
const visitor = (): Headers => ({ 'x-session-id': createSessionId() });

let service: TranscriptionService;
let options: { id: number; turnaround: number; speakers: string };
let clientHeaders: Headers;
let clientId: number;
// Built once: 61 s (488 KB, one PUT) and 1400 s (11.2 MB, two parts) of 8 kHz 8-bit mono.
const small = wavBytes(61);
const large = wavBytes(1400);

beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
  const tokens = await signIn(t.app, 'client@demo.test');
  clientHeaders = bearer(tokens);
  const profile = await t.app.inject({ url: '/v1/user/profile', headers: clientHeaders });
  clientId = profile.json<{ id: number }>().id;
  const catalogue = (await t.app.inject({ url: '/v1/new-service/guest-services' })).json<
    TranscriptionService[]
  >();
  service = catalogue[0] as TranscriptionService;
  const [turnaround] = activeChoices(service.turnaround);
  const [speakers] = activeChoices(service.speakers);
  options = { id: service.id, turnaround: Number(turnaround?.[0]), speakers: speakers?.[0] ?? '' };
});

const storageRoot = () => (t.app.config.storage.kind === 'local' ? t.app.config.storage.root : '');
/** Every file the local storage holds: objects and multipart parts. */
const storedFiles = (): string[] => {
  const root = storageRoot();
  return existsSync(root)
    ? readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    : [];
};
const rowOf = async (id: number) => (await t.db.select().from(media).where(eq(media.id, id)))[0];
const objectsOf = async (id: number) => {
  const row = await rowOf(id);
  return row ? storedFiles().filter((file) => file.includes(row.storageKey)) : [];
};
const cartOf = async (id: number) =>
  (
    await t.db
      .select({ userId: carts.userId, sessionId: carts.sessionId })
      .from(cartMedia)
      .innerJoin(carts, eq(carts.id, cartMedia.cartId))
      .where(eq(cartMedia.mediaId, id))
  )[0];

const enginePrices = (duration: number, currency: Currency) => {
  const ruled: ServiceOptions = applyServiceOptionRules(service, {
    ...options,
    priceCalculationElements: {},
  });
  return linePrice(service, ruled, duration, { currency, vatPercent: t.app.config.vatPercent });
};

const fields = (bytes: Buffer, more: Record<string, unknown> = {}) => ({
  title: 'Interview 1',
  extension: 'wav',
  mime: 'audio/wav',
  size: bytes.length,
  currency: 'GBP',
  ...more,
});

describe('the upload flow', () => {
  test('a small WAV goes up in one PUT; its duration comes from the bytes, its prices from the engine, and it lands in the visitor cart', async () => {
    const headers = visitor();
    const created = await client.created(headers, fields(small, { service_options: options }));
    expect(created).toMatchObject({
      title: 'Interview 1',
      extension: 'wav',
      size: small.length,
      status: 'pending',
      projectId: null,
      partCount: 1,
      duration: null,
      price: null,
      serviceOptions: { id: options.id, turnaround: options.turnaround },
      createdAt: Math.floor(t.clock.now().getTime() / 1000),
    });
    await client.upload(headers, created, small);
    const processed = await client.process(headers, created.id);
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toEqual({
      ...created,
      status: 'uploaded',
      duration: 61,
      billedDuration: 120,
      ...enginePrices(61, 'GBP'),
    });
    expect(await cartOf(created.id)).toEqual({ userId: null, sessionId: headers['x-session-id'] });
    // The file, and beside it the rendition and peaks made in the background.
    await drainTasks(t.app);
    expect(await objectsOf(created.id)).toHaveLength(3);
    // Processing again answers the same media: a retried request is harmless.
    expect((await client.process(headers, created.id)).json()).toEqual(processed.json());
    // The media info: the media but its meeting details, its service's name and whether a
    // transcript or notes exist yet.
    const { extraFields: _checkoutOnly, ...shown } = processed.json<Media>();
    const read = await t.app.inject({ url: `/v1/media/${created.id}`, headers });
    expect(read.json()).toEqual({
      ...shown,
      serviceName: 'Intelligent Verbatim',
      hasTranscript: false,
      hasNotes: false,
    });
  });

  test('a WAV over 10 MB goes up in two parts and ends in the signed-in client cart, priced by the engine', async () => {
    const created = await client.created(
      clientHeaders,
      fields(large, { currency: 'USD', service_options: options }),
    );
    expect(created.partCount).toBe(2);
    expect((await rowOf(created.id))?.multipartUploadId).toEqual(expect.any(String));
    const parts = await client.upload(clientHeaders, created, large);
    const processed = await client.process(clientHeaders, created.id, parts);
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({
      status: 'uploaded',
      duration: 1400,
      billedDuration: 1440,
      currency: 'USD',
      ...enginePrices(1400, 'USD'),
    });
    expect(await cartOf(created.id)).toEqual({ userId: clientId, sessionId: null });
    expect((await rowOf(created.id))?.multipartUploadId).toBeNull();
    // One assembled file (with its rendition and peaks); the parts are gone.
    await drainTasks(t.app);
    const key = join('objects', (await rowOf(created.id))?.storageKey ?? '');
    expect((await objectsOf(created.id)).sort()).toEqual(
      [key, `${key}.peaks`, `${key}.rendition.m4a`].sort(),
    );
    expect(storedFiles().filter((file) => file.startsWith('uploads'))).toEqual([]);
  }, 60_000);

  test('without service options a processed media has no prices until options are chosen', async () => {
    const headers = visitor();
    const created = await client.created(headers, fields(small));
    await client.upload(headers, created, small);
    const processed = (await client.process(headers, created.id)).json<Media>();
    expect(processed).toMatchObject({
      status: 'uploaded',
      duration: 61,
      price: null,
      grossPrice: null,
    });
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/v1/media/${created.id}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ service_options: options, currency: 'EUR', title: 'Renamed' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title: 'Renamed',
      currency: 'EUR',
      ...enginePrices(61, 'EUR'),
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/v1/media/${created.id}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ service_options: { ...options, speakers: 'crowd' } }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual([
      { field: 'service_options[speakers]', message: 'This speakers option is not available' },
    ]);
    expect((await rowOf(created.id))?.currency).toBe('EUR');
  });
});

describe('refusals', () => {
  test('wrong ETags or a missing part are 422 and change nothing: the upload can still be completed', async () => {
    const headers = visitor();
    const created = await client.created(headers, fields(large, { service_options: options }));
    const parts = await client.upload(headers, created, large);
    const before = await rowOf(created.id);
    const [first, second] = parts as [(typeof parts)[0], (typeof parts)[0]];

    const wrongEtag = await client.process(headers, created.id, [
      first,
      { ...second, ETag: `"${'0'.repeat(32)}"` },
    ]);
    expect(wrongEtag.statusCode).toBe(422);
    expect(wrongEtag.json()).toEqual([
      { field: 'parts', message: 'The ETag of part 2 does not match its bytes' },
    ]);
    const missing = await client.process(headers, created.id, [first], true);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual([{ field: 'parts', message: mediaTexts.listAllParts(2) }]);
    const gap = await client.process(headers, created.id, [first, { ...second, PartNumber: 3 }]);
    expect(gap.json()).toEqual([
      { field: 'parts', message: 'Part 2 is missing from the list of parts' },
    ]);
    const none = await client.process(headers, created.id);
    expect(none.statusCode).toBe(422);
    const notAnEtag = await client.process(headers, created.id, [first, { ...second, ETag: 'x' }]);
    expect(notAnEtag.statusCode).toBe(422);
    expect(notAnEtag.json()).toEqual([
      { field: 'parts[1][ETag]', message: 'Must be the ETag the upload answered' },
    ]);

    expect(await rowOf(created.id)).toEqual(before);
    expect(await cartOf(created.id)).toBeUndefined();
    // Its key, its file with the parts in place, and a record of each part.
    expect(
      storedFiles().filter((file) => file.startsWith(`uploads/${before?.multipartUploadId}/`)),
    ).toHaveLength(4);

    const completed = await client.process(headers, created.id, parts, true);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'uploaded', duration: 1400 });
  }, 60_000);

  test('an upload PUT with no bytes is a 400 that stores nothing; the media stays pending and the upload goes on', async () => {
    const headers = visitor();
    const whole = await client.created(headers, fields(small));
    const parted = await client.created(headers, fields(large));
    const rowsBefore = [await rowOf(whole.id), await rowOf(parted.id)];
    const filesBefore = storedFiles();
    // As a script sends it: no body and no Content-Type.
    for (const url of [
      await client.presignedUrl(headers, whole.id),
      await client.presignedUrl(headers, parted.id, 1),
    ]) {
      const empty = await t.app.inject({ method: 'PUT', url });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ error: storageTexts.empty, message: storageTexts.empty });
    }
    expect(storedFiles()).toEqual(filesBefore);
    expect(
      existsSync(join(storageRoot(), 'tmp')) ? readdirSync(join(storageRoot(), 'tmp')) : [],
    ).toEqual([]);
    expect([await rowOf(whole.id), await rowOf(parted.id)]).toEqual(rowsBefore);
    expect((await client.process(headers, whole.id)).json()).toEqual([
      { message: mediaTexts.notUploaded },
    ]);

    await client.upload(headers, whole, small);
    expect((await client.process(headers, whole.id)).statusCode).toBe(200);
    const parts = await client.upload(headers, parted, large);
    expect((await client.process(headers, parted.id, parts)).statusCode).toBe(200);
  });

  test('bytes that are not audio or video are refused with the processing failure message, and nothing is kept', async () => {
    const cases = [
      { extension: 'wav', bytes: noiseBytes(200_000) },
      { extension: 'mp3', bytes: Buffer.from('Minutes of the meeting, as text.\n'.repeat(500)) },
    ];
    for (const { extension, bytes } of cases) {
      const headers = visitor();
      const created = await client.created(
        headers,
        fields(bytes, { extension, service_options: options }),
      );
      await client.upload(headers, created, bytes);
      expect(await objectsOf(created.id)).toHaveLength(1);
      const files = storedFiles().length;
      const processed = await client.process(headers, created.id);
      expect(processed.statusCode).toBe(422);
      expect(processed.json()).toEqual([{ message: uploadTexts.mediaProcessingFailed }]);
      expect(await rowOf(created.id)).toBeUndefined();
      expect(storedFiles()).toHaveLength(files - 1);
      const again = await t.app.inject({ url: `/v1/media/${created.id}`, headers });
      expect(again.statusCode).toBe(404);
    }
  });

  test('bytes of another size than announced are refused and removed', async () => {
    const headers = visitor();
    const created = await client.created(headers, fields(small, { size: small.length + 10 }));
    await client.upload(headers, created, small);
    const processed = await client.process(headers, created.id);
    expect(processed.statusCode).toBe(422);
    expect(processed.json()).toEqual([
      { message: mediaTexts.sizeMismatch(small.length, small.length + 10) },
    ]);
    expect(await rowOf(created.id)).toBeUndefined();
  });

  test('processing before the bytes arrive is a 422 and the upload goes on', async () => {
    const headers = visitor();
    const created = await client.created(headers, fields(small));
    const early = await client.process(headers, created.id);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual([{ message: mediaTexts.notUploaded }]);
    await client.upload(headers, created, small);
    expect((await client.process(headers, created.id)).statusCode).toBe(200);
  });

  test('an unsupported extension, a size over the limit and bad options are 422 and create nothing', async () => {
    const headers = visitor();
    const count = async () => (await t.db.select().from(media)).length;
    const before = await count();
    const unsupported = await client.create(headers, fields(small, { extension: 'exe' }));
    expect(unsupported.statusCode).toBe(422);
    expect(unsupported.json()).toEqual([
      { field: 'extension', message: 'Sorry, this format is not currently supported' },
    ]);
    const tooBig = await client.create(
      headers,
      fields(small, { size: t.app.config.maxUploadBytes + 1 }),
    );
    expect(tooBig.json()).toEqual([
      { field: 'size', message: 'The file is larger than the 5 GB we accept' },
    ]);
    const empty = await client.create(headers, fields(small, { size: 0 }));
    expect(empty.json()).toEqual([{ field: 'size', message: 'Must be greater than 0' }]);
    const badService = await client.create(
      headers,
      fields(small, { service_options: { ...options, id: 999_999 } }),
    );
    expect(badService.json()).toEqual([
      { field: 'service_options[id]', message: 'This service is not available' },
    ]);
    // Upper case and a leading dot are the same extension.
    expect(
      (await client.create(headers, fields(small, { extension: '.WAV' }))).json(),
    ).toMatchObject({
      extension: 'wav',
    });
    expect(await count()).toBe(before + 1);
  });

  test('another visitor or user never reaches a media: 404 on every route', async () => {
    const owner = visitor();
    const created = await client.created(owner, fields(small));
    const { id } = created;
    const json = { 'content-type': 'application/json' };
    for (const headers of [visitor(), clientHeaders]) {
      const answers = await Promise.all([
        t.app.inject({ url: `/v1/media/${id}`, headers }),
        t.app.inject({ url: `/v1/media/get-presigned-url?id=${id}`, headers }),
        t.app.inject({
          url: `/v1/media/get-presigned-url-multipart?id=${id}&part_number=1`,
          headers,
        }),
        t.app.inject({
          method: 'PUT',
          url: `/v1/media/process/${id}`,
          headers: { ...headers, ...json },
          payload: '{}',
        }),
        t.app.inject({
          method: 'PUT',
          url: `/v1/media/${id}`,
          headers: { ...headers, ...json },
          payload: '{"title":"Mine"}',
        }),
        t.app.inject({ method: 'DELETE', url: `/v1/media/${id}`, headers }),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual({ message: mediaTexts.notFound });
      }
    }
    const nobody = await t.app.inject({ url: `/v1/media/${id}` });
    expect(nobody.statusCode).toBe(401);
    expect(await rowOf(id)).toMatchObject({ title: 'Interview 1', status: 'pending' });
  });

  test('an expired upload URL is refused and writes nothing; a new one works', async () => {
    const headers = visitor();
    const created = await client.created(headers, fields(small));
    const url = await client.presignedUrl(headers, created.id);
    t.clock.advance(3601 * 1000);
    const send = sendTo(t.app);
    const late = await send(url, { method: 'PUT', body: small });
    expect(late.status).toBe(403);
    expect(JSON.parse(late.body.toString())).toEqual({ message: storageTexts.expired });
    expect(await objectsOf(created.id)).toEqual([]);
    await client.upload(headers, created, small);
    expect((await client.process(headers, created.id)).statusCode).toBe(200);
  });

  test('upload URLs match the way the file is sent, and only while it is pending', async () => {
    const headers = visitor();
    const whole = await client.created(headers, fields(small));
    const parted = await client.created(headers, fields(large));
    const ask = (url: string) => t.app.inject({ url, headers });
    expect((await ask(`/v1/media/get-presigned-url?id=${parted.id}`)).json()).toEqual([
      { field: 'id', message: mediaTexts.uploadedInParts },
    ]);
    expect(
      (await ask(`/v1/media/get-presigned-url-multipart?id=${whole.id}&part_number=1`)).json(),
    ).toEqual([{ field: 'id', message: mediaTexts.uploadedWhole }]);
    expect(
      (await ask(`/v1/media/get-presigned-url-multipart?id=${parted.id}&part_number=3`)).json(),
    ).toEqual([{ field: 'part_number', message: 'Must be from 1 to 2' }]);
    await client.upload(headers, whole, small);
    await client.process(headers, whole.id);
    expect((await ask(`/v1/media/get-presigned-url?id=${whole.id}`)).json()).toEqual([
      { message: mediaTexts.alreadyUploaded },
    ]);
  });

  test('the cart takes 20 files: a 21st is refused and removed', async () => {
    const headers = visitor();
    const tiny = wavBytes(1);
    for (let i = 0; i < 20; i += 1) {
      const created = await client.created(headers, fields(tiny));
      await client.upload(headers, created, tiny);
      expect((await client.process(headers, created.id)).statusCode).toBe(200);
    }
    const extra = await client.created(headers, fields(tiny));
    await client.upload(headers, extra, tiny);
    const refused = await client.process(headers, extra.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual([{ field: 'media', message: checkoutTexts.cartLimitReached }]);
    expect(await rowOf(extra.id)).toBeUndefined();
  });
});

describe('removal', () => {
  test('cancelling an upload aborts its parts and removes the media; a processed one leaves the cart', async () => {
    const headers = visitor();
    const created = await client.created(headers, fields(large));
    const parts = await client.upload(headers, created, large);
    expect(parts).toHaveLength(2);
    const uploadId = (await rowOf(created.id))?.multipartUploadId;
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/v1/media/${created.id}`,
      headers,
    });
    expect(cancelled.json()).toEqual({ isSuccess: true });
    expect(await rowOf(created.id)).toBeUndefined();
    expect(storedFiles().filter((file) => file.includes(String(uploadId)))).toEqual([]);

    const done = await client.created(headers, fields(small));
    await client.upload(headers, done, small);
    await client.process(headers, done.id);
    const key = (await rowOf(done.id))?.storageKey ?? '';
    expect(await cartOf(done.id)).toBeDefined();
    await t.app.inject({ method: 'DELETE', url: `/v1/media/${done.id}`, headers });
    expect(await cartOf(done.id)).toBeUndefined();
    expect(storedFiles().filter((file) => file.includes(key))).toEqual([]);
  });

  test('an ordered media can no longer be changed or removed', async () => {
    const headers = visitor();
    const created = await client.created(headers, fields(small));
    await t.db.update(media).set({ status: 'ordered' }).where(eq(media.id, created.id));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/media/${created.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(422);
    expect(removed.json()).toEqual([{ message: mediaTexts.ordered }]);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/v1/media/${created.id}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"title":"x"}',
    });
    expect(changed.statusCode).toBe(422);
  });

  test('pending media older than a day are cleaned up with their parts, at start and by the hourly run', async () => {
    const headers = visitor();
    const old = await client.created(headers, fields(large));
    await client.upload(headers, old, large);
    const oldUpload = (await rowOf(old.id))?.multipartUploadId;
    const oldSingle = await client.created(headers, fields(small));
    await client.upload(headers, oldSingle, small);
    const oldKey = (await rowOf(oldSingle.id))?.storageKey ?? '';
    const processed = await client.created(headers, fields(small));
    await client.upload(headers, processed, small);
    await client.process(headers, processed.id);

    t.clock.advance(23 * 3_600_000);
    const young = await client.created(headers, fields(small));
    t.clock.advance(2 * 3_600_000);

    // A server starting now runs the cleanup before it is ready.
    await t.build({});
    expect(await rowOf(old.id)).toBeUndefined();
    expect(await rowOf(oldSingle.id)).toBeUndefined();
    expect(
      storedFiles().filter((file) => file.includes(String(oldUpload)) || file.includes(oldKey)),
    ).toEqual([]);
    expect(await rowOf(processed.id)).toMatchObject({ status: 'uploaded' });
    expect(await rowOf(young.id)).toMatchObject({ status: 'pending' });

    // A day after the young one was created, the next run takes it.
    t.clock.advance(23 * 3_600_000);
    expect(
      await removeAbandonedMedia(t.app.deps, new Date(t.clock.now().getTime() - 86_400_000)),
    ).toBe(1);
    expect(await rowOf(young.id)).toBeUndefined();
  });

  test('at sign-in a visitor media become the user own', async () => {
    const headers = visitor();
    const created = await client.created(headers, fields(small));
    const moved = await t.db.transaction((tx) =>
      adoptAnonymousMedia(tx, headers['x-session-id'] as string, clientId),
    );
    expect(moved).toEqual([created.id]);
    expect((await t.app.inject({ url: `/v1/media/${created.id}`, headers })).statusCode).toBe(404);
    const signedIn = bearer(await signIn(t.app, 'client@demo.test'));
    const mine = await t.app.inject({ url: `/v1/media/${created.id}`, headers: signedIn });
    expect(mine.json()).toMatchObject({ id: created.id });
  });
});

describe('meeting details (extra_fields)', () => {
  /** PUT /v1/media/{id} form-encoded with brackets, as the portal sends it. */
  const put = (headers: Headers, id: number, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/media/${id}`,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: qs.stringify(body),
    });
  const attendees = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ attendee_name: `Member ${i + 1}`, job_title: '' }));
  const boardMeeting = {
    meeting_title: '  Board meeting, Q3  ',
    meeting_date: '2026-09-14',
    meeting_agenda: '1. Accounts\n2. Any other business',
    meeting_attendees: [
      { attendee_name: 'Ada Lovelace', job_title: 'Chair' },
      { attendee_name: 'Charles Babbage', job_title: '' },
    ],
  };

  test('saved and answered in camelCase; a later save replaces them, empty texts left out, and nothing given is null', async () => {
    const headers = visitor();
    const created = await client.created(headers, fields(small));
    const saved = await put(headers, created.id, { extra_fields: boardMeeting });
    expect(saved.statusCode).toBe(200);
    const details = {
      meetingTitle: 'Board meeting, Q3',
      meetingDate: '2026-09-14',
      meetingAgenda: '1. Accounts\n2. Any other business',
      meetingAttendees: [
        { attendeeName: 'Ada Lovelace', jobTitle: 'Chair' },
        { attendeeName: 'Charles Babbage', jobTitle: '' },
      ],
    };
    expect(saved.json()).toEqual({ ...created, extraFields: details });
    expect((await rowOf(created.id))?.extraFields).toEqual(details);

    const replaced = await put(headers, created.id, {
      extra_fields: {
        meeting_title: ' ',
        meeting_date: '',
        meeting_attendees: [{ attendee_name: 'Grace Hopper', job_title: 'Secretary' }],
      },
    });
    expect(replaced.json<Media>().extraFields).toEqual({
      meetingAttendees: [{ attendeeName: 'Grace Hopper', jobTitle: 'Secretary' }],
    });

    const blank = await put(headers, created.id, {
      extra_fields: { meeting_title: ' ', meeting_agenda: '' },
    });
    expect(blank.json<Media>().extraFields).toBeNull();
    await put(headers, created.id, { extra_fields: boardMeeting });
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/v1/media/${created.id}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ extra_fields: {} }),
    });
    expect(empty.json<Media>().extraFields).toBeNull();
    expect((await rowOf(created.id))?.extraFields).toBeNull();
  });

  test('the media info leaves them out: they are for the owner’s checkout only', async () => {
    const headers = visitor();
    const created = await client.created(headers, fields(small));
    await put(headers, created.id, { extra_fields: boardMeeting });
    const read = await t.app.inject({ url: `/v1/media/${created.id}`, headers });
    expect(read.json()).toMatchObject({ id: created.id });
    expect(read.json()).not.toHaveProperty('extraFields');
  });

  test('details and options change apart: one never touches the other', async () => {
    const headers = visitor();
    const row = await processedMedia(t.db, { sessionId: headers['x-session-id'] as string }, 61);
    // Priced before a catalogue change: only a change of options or currency reprices it.
    await t.db.update(media).set({ price: 1 }).where(eq(media.id, row.id));
    const before = await rowOf(row.id);

    expect((await put(headers, row.id, { extra_fields: boardMeeting })).statusCode).toBe(200);
    const withDetails = await rowOf(row.id);
    expect(withDetails).toEqual({
      ...before,
      extraFields: expect.objectContaining({ meetingTitle: 'Board meeting, Q3' }),
      updatedAt: expect.any(Date),
    });

    const repriced = await put(headers, row.id, { service_options: options, title: 'Renamed' });
    expect(repriced.statusCode).toBe(200);
    expect(repriced.json()).toMatchObject({
      title: 'Renamed',
      extraFields: withDetails?.extraFields,
      ...enginePrices(61, 'GBP'),
    });
  });

  test('free text with < or > is refused, naming the field, and nothing changes', async () => {
    const headers = visitor();
    const created = await client.created(headers, fields(small));
    await put(headers, created.id, { extra_fields: boardMeeting });
    const before = await rowOf(created.id);
    const cases = [
      [{ ...boardMeeting, meeting_title: 'Q3 <draft>' }, 'extra_fields[meeting_title]', '<'],
      [
        { ...boardMeeting, meeting_agenda: 'Budget > forecast' },
        'extra_fields[meeting_agenda]',
        '>',
      ],
      [
        { meeting_attendees: [{ attendee_name: 'Ada', job_title: '<b>Chair</b>' }] },
        'extra_fields[meeting_attendees][0][job_title]',
        '<',
      ],
    ] as const;
    for (const [extra, field, symbol] of cases) {
      const refused = await put(headers, created.id, { extra_fields: extra });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual([
        { field, message: `This symbol cannot be used here: ${symbol}` },
      ]);
    }
    expect(await rowOf(created.id)).toEqual(before);
  });

  test('at most 100 attendees, each with a name, and a real date: anything else is refused and nothing changes', async () => {
    const headers = visitor();
    const created = await client.created(headers, fields(small));
    const json = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/media/${created.id}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const most = await put(headers, created.id, {
      extra_fields: { meeting_attendees: attendees(MAX_MEETING_ATTENDEES) },
    });
    expect(most.json<Media>().extraFields?.meetingAttendees).toHaveLength(100);
    const before = await rowOf(created.id);

    const tooMany = await json({ extra_fields: { meeting_attendees: attendees(101) } });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual([
      { field: 'extra_fields[meeting_attendees]', message: 'Must have at most 100 items' },
    ]);
    // Form-encoded, as the portal sends them, the same answer: the wire format allows longer lists.
    const tooManyForm = await put(headers, created.id, {
      extra_fields: { meeting_attendees: attendees(101) },
    });
    expect(tooManyForm.statusCode).toBe(422);
    expect(tooManyForm.json()).toEqual(tooMany.json());

    for (const meeting_date of ['2026-02-30', '14/09/2026', 'tomorrow']) {
      const badDate = await put(headers, created.id, { extra_fields: { meeting_date } });
      expect(badDate.statusCode).toBe(422);
      expect(badDate.json()).toEqual([
        { field: 'extra_fields[meeting_date]', message: 'Must be a date (YYYY-MM-DD)' },
      ]);
    }
    for (const attendee of [{ attendee_name: '  ', job_title: 'Chair' }, { job_title: 'Chair' }]) {
      const nameless = await json({ extra_fields: { meeting_attendees: [attendee] } });
      expect(nameless.statusCode).toBe(422);
      expect(nameless.json()).toEqual([
        { field: 'extra_fields[meeting_attendees][0][attendee_name]', message: 'Required' },
      ]);
    }
    expect(await rowOf(created.id)).toEqual(before);
  });

  test('an ordered media keeps its details; another visitor or client gets the answer of a missing media', async () => {
    const headers = visitor();
    const created = await client.created(headers, fields(small));
    await put(headers, created.id, { extra_fields: boardMeeting });
    await t.db.update(media).set({ status: 'ordered' }).where(eq(media.id, created.id));
    const before = await rowOf(created.id);
    const ordered = await put(headers, created.id, {
      extra_fields: { meeting_attendees: attendees(1) },
    });
    expect(ordered.statusCode).toBe(422);
    expect(ordered.json()).toEqual([{ message: mediaTexts.ordered }]);

    // Signed in afresh: earlier tests move the clock past the first token's life.
    const signedIn = bearer(await signIn(t.app, 'client@demo.test'));
    const mine = await client.created(signedIn, fields(small));
    const missing = await put(visitor(), 2_000_000, { extra_fields: boardMeeting });
    for (const [headers, id] of [
      [visitor(), mine.id],
      [signedIn, created.id],
    ] as const) {
      const refused = await put(headers, id, { extra_fields: boardMeeting });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(missing.json());
    }
    expect(missing.json()).toEqual({ message: mediaTexts.notFound });
    expect(await rowOf(created.id)).toEqual(before);
    expect((await rowOf(mine.id))?.extraFields).toBeNull();
  });
});
