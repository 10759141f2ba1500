import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { parseBuffer } from 'music-metadata';
import { AUDIO_EXTENSIONS, VIDEO_EXTENSIONS } from '@portal/contracts/storage/uploads';
import { generatedRecording, recordingFormats, type RecordingFormat } from '../../test/audio.ts';
import { testConfig } from '../../test/helper.ts';
import { LocalStorage } from '../storage/local.ts';
import type { BlobStorage } from '../storage/storage.ts';
import { PEAKS_PER_SECOND } from './peaks.ts';
import { makeRendition, renditionKeys } from './rendition.ts';

/*
 * Every family of recording the upload page accepts, made by ffmpeg (or, where ffmpeg writes no
 * such file, its header by hand around ffmpeg's samples) and made a rendition as an upload is.
 */

/** Accepted extensions that name no format ffmpeg knows: such an upload is read by its bytes. */
const unknownToFfmpeg = ['tt'];

const { ffmpegPath } = testConfig();
let root: string;
let storage: BlobStorage;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'portal-formats-'));
  storage = new LocalStorage(root, 'formats-test-secret', () => new Date());
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

test('every accepted extension is a family made below, or named as one ffmpeg does not know', () => {
  const accepted: string[] = [...AUDIO_EXTENSIONS, ...VIDEO_EXTENSIONS];
  expect([...Object.keys(recordingFormats), ...unknownToFfmpeg].sort()).toEqual(accepted.sort());
});

test.each(Object.keys(recordingFormats) as RecordingFormat[])(
  'a %s recording is made a 3 s AAC rendition, its peaks the tone then silence',
  async (format) => {
    const key = `recording-${format}`;
    const bytes = await generatedRecording(ffmpegPath, { tone: 2, silence: 1, format });
    await storage.write(key, bytes, 'application/octet-stream');
    await makeRendition({ storage, ffmpegPath }, key);
    const keys = renditionKeys(key);
    const rendition = await parseBuffer(await buffer(await storage.read(keys.rendition)));
    expect(rendition.format).toMatchObject({ container: expect.stringMatching(/^M4A\//) });
    expect(rendition.format.codec).toBe('MPEG-4/AAC');
    expect(rendition.format.duration).toBeCloseTo(3, 0);
    const peaks = [...(await buffer(await storage.read(keys.peaks)))];
    expect(peaks.length).toBeGreaterThanOrEqual(3 * PEAKS_PER_SECOND - 1);
    // lavfi's sine is at an eighth of full scale, 32 of 255: A-law, µ-law and lossy codecs move
    // it a little. The edges are left out: a codec's frames blur them.
    expect(Math.min(...peaks.slice(2, 2 * PEAKS_PER_SECOND - 2))).toBeGreaterThanOrEqual(24);
    expect(Math.max(...peaks.slice(2 * PEAKS_PER_SECOND + 2))).toBeLessThanOrEqual(2);
  },
);
