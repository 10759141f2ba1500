import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { parseBuffer } from 'music-metadata';
import { Role } from '@portal/contracts/policy/roles';
import { media, tasks } from '../../db/schema.ts';
import { generatedRecording } from '../../test/audio.ts';
import { setupTestApp } from '../../test/helper.ts';
import { mediaClient } from '../../test/media-upload.ts';
import { drainTasks } from '../../test/tasks.ts';
import { jobOn, mediaRow } from '../job/test-fixtures.ts';
import { mediaOf, person } from '../project/test-fixtures.ts';
import { PEAKS_PER_SECOND } from './peaks.ts';
import { enqueueRendition, renditionTask } from './rendition-task.ts';
import { renditionKeys } from './rendition.ts';

const t = setupTestApp();
const client = mediaClient(() => t.app);
const stored = async (key: string) => buffer(await t.app.storage.read(key));

/** Uploads the bytes as a client's media, as the portal does, and processes it. */
async function uploaded(bytes: Buffer, extension: string, mime: string) {
  const { headers } = await person(t, 'Clara', Role.CLIENT);
  const fields = {
    title: `Call.${extension}`,
    extension,
    mime,
    size: bytes.length,
    currency: 'GBP',
  };
  const created = await client.created(headers, fields);
  await client.upload(headers, created, bytes);
  const processed = await client.process(headers, created.id);
  expect(processed.statusCode).toBe(200);
  return created.id;
}

/** A media row whose stored bytes are `bytes`, as if uploaded (or ordered with a job). */
async function storedMedia(bytes: Buffer, status: 'uploaded' | 'ordered') {
  const owner = await person(t, 'Olive', Role.CLIENT);
  const row = await mediaOf(t.db, owner.id, { status, duration: 3 });
  await t.app.storage.write(row.storageKey, bytes, 'audio/mpeg');
  return row;
}

test.each([
  ['aiff', 'audio/aiff'],
  ['wma', 'audio/x-ms-wma'],
] as const)(
  'an uploaded %s is made an AAC rendition with its peaks, once, in the background',
  async (format, mime) => {
    const bytes = await generatedRecording(t.app.config.ffmpegPath, {
      tone: 2,
      silence: 1,
      format,
    });
    const id = await uploaded(bytes, format, mime);
    await drainTasks(t.app);
    const row = await mediaRow(t.db, id);
    const keys = renditionKeys(row!.storageKey);
    expect(row).toMatchObject({
      renditionState: 'done',
      renditionKey: keys.rendition,
      peaksKey: keys.peaks,
      subStatus: null,
    });
    const { format: rendition } = await parseBuffer(await stored(keys.rendition));
    expect(rendition.container).toMatch(/^M4A\//);
    expect(rendition.codec).toBe('MPEG-4/AAC');
    // Mono at 32 kbit/s (MP4's sample entry says 2 channels whatever the stream holds).
    expect(rendition.bitrate).toBeLessThan(48_000);
    expect(rendition.duration).toBeCloseTo(3, 0);
    const peaks = [...(await stored(keys.peaks))];
    expect(peaks.length).toBeGreaterThanOrEqual(3 * PEAKS_PER_SECOND - 1);
    // lavfi's sine is at an eighth of full scale: 32 of 255; then silence.
    expect(peaks.slice(1, 2 * PEAKS_PER_SECOND - 1).every((peak) => peak >= 28)).toBe(true);
    expect(peaks.slice(2 * PEAKS_PER_SECOND + 1).every((peak) => peak === 0)).toBe(true);
    expect(await t.db.select().from(tasks).where(eq(tasks.kind, 'media-rendition'))).toContainEqual(
      expect.objectContaining({ key: `media-rendition:${id}`, state: 'done' }),
    );
  },
);

test('bytes ffmpeg cannot decode fail for good, shown in the sub-status over the jobs', async () => {
  const row = await storedMedia(Buffer.from('ID3 not really an mp3 '.repeat(50)), 'ordered');
  await jobOn(t, row);
  await enqueueRendition(t.db, row.id);
  await drainTasks(t.app);
  expect(await mediaRow(t.db, row.id)).toMatchObject({
    renditionState: 'failed',
    renditionKey: null,
    subStatus: 'Rendition generation fail',
  });
  const [task] = await t.db
    .select()
    .from(tasks)
    .where(eq(tasks.key, `media-rendition:${row.id}`));
  // Not tried again: the bytes would not decode any better.
  expect(task).toMatchObject({ state: 'done', attempts: 1 });
});

test('run again after a crash it makes the rendition; once done, again changes nothing', async () => {
  const bytes = await generatedRecording(t.app.config.ffmpegPath, { tone: 1, format: 'wav' });
  const row = await storedMedia(bytes, 'uploaded');
  // Cut short mid-way by a crash.
  await t.db.update(media).set({ renditionState: 'in-progress' }).where(eq(media.id, row.id));
  await renditionTask.run(t.app.deps, { mediaId: row.id });
  const done = await mediaRow(t.db, row.id);
  expect(done?.renditionState).toBe('done');
  const first = await t.app.storage.head(done!.renditionKey!);
  await renditionTask.run(t.app.deps, { mediaId: row.id });
  expect(await mediaRow(t.db, row.id)).toEqual(done);
  expect(await t.app.storage.head(done!.renditionKey!)).toEqual(first);
});

test('a media removed meanwhile is left alone', async () => {
  await expect(renditionTask.run(t.app.deps, { mediaId: 987_654 })).resolves.toBeUndefined();
});
