import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parseBuffer } from 'music-metadata';
import { AUDIO_EXTENSIONS, VIDEO_EXTENSIONS } from '@portal/contracts/storage/uploads';
import { generatedRecording, recordingFormats, type RecordingFormat } from '../../test/audio.ts';
import { testConfig } from '../../test/helper.ts';
import { LocalStorage } from '../storage/local.ts';
import type { BlobStorage } from '../storage/storage.ts';
import { PEAKS_PER_SECOND } from './peaks.ts';
import { runFfmpeg } from './ffmpeg.ts';
import {
  RENDITION_BIT_RATE,
  RENDITION_MAX_SAMPLE_RATE,
  makeRendition,
  renditionKeys,
} from './rendition.ts';

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

/** A stereo recording of noise (what an encoder cannot make smaller than its bit rate) at `rate`. */
async function noiseWav(rate: number, seconds: number): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-noise-'));
  try {
    const file = join(dir, 'noise.wav');
    await runFfmpeg(ffmpegPath, [
      ...['-f', 'lavfi', '-i', `anoisesrc=r=${rate}:a=0.3:d=${seconds}`],
      ...['-ac', '2', '-c:a', 'pcm_s16le', file],
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The channels and sample rate of the audio ffmpeg decodes from `bytes`, from a WAV header. */
async function decodedFormat(bytes: Buffer) {
  const wav: Buffer[] = [];
  await runFfmpeg(ffmpegPath, ['-i', 'pipe:0', '-c:a', 'pcm_s16le', '-f', 'wav', 'pipe:1'], {
    stdin: Readable.from([bytes]),
    onStdout: (chunk) => wav.push(chunk),
  });
  const header = Buffer.concat(wav);
  return { channels: header.readUInt16LE(22), sampleRate: header.readUInt32LE(24) };
}

test.each([
  [8_000, 8_000],
  [11_025, 11_025],
  [22_050, RENDITION_MAX_SAMPLE_RATE],
  [44_100, RENDITION_MAX_SAMPLE_RATE],
])(
  'a stereo %i Hz recording is made a mono %i Hz rendition at the speech bit rate, never up-sampled',
  async (sourceRate, renditionRate) => {
    const key = `noise-${sourceRate}.wav`;
    await storage.write(key, await noiseWav(sourceRate, 4), 'audio/wav');
    await makeRendition({ storage, ffmpegPath }, key);
    const keys = renditionKeys(key);
    const rendition = await buffer(await storage.read(keys.rendition));
    expect(await decodedFormat(rendition)).toEqual({ channels: 1, sampleRate: renditionRate });
    const { format } = await parseBuffer(rendition);
    expect(format.duration).toBeCloseTo(4, 0);
    // The whole file, its container with it: what a player downloads a second.
    const bitRate = (rendition.length * 8) / (format.duration ?? 1);
    expect(bitRate).toBeGreaterThan(RENDITION_BIT_RATE * 0.6);
    expect(bitRate).toBeLessThan(RENDITION_BIT_RATE * 1.25);
    // The peaks are of the source's time, whatever the rendition's rate.
    const peaks = await buffer(await storage.read(keys.peaks));
    expect(peaks.length).toBeGreaterThanOrEqual(4 * PEAKS_PER_SECOND - 1);
    expect(peaks.length).toBeLessThanOrEqual(4 * PEAKS_PER_SECOND + 1);
  },
);
