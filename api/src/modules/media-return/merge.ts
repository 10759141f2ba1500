import { mediaReturnTexts } from '@portal/contracts/media-return/texts';
import { mergeTranscripts } from '@portal/contracts/job/rules';
import type { Job } from '@portal/contracts/job/schema';
import type { JobType } from '@portal/contracts/common/statuses';
import type { Db } from '../../db/index.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { applyRule } from '../job/change.ts';
import { deriveMediaProgress } from '../job/progress.ts';
import { mediaJobs } from '../job/read.ts';
import { findTranscript, saveTranscript } from '../transcript/service.ts';
import { lockJobs, lockMedia, partsText } from './standing.ts';

type Deps = Pick<ServiceDeps, 'db' | 'now'>;

/**
 * The media's transcript (or notes) with its sections in range order. The typists' saves keep
 * them so already; a save that did not (a script's, an import's) is put right as a new version,
 * so the document the client downloads reads in the order of the recording.
 */
async function inRangeOrder(tx: Db, mediaId: number, kind: JobType, by: Actor, at: Date) {
  const transcript = await findTranscript(tx, mediaId, kind);
  if (!transcript) return;
  const sections = transcript.content.sections;
  const ordered = [...sections].sort((a, b) => a.start - b.start);
  if (ordered.every((section, index) => section === sections[index])) return;
  await saveTranscript(tx, {
    mediaId,
    kind,
    content: { ...transcript.content, sections: ordered },
    userId: by.userId,
    at,
    written: 'whole',
  });
}

/**
 * PUT /v1/media/merge-transcripts/{id}: the split jobs' parts made one transcript. The media
 * keeps one document per kind that every typist writes their range of, so the merge is the
 * admin's word that the parts are final: every job must be finished (409 naming the unfinished,
 * nothing changed); the sections are put in range order; each job becomes merged, kept as the
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
    for (const kind of new Set(parts.map((job) => job.type)))
      await inRangeOrder(tx, mediaId, kind, actor, at);
    const rule = { ...mergeTranscripts, action: 'mergeTranscripts' as const };
    for (const job of parts) await applyRule(tx, job, rule, {}, { actorId: actor.userId, at });
    await deriveMediaProgress(tx, mediaId, at);
  });
  return mediaJobs(deps.db, actor, mediaId);
}
