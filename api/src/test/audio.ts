import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFfmpeg } from '../modules/media/ffmpeg.ts';

/** Formats browsers play and formats they do not (AIFF, WMA), as ffmpeg names their muxers. */
const formats = {
  aiff: ['-c:a', 'pcm_s16be', '-f', 'aiff'],
  wma: ['-c:a', 'wmav2', '-f', 'asf'],
  wav: ['-c:a', 'pcm_s16le', '-f', 'wav'],
} as const;

/**
 * A recording made by ffmpeg itself: a 440 Hz tone for `tone` seconds, then `silence` seconds
 * of silence, in `format`.
 */
export async function generatedAudio(
  ffmpegPath: string,
  { tone, silence = 0, format }: { tone: number; silence?: number; format: keyof typeof formats },
): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-audio-'));
  try {
    const file = join(dir, `audio.${format}`);
    const source = `sine=frequency=440:sample_rate=22050:duration=${tone}`;
    // Padded with silence without end, cut at the length wanted.
    const pad = ['-af', 'apad', '-t', String(tone + silence)];
    await runFfmpeg(ffmpegPath, ['-f', 'lavfi', '-i', source, ...pad, ...formats[format], file]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
