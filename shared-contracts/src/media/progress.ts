/**
 * A media's status and sub-status (staff spec section 4) as its jobs make them: the one place
 * they are derived, called by the API in the transaction of every job change.
 */
import type { JobStatus, MediaStatus, MediaSubStatus, SnapshotState } from '../common/statuses.ts';

export interface MediaProgressInput {
  status: MediaStatus;
  onHold: boolean;
  cancelled: boolean;
  /** The browser-playable rendition made after upload. */
  renditionState: SnapshotState;
  /** The speech-to-text draft an admin asked for (resend to speech-to-text). */
  s2tState: SnapshotState;
}

export interface JobProgressInput {
  status: JobStatus;
  typistId: number | null;
  selfAssign: boolean;
}

export interface MediaProgress {
  status: MediaStatus;
  subStatus: MediaSubStatus | null;
}

const typed: readonly JobStatus[] = ['partial-done', 'done', 'substandard'];
const finished: readonly JobStatus[] = ['done', 'substandard'];
/** Statuses the jobs do not move: before the order, and after the return or removal. */
const settled: Partial<Record<MediaStatus, MediaSubStatus | null>> = {
  pending: null,
  uploaded: null,
  returned: 'Returned',
  archived: 'Returned',
  deleted: 'Deleted content',
};

function fromJobs(jobs: readonly JobProgressInput[]): MediaProgress {
  const working = jobs.filter((job) => job.status !== 'merged');
  // Every job merged: the transcript is whole and waits for its return.
  if (working.length === 0 && jobs.length > 0) return { status: 'done', subStatus: 'Merged' };
  if (working.length === 0) return { status: 'ordered', subStatus: 'Unassigned' };
  if (working.every((job) => finished.includes(job.status)))
    return { status: 'done', subStatus: 'Ready for Return' };
  if (working.every((job) => typed.includes(job.status)))
    return { status: 'assigned', subStatus: 'Completed' };
  const taken = working.filter((job) => job.typistId !== null).length;
  if (taken === working.length) return { status: 'assigned', subStatus: 'Assigned' };
  if (taken > 0) return { status: 'assigned', subStatus: 'Part-assigned' };
  const offered = working.some((job) => job.selfAssign);
  return { status: 'ordered', subStatus: offered ? 'Self-assignable' : 'Unassigned' };
}

const renditionFailed: MediaSubStatus = 'Rendition generation fail';

const fromS2t: Partial<Record<SnapshotState, MediaSubStatus>> = {
  'in-progress': 'Processing S2T',
  failed: 'S2T Fail',
};

/**
 * The media's status and sub-status from its own state and its jobs'. A failed rendition shows
 * over the jobs' progress and on hold (no one can work on a media they cannot hear), under a
 * cancellation, a return and a removal (no one needs to). Speech-to-text under way or failed
 * shows over the jobs' progress, under on hold: typists may type without its draft, and an
 * admin's hold is the stronger word.
 */
export function mediaProgress(
  media: MediaProgressInput,
  jobs: readonly JobProgressInput[],
): MediaProgress {
  const failed = media.renditionState === 'failed';
  if (media.status in settled)
    return {
      status: media.status,
      subStatus: settled[media.status] ?? (failed ? renditionFailed : null),
    };
  const progress = fromJobs(jobs);
  if (media.cancelled) return { ...progress, subStatus: 'Cancelled' };
  if (failed) return { ...progress, subStatus: renditionFailed };
  if (media.onHold) return { ...progress, subStatus: 'On hold' };
  const s2t = fromS2t[media.s2tState];
  return s2t ? { ...progress, subStatus: s2t } : progress;
}
