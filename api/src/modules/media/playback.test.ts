import { parseBuffer } from 'music-metadata';
import { eq } from 'drizzle-orm';
import type { MediaRendition, MediaWaveform } from '@portal/contracts/media/playback-schema';
import { media, mediaClips } from '../../db/schema.ts';
import { generatedRecording } from '../../test/audio.ts';
import { setupTestApp } from '../../test/helper.ts';
import { drainTasks } from '../../test/tasks.ts';
import { callsAs, jobCast, jobOn, orderedMedia, type JobCast } from '../job/test-fixtures.ts';
import { PEAKS_PER_SECOND } from './peaks.ts';

const t = setupTestApp();
const { get } = callsAs(t);
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

/**
 * A 10 s recording ordered and split: the typist's 0-4 s and 4-6 s, the other typist's 6-10 s,
 * which the proofreader proofreads.
 */
async function splitRecording() {
  const item = await orderedMedia(t, cast.client.id, 10);
  const bytes = await generatedRecording(t.app.config.ffmpegPath, { tone: 10, format: 'wav' });
  await t.app.storage.write(item.storageKey, bytes, 'audio/wav');
  await jobOn(t, item, { start: 0, end: 4, status: 'in-progress', typistId: cast.typist.id });
  await jobOn(t, item, { start: 4, end: 6, status: 'done', typistId: cast.typist.id });
  await jobOn(t, item, {
    start: 6,
    end: 10,
    status: 'in-progress',
    typistId: cast.otherTypist.id,
    proofreaderId: cast.proofreader.id,
  });
  return item;
}

const rendition = async (who: JobCast[keyof JobCast], id: number) => {
  const answer = await get(who, `/v1/media/rendition/${id}`);
  expect(answer.statusCode).toBe(200);
  return answer.json<MediaRendition>();
};

/** The seconds of audio a signed URL serves, and its type. */
async function played(url: string) {
  const file = await t.app.inject({ url });
  expect(file.statusCode).toBe(200);
  const { format } = await parseBuffer(file.rawPayload);
  return { type: file.headers['content-type'], seconds: format.duration ?? 0 };
}

test('until the rendition is made its state is answered, and a media without one gets it', async () => {
  const item = await splitRecording();
  expect(await rendition(cast.admin, item.id)).toEqual({ state: 'none', ranges: [] });
  // The call enqueued the task, which a worker may have begun meanwhile.
  const waveform = (await get(cast.typist, `/v1/media/waveform/${item.id}`)).json<MediaWaveform>();
  expect(waveform).toMatchObject({ peaksPerSecond: PEAKS_PER_SECOND, ranges: [] });
  expect(['none', 'in-progress']).toContain(waveform.state);
  await drainTasks(t.app);
  expect((await rendition(cast.admin, item.id)).state).toBe('done');
});

test('admins hear the whole rendition; a typist and a proofreader a clip of their ranges only', async () => {
  const item = await splitRecording();
  await get(cast.admin, `/v1/media/rendition/${item.id}`);
  await drainTasks(t.app);

  const whole = await rendition(cast.superAdmin, item.id);
  expect(whole).toMatchObject({ state: 'done', ranges: [{ offset: 0, duration: 10 }] });
  const audio = await played(whole.ranges[0]!.url);
  expect(audio.type).toBe('audio/mp4');
  expect(audio.seconds).toBeCloseTo(10, 0);

  // The typist's two jobs meet: one clip of both.
  const typist = await rendition(cast.typist, item.id);
  expect(typist).toMatchObject({ state: 'done', ranges: [{ offset: 0, duration: 6 }] });
  expect((await played(typist.ranges[0]!.url)).seconds).toBeCloseTo(6, 0);
  const proofreader = await rendition(cast.proofreader, item.id);
  expect(proofreader).toMatchObject({ ranges: [{ offset: 6, duration: 4 }] });
  expect((await played(proofreader.ranges[0]!.url)).seconds).toBeCloseTo(4, 0);

  // Cut once, kept for the next call.
  await rendition(cast.typist, item.id);
  const clips = await t.db.select().from(mediaClips).where(eq(mediaClips.mediaId, item.id));
  expect(clips.map(({ start, end }) => [start, end]).sort()).toEqual([
    [0, 6],
    [6, 10],
  ]);
});

test('the waveform gives the peaks of the same ranges', async () => {
  const item = await splitRecording();
  await get(cast.admin, `/v1/media/waveform/${item.id}`);
  await drainTasks(t.app);
  const answer = await get(cast.proofreader, `/v1/media/waveform/${item.id}`);
  const waveform = answer.json<MediaWaveform>();
  expect(waveform).toMatchObject({ state: 'done', ranges: [{ offset: 6, duration: 4 }] });
  const peaks = waveform.ranges[0]!.peaks;
  expect(peaks).toHaveLength(4 * PEAKS_PER_SECOND);
  expect(peaks.every((peak) => peak >= 28 && peak <= 255)).toBe(true);
  const whole = (await get(cast.admin, `/v1/media/waveform/${item.id}`)).json<MediaWaveform>();
  expect(whole.ranges[0]!.peaks.length).toBeGreaterThanOrEqual(10 * PEAKS_PER_SECOND - 1);
});

test('a failed rendition is answered as failed, without ranges', async () => {
  const item = await splitRecording();
  await t.db.update(media).set({ renditionState: 'failed' }).where(eq(media.id, item.id));
  expect(await rendition(cast.typist, item.id)).toEqual({ state: 'failed', ranges: [] });
});

test('staff without a job on the media get its 404, clients a 403, an unknown id a 404', async () => {
  const item = await splitRecording();
  for (const url of [`/v1/media/rendition/${item.id}`, `/v1/media/waveform/${item.id}`]) {
    expect((await get(cast.otherProofreader, url)).statusCode).toBe(404);
    expect((await get(cast.client, url)).statusCode).toBe(403);
    expect((await get(cast.restrictedAdmin, url)).statusCode).toBe(403);
  }
  expect((await get(cast.admin, '/v1/media/rendition/999999')).statusCode).toBe(404);
  expect((await get(cast.admin, '/v1/media/waveform/abc')).statusCode).toBe(422);
});
