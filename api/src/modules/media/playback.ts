import { buffer } from 'node:stream/consumers';
import { and, eq, ne } from 'drizzle-orm';
import { can } from '@portal/contracts/policy/policy';
import { mediaTexts } from '@portal/contracts/media/texts';
import type { MediaRendition, MediaWaveform } from '@portal/contracts/media/playback-schema';
import { media, mediaClips } from '../../db/schema.ts';
import type { MediaRow } from '../../db/rows.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { hearableRanges, type JobRange } from '../job/transcript-scope.ts';
import { PEAKS_PER_SECOND } from './peaks.ts';
import { clipKey, cutClip } from './rendition.ts';
import { enqueueRendition } from './rendition-task.ts';

export type PlaybackDeps = Pick<ServiceDeps, 'db' | 'storage' | 'ffmpegPath' | 'now'>;

interface Hearable {
  item: MediaRow;
  ranges: JobRange[];
  /** The whole media: the rendition itself, no clip. */
  whole: boolean;
}

/**
 * What of a media the actor may hear: admins and super admins all of it, and any staff all of a
 * demo recording; a typist or proofreader the ranges of their jobs (none: the media's 404, as
 * for a removed or unknown media).
 */
async function hearable({ db }: Pick<ServiceDeps, 'db'>, actor: Actor, id: number) {
  const [item] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, id), ne(media.status, 'deleted')));
  if (!item) throw new ApiError(404, mediaTexts.notFound);
  const whole = item.demo || can(actor, 'media.produce');
  const ranges = whole
    ? [{ start: 0, end: item.duration ?? 0 }]
    : await hearableRanges(db, actor, item.id);
  return { item, ranges, whole } satisfies Hearable;
}

/** The rendition's keys once it is done; before, a media left without one (older) gets one. */
async function doneRendition(db: ServiceDeps['db'], item: MediaRow) {
  if (item.renditionState === 'done' && item.renditionKey && item.peaksKey)
    return { renditionKey: item.renditionKey, peaksKey: item.peaksKey };
  if (item.renditionState === 'none') await enqueueRendition(db, item.id);
  return undefined;
}

/** The clip of the range, cut on first demand and kept for the next. */
async function clipOf(deps: PlaybackDeps, item: MediaRow, renditionKey: string, range: JobRange) {
  const [kept] = await deps.db
    .select({ storageKey: mediaClips.storageKey })
    .from(mediaClips)
    .where(
      and(
        eq(mediaClips.mediaId, item.id),
        eq(mediaClips.start, range.start),
        eq(mediaClips.end, range.end),
      ),
    );
  if (kept) return kept.storageKey;
  const key = clipKey(item.storageKey, range);
  await cutClip(deps, renditionKey, range, key);
  // Recorded after the bytes: two first demands at once cut the same clip under the same key.
  await deps.db
    .insert(mediaClips)
    .values({ mediaId: item.id, ...range, storageKey: key, createdAt: deps.now() })
    .onConflictDoNothing();
  return key;
}

/** GET /v1/media/rendition/{id}: signed URLs of what the actor may hear, once it is made. */
export async function mediaRendition(
  deps: PlaybackDeps,
  actor: Actor,
  id: number,
): Promise<MediaRendition> {
  const { item, ranges, whole } = await hearable(deps, actor, id);
  const done = await doneRendition(deps.db, item);
  if (!done) return { state: item.renditionState, ranges: [] };
  const answer = [];
  for (const range of ranges) {
    const key = whole ? done.renditionKey : await clipOf(deps, item, done.renditionKey, range);
    const url = await deps.storage.presignGet(key);
    answer.push({ offset: range.start, duration: range.end - range.start, url });
  }
  return { state: 'done', ranges: answer };
}

/** GET /v1/media/waveform/{id}: the peaks of what the actor may hear, read range by range. */
export async function mediaWaveform(
  deps: PlaybackDeps,
  actor: Actor,
  id: number,
): Promise<MediaWaveform> {
  const { item, ranges } = await hearable(deps, actor, id);
  const done = await doneRendition(deps.db, item);
  const answer = { state: item.renditionState, peaksPerSecond: PEAKS_PER_SECOND };
  if (!done) return { ...answer, ranges: [] };
  const stored = await deps.storage.head(done.peaksKey);
  const count = stored?.size ?? 0;
  const peaks = [];
  for (const range of ranges) {
    // One byte a peak; the decoded audio may end a little before the duration read at upload.
    const start = Math.min(range.start * PEAKS_PER_SECOND, count);
    const end = Math.min(range.end * PEAKS_PER_SECOND, count);
    const bytes =
      end > start
        ? await buffer(await deps.storage.read(done.peaksKey, { start, end: end - 1 }))
        : [];
    peaks.push({ offset: range.start, duration: range.end - range.start, peaks: [...bytes] });
  }
  return { ...answer, ranges: peaks };
}
