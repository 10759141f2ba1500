import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { createSessionId } from '@portal/contracts/auth/session-id';
import { mediaTexts } from '@portal/contracts/media/texts';
import { uploadTexts } from '@portal/contracts/storage/uploads';
import { activeChoices } from '@portal/contracts/services/rules';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import { cartMedia, media } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { drainTasks } from '../../test/tasks.ts';
import { mediaClient } from '../../test/media-upload.ts';
import { startS3StandIn, storageOnStandIn, type S3StandIn } from '../../test/s3-stand-in.ts';
import { wavBytes } from '../../lib/wav.ts';
import { noiseBytes } from '../../test/noise.ts';
import type { S3Storage } from '../storage/s3.ts';

// The same media flow with S3 storage: the browser PUTs to presigned S3 URLs (an in-process
// S3-compatible stand-in that checks their SigV4 signatures), the server completes the
// multipart upload and reads the duration with a ranged GetObject stream.
const t = setupTestApp();
let s3: S3StandIn;
let storage: S3Storage;
let app: FastifyInstance;
const client = mediaClient(() => app);
let options: { id: number; turnaround: number; speakers: string };

beforeAll(async () => {
  s3 = await startS3StandIn(t.clock.now);
  storage = storageOnStandIn(s3, t.clock.now, 'us-east-1');
  app = await t.build({}, undefined, { storage });
  const [service] = (await app.inject({ url: '/v1/new-service/guest-services' })).json<
    TranscriptionService[]
  >();
  if (!service) throw new Error('No catalogue');
  options = {
    id: service.id,
    turnaround: Number(activeChoices(service.turnaround)[0]?.[0]),
    speakers: activeChoices(service.speakers)[0]?.[0] ?? '',
  };
});

// A rendition made in the background reads and writes S3: it ends while the stand-in is up.
afterEach(() => drainTasks(app));

afterAll(async () => {
  storage.close();
  await s3.close();
});

const fields = (bytes: Buffer, extension = 'wav') => ({
  title: 'On S3',
  extension,
  mime: 'audio/wav',
  size: bytes.length,
  currency: 'GBP',
  service_options: options,
});
const inCart = async (id: number) =>
  (await t.db.select().from(cartMedia).where(eq(cartMedia.mediaId, id))).length === 1;

test('one PUT and a two-part upload to S3 end in the cart with their real durations', async () => {
  const headers = { 'x-session-id': createSessionId() };
  for (const [bytes, seconds, billed] of [
    [wavBytes(61), 61, 120],
    [wavBytes(1400), 1400, 1440],
  ] as const) {
    const created = await client.created(headers, fields(bytes));
    const parts = await client.upload(headers, created, bytes);
    expect(parts).toHaveLength(created.partCount === 1 ? 0 : 2);
    const processed = await client.process(headers, created.id, parts);
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({
      status: 'uploaded',
      duration: seconds,
      billedDuration: billed,
      price: expect.any(Number),
    });
    expect(await inCart(created.id)).toBe(true);
    const [row] = await t.db.select().from(media).where(eq(media.id, created.id));
    expect(s3.objects.get(row?.storageKey ?? '')?.equals(bytes)).toBe(true);
  }
  expect(s3.uploads.size).toBe(0);
});

test('a wrong ETag leaves the S3 upload open; bytes that are not audio are removed from the bucket', async () => {
  const headers = { 'x-session-id': createSessionId() };
  const bytes = wavBytes(1400);
  const created = await client.created(headers, fields(bytes));
  const parts = await client.upload(headers, created, bytes);
  const wrong = parts.map((part) => ({ ...part, ETag: `"${'a'.repeat(32)}"` }));
  const refused = await client.process(headers, created.id, wrong);
  expect(refused.statusCode).toBe(422);
  expect(refused.json()).toEqual([{ field: 'parts', message: expect.stringMatching(/ETag/) }]);
  expect(s3.uploads.size).toBe(1);
  expect((await client.process(headers, created.id, parts)).statusCode).toBe(200);

  const noise = noiseBytes(50_000);
  const junk = await client.created(headers, fields(noise, 'mp3'));
  await client.upload(headers, junk, noise);
  const objects = s3.objects.size;
  const rejected = await client.process(headers, junk.id);
  expect(rejected.json()).toEqual([{ message: uploadTexts.mediaProcessingFailed }]);
  expect(s3.objects.size).toBe(objects - 1);
  expect(await t.db.select().from(media).where(eq(media.id, junk.id))).toEqual([]);

  // Cancelling a multipart upload aborts it in the bucket.
  const cancelled = await client.created(headers, fields(bytes));
  expect(s3.uploads.size).toBe(1);
  await app.inject({ method: 'DELETE', url: `/v1/media/${cancelled.id}`, headers });
  expect(s3.uploads.size).toBe(0);
});

test('an upload PUT with no bytes stores nothing usable; the media stays pending and the upload goes on', async () => {
  const headers = { 'x-session-id': createSessionId() };
  const whole = wavBytes(61);
  const single = await client.created(headers, fields(whole));
  const parted = await client.created(headers, fields(wavBytes(1400)));
  const rowsBefore = await t.db
    .select()
    .from(media)
    .where(inArray(media.id, [single.id, parted.id]));
  const objects = s3.objects.size;

  // S3 signs the length of a single PUT: an empty one is refused there.
  const empty = await fetch(await client.presignedUrl(headers, single.id), { method: 'PUT' });
  expect(empty.status).toBe(403);
  expect(s3.objects.size).toBe(objects);
  expect((await client.process(headers, single.id)).json()).toEqual([
    { message: mediaTexts.notUploaded },
  ]);

  // S3 takes an empty part, then refuses to assemble it: the upload stays open.
  const bytes = wavBytes(1400);
  const parts = await client.upload(headers, parted, bytes);
  const emptyPart = await fetch(await client.presignedUrl(headers, parted.id, 1), {
    method: 'PUT',
  });
  expect(emptyPart.status).toBe(200);
  const refused = await client.process(headers, parted.id, [
    { PartNumber: 1, ETag: emptyPart.headers.get('etag') ?? '' },
    parts[1] as (typeof parts)[1],
  ]);
  expect(refused.statusCode).toBe(422);
  expect(refused.json()).toEqual([
    { field: 'parts', message: 'Every part but the last must be at least 5 MB' },
  ]);
  expect(
    await t.db
      .select()
      .from(media)
      .where(inArray(media.id, [single.id, parted.id])),
  ).toEqual(rowsBefore);

  await client.upload(headers, single, whole);
  expect((await client.process(headers, single.id)).statusCode).toBe(200);
  const resent = await client.upload(headers, parted, bytes);
  expect((await client.process(headers, parted.id, resent)).statusCode).toBe(200);
});
