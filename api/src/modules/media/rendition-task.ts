import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SnapshotState } from '@portal/contracts/common/statuses';
import type { Db } from '../../db/index.ts';
import { media } from '../../db/schema.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { enqueueTask, type TaskDefinition } from '../../lib/task-queue.ts';
import { deriveMediaProgress } from '../job/progress.ts';
import { FfmpegError } from './ffmpeg.ts';
import { makeRendition, removeRendition, renditionKeys } from './rendition.ts';

const renditionPayload = z.object({ mediaId: z.number().int().positive() });
type RenditionPayload = z.input<typeof renditionPayload>;

declare module '../../lib/task-queue.ts' {
  interface TaskPayloads {
    'media-rendition': RenditionPayload;
  }
}

type RenditionTaskDeps = Pick<ServiceDeps, 'db' | 'storage' | 'ffmpegPath' | 'now' | 'log'>;

/**
 * Makes a media's rendition once, in the background, after the caller's transaction (`db` or a
 * `tx`) commits: the upload's, or the demo's. Enqueued again while the task is kept, it adds
 * nothing.
 */
export const enqueueRendition = (db: Db, mediaId: number) =>
  enqueueTask(db, {
    kind: 'media-rendition',
    payload: { mediaId },
    key: `media-rendition:${mediaId}`,
    maxAttempts: 5,
  });

/**
 * Writes the rendition's state (and the sub-status it makes, in one transaction); answers false
 * when the media is gone.
 */
async function recordState(
  { db, now }: Pick<ServiceDeps, 'db' | 'now'>,
  mediaId: number,
  state: SnapshotState,
  keys: { renditionKey: string; peaksKey: string } | Record<string, never> = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const at = now();
    const updated = await tx
      .update(media)
      .set({ renditionState: state, ...keys, updatedAt: at })
      .where(eq(media.id, mediaId))
      .returning({ id: media.id });
    if (updated.length === 0) return false;
    await deriveMediaProgress(tx, mediaId, at);
    return true;
  });
}

/**
 * The task: makes the rendition and peaks of a media not yet done. Safe to repeat (after a
 * crash): a done media is left alone, and a new run replaces what a cut-short one stored. Bytes
 * ffmpeg cannot decode fail for good, shown in the media's sub-status; anything else (storage)
 * fails too, so the player is never blank, and is tried again.
 */
async function renderMedia(deps: RenditionTaskDeps, { mediaId }: RenditionPayload) {
  const [item] = await deps.db.select().from(media).where(eq(media.id, mediaId));
  if (!item || item.renditionState === 'done' || item.status === 'deleted') return;
  await recordState(deps, mediaId, 'in-progress');
  try {
    await makeRendition(deps, item.storageKey);
  } catch (error) {
    await recordState(deps, mediaId, 'failed');
    if (!(error instanceof FfmpegError)) throw error;
    deps.log.warn({ err: error, mediaId }, 'the media could not be made playable');
    return;
  }
  const { rendition, peaks } = renditionKeys(item.storageKey);
  const kept = await recordState(deps, mediaId, 'done', {
    renditionKey: rendition,
    peaksKey: peaks,
  });
  // Removed while it was being made: what was stored for it goes too.
  if (!kept) await removeRendition(deps, item);
}

export const renditionTask: TaskDefinition<RenditionPayload> = {
  payload: renditionPayload,
  run: renderMedia,
};
