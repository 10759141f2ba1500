import { mediaReturnTexts } from '@portal/contracts/media-return/texts';
import { mergeTranscripts } from '@portal/contracts/job/rules';
import type { Job } from '@portal/contracts/job/schema';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { applyRule } from '../job/change.ts';
import { deriveMediaProgress } from '../job/progress.ts';
import { mediaJobs } from '../job/read.ts';
import { lockJobs, lockMedia, partsText } from './standing.ts';

type Deps = Pick<ServiceDeps, 'db' | 'now'>;

/**
 * PUT /v1/media/merge-transcripts/{id}: the split jobs' parts made one transcript. The media
 * keeps one document per kind that every typist writes their range of, so the merge is the
 * admin's word that the parts are final: every job must be finished (409 naming the unfinished,
 * nothing changed); the sections read in range order already (the transcript keeps them in
 * start order, whoever saved them); each job becomes merged, kept as the
 * record of its part, and the media Merged, ready for its return.
 */
export async function mergeMediaTranscripts(
  deps: Deps,
  actor: Actor,
  mediaId: number,
): Promise<Job[]> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockMedia(tx, mediaId);
    const parts = (await lockJobs(tx, mediaId)).filter((job) => job.status !== 'merged');
    if (parts.length === 0) throw new ApiError(409, mediaReturnTexts.nothingToMerge);
    const unfinished = parts.filter((job) => !mergeTranscripts.from.includes(job.status));
    if (unfinished.length > 0)
      throw new ApiError(409, mediaReturnTexts.mergeUnfinished(partsText(unfinished)));
    const rule = { ...mergeTranscripts, action: 'mergeTranscripts' as const };
    for (const job of parts) await applyRule(tx, job, rule, {}, { actorId: actor.userId, at });
    await deriveMediaProgress(tx, mediaId, at);
  });
  return mediaJobs(deps.db, actor, mediaId);
}
