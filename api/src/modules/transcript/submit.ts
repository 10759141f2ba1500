import { Role } from '@portal/contracts/policy/roles';
import { malformedMarkers } from '@portal/contracts/transcript/markers';
import { submitTexts } from '@portal/contracts/cart/submit-texts';
import type { Db } from '../../db/index.ts';
import type { TranscriptRow } from '../../db/rows.ts';
import type { Actor } from '../../lib/caller.ts';
import { unprocessable } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { FinishInput } from '../job/audio.ts';
import type { WritableRange } from '../job/transcript-scope.ts';
import { finishJob } from '../job/transitions.ts';
import { mediaDuration } from './bounds.ts';
import { onlyWithin } from './ranges.ts';
import { takeSnapshot } from './snapshots.ts';

export type SubmitDeps = Pick<ServiceDeps, 'db' | 'now' | 'featureFlags'>;

/** Markers of the ranges with no time, an impossible one, or one past the recording's end. */
async function ensureMarkersHold(tx: Db, row: TranscriptRow, ranges: WritableRange[]) {
  const duration = (await mediaDuration(tx, row.mediaId)) ?? undefined;
  const malformed = onlyWithin(row.content, ranges).sections.flatMap((section) =>
    malformedMarkers(section.text, duration).map((marker) => marker.text),
  );
  if (malformed.length > 0)
    throw unprocessable(submitTexts.malformedMarkers([...new Set(malformed)]), 'content');
}

/**
 * The editor's submit (PUT /v1/transcript/{id} with submit), in the save's transaction: with
 * every marker of the caller's ranges well formed, each of their open jobs on the media is
 * finished as the job rules say, and the saved version kept as that job's snapshot (job for its
 * typist, job_proofread for its proofreader). A malformed marker refuses it all, save included.
 */
export async function submitJobs(
  deps: SubmitDeps,
  actor: Actor,
  row: TranscriptRow,
  ranges: WritableRange[],
  finish: FinishInput,
): Promise<void> {
  await ensureMarkersHold(deps.db, row, ranges);
  const at = deps.now();
  const reason = actor.role === Role.PROOFREADER ? 'job_proofread' : 'job';
  for (const { jobId } of ranges) {
    await finishJob(deps, actor, jobId, finish);
    await takeSnapshot(deps.db, row, reason, { userId: actor.userId, at, jobId });
  }
}
