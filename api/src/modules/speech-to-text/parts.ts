import type { SpeechToTextConfig } from '../../config.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { inTempDir } from '../../lib/temp-dir.ts';
import { storedAsFile } from '../storage/local-file.ts';
import { runFfmpeg } from '../media/ffmpeg.ts';
import type { AudioPart, EngineAnswer, EngineSegment, EngineWord } from './provider.ts';

/**
 * Parts are MP3, mono, 16 kHz: what every engine of the API decodes (whisper.cpp's server
 * without --convert too), and what speech recognisers hear at most (Whisper resamples to 16 kHz).
 */
export const PART_TYPE = 'audio/mpeg';
export const PART_SAMPLE_RATE = 16_000;
export const PART_BIT_RATE = 48_000;
// Room for the frames' headers and padding over the bit rate's bytes.
const SIZE_MARGIN = 0.9;

/** How long each part lasts: the length limit, or less where the size limit says so. */
export function partSeconds(config: Pick<SpeechToTextConfig, 'partMaxBytes' | 'partMaxSeconds'>) {
  const bySize = Math.floor((config.partMaxBytes * 8 * SIZE_MARGIN) / PART_BIT_RATE);
  return Math.max(1, Math.min(config.partMaxSeconds, bySize));
}

/** Where each part of a recording of `duration` seconds starts: every `length` seconds. */
export function partOffsets(duration: number, length: number): number[] {
  const count = Math.max(1, Math.ceil(duration / length));
  return Array.from({ length: count }, (_, index) => index * length);
}

export type PartDeps = Pick<ServiceDeps, 'storage' | 'ffmpegPath'>;

/** The stored audio as a file ffmpeg can seek in, for `work`; a copy is removed afterwards. */
export const withAudioFile = <T>(deps: PartDeps, key: string, work: (path: string) => Promise<T>) =>
  inTempDir('portal-s2t-', (dir) => storedAsFile(deps.storage, key, dir, work));

/**
 * `seconds` of the audio from `offset`, as a part. Seeking before the input while encoding
 * decodes up to the offset, so the part starts there to the sample and its times add up.
 */
export async function cutPart(
  deps: PartDeps,
  path: string,
  { index, offset, seconds }: { index: number; offset: number; seconds: number },
): Promise<AudioPart> {
  const chunks: Buffer[] = [];
  await runFfmpeg(
    deps.ffmpegPath,
    [
      ...['-ss', String(offset), '-t', String(seconds), '-i', path],
      ...['-map', '0:a:0', '-ac', '1', '-ar', String(PART_SAMPLE_RATE)],
      ...['-c:a', 'libmp3lame', '-b:a', String(PART_BIT_RATE), '-f', 'mp3', 'pipe:1'],
    ],
    { onStdout: (chunk) => chunks.push(chunk) },
  );
  const name = `part-${String(index + 1).padStart(3, '0')}.mp3`;
  return { bytes: Buffer.concat(chunks), fileName: name, type: PART_TYPE };
}

/** A part's answer with its place in the recording. */
export interface AnsweredPart {
  offset: number;
  answer: EngineAnswer;
}

const shifted = (word: EngineWord, offset: number): EngineWord => ({
  ...word,
  start: word.start + offset,
  end: word.end + offset,
});

/**
 * The parts' answers as one answer of the whole recording: each part's times moved by its
 * offset, its segments and words after the earlier parts'.
 */
export function stitch(parts: readonly AnsweredPart[]): EngineAnswer {
  const ordered = [...parts].sort((a, b) => a.offset - b.offset);
  const segments: EngineSegment[] = ordered.flatMap(({ offset, answer }) =>
    answer.segments.map((segment) => ({
      ...segment,
      start: segment.start + offset,
      end: segment.end + offset,
      words: segment.words?.map((word) => shifted(word, offset)),
    })),
  );
  const topLevel = ordered.filter(({ answer }) => answer.words !== undefined);
  const words = topLevel.length
    ? topLevel.flatMap(({ offset, answer }) => (answer.words ?? []).map((w) => shifted(w, offset)))
    : undefined;
  const last = ordered.at(-1);
  const duration =
    last?.answer.duration === undefined ? undefined : last.offset + last.answer.duration;
  return { segments, ...(words && { words }), ...(duration !== undefined && { duration }) };
}
