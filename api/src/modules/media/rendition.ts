import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { mediaClips } from '../../db/schema.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { inTempDir } from '../../lib/temp-dir.ts';
import { storedAsFile } from '../storage/local-file.ts';
import type { JobRange } from '../job/transcript-scope.ts';
import { runFfmpeg } from './ffmpeg.ts';
import { PEAKS_SAMPLE_RATE, PeakReducer } from './peaks.ts';

export type RenditionDeps = Pick<ServiceDeps, 'storage' | 'ffmpegPath'>;

/** Mono AAC in MP4: what Chromium, Firefox and Safari all play. */
export const RENDITION_TYPE = 'audio/mp4';
/** Speech needs no more: wideband telephony and speech recognisers stop at 16 kHz. */
export const RENDITION_MAX_SAMPLE_RATE = 16_000;
export const RENDITION_BIT_RATE = 32_000;
/**
 * The rates AAC takes up to RENDITION_MAX_SAMPLE_RATE, lowest first: ffmpeg takes the one nearest
 * the source's, the lower on a tie, so a recording is never up-sampled (but one below 7.35 kHz,
 * AAC's lowest) and the rendition is never larger for it.
 */
const AAC_SAMPLE_RATES = [7_350, 8_000, 11_025, 12_000, 16_000];
const aac = [
  ...['-af', `aformat=sample_rates=${AAC_SAMPLE_RATES.join('|')}`],
  ...['-ac', '1', '-c:a', 'aac', '-b:a', String(RENDITION_BIT_RATE)],
];
// An M4A (the ipod muxer's brand), its index first, so a player starts before the whole file has come.
const m4a = ['-movflags', '+faststart', '-f', 'ipod'];

/** Where a media's rendition and peaks are kept: beside its bytes, named after them. */
export const renditionKeys = (storageKey: string) => ({
  rendition: `${storageKey}.rendition.m4a`,
  peaks: `${storageKey}.peaks`,
});

/** A clip of the rendition for one range; a range is whole seconds. */
export const clipKey = (storageKey: string, range: JobRange): string =>
  `${storageKey}.clip-${range.start}-${range.end}.m4a`;

/**
 * Makes the browser-playable rendition of the media at `storageKey` and its waveform peaks, and
 * stores both under renditionKeys, replacing any. ffmpeg reads the original's file where the
 * storage keeps files, else a copy in a temporary file (an MP4 may keep its index at the end,
 * which ffmpeg must seek to); one ffmpeg pass writes the rendition to a file and the peaks' PCM
 * to a pipe, reduced as it comes: nothing is held in memory but the peaks. Throws FfmpegError
 * when the bytes are not audio it can decode.
 */
export async function makeRendition(deps: RenditionDeps, storageKey: string): Promise<void> {
  const keys = renditionKeys(storageKey);
  await inTempDir('portal-rendition-', (dir) =>
    storedAsFile(deps.storage, storageKey, dir, async (original) => {
      const rendition = join(dir, 'rendition.m4a');
      const peaks = new PeakReducer();
      await runFfmpeg(
        deps.ffmpegPath,
        [
          ...['-i', original],
          ...['-map', '0:a:0', ...aac, ...m4a, rendition],
          ...['-map', '0:a:0', '-ac', '1', '-ar', String(PEAKS_SAMPLE_RATE)],
          ...['-c:a', 'pcm_s16le', '-f', 's16le', 'pipe:1'],
        ],
        { onStdout: (chunk) => peaks.push(chunk) },
      );
      await deps.storage.writeFile(keys.rendition, rendition, RENDITION_TYPE);
      await deps.storage.write(keys.peaks, peaks.finish(), 'application/octet-stream');
    }),
  );
}

/**
 * Cuts the range out of the rendition and stores it as a clip under `key`. The packets are
 * copied, not encoded again: quick, and exact to an AAC frame (23 ms). The rendition is read as
 * a stream up to the range's end.
 */
export async function cutClip(
  deps: RenditionDeps,
  renditionKey: string,
  range: JobRange,
  key: string,
): Promise<void> {
  await inTempDir('portal-rendition-', async (dir) => {
    const clip = join(dir, 'clip.m4a');
    const times = ['-ss', String(range.start), '-to', String(range.end)];
    await runFfmpeg(
      deps.ffmpegPath,
      ['-i', 'pipe:0', ...times, '-map', '0:a:0', '-c', 'copy', ...m4a, clip],
      { stdin: await deps.storage.read(renditionKey) },
    );
    await deps.storage.writeFile(key, clip, RENDITION_TYPE);
  });
}

/** Removes the media's rendition, peaks and clips from storage, and the clips' records. */
export async function removeRendition(
  { db, storage }: { db: Db } & Pick<ServiceDeps, 'storage'>,
  item: { id: number; storageKey: string },
): Promise<void> {
  const clips = await db
    .select({ storageKey: mediaClips.storageKey })
    .from(mediaClips)
    .where(eq(mediaClips.mediaId, item.id));
  const { rendition, peaks } = renditionKeys(item.storageKey);
  for (const key of [rendition, peaks, ...clips.map((clip) => clip.storageKey)])
    await storage.delete(key);
  await db.delete(mediaClips).where(eq(mediaClips.mediaId, item.id));
}
