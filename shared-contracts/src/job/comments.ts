import { jobPartyOf, type JobParty, type JobState } from './rules.ts';
import type { Role } from '../policy/roles.ts';

/** The comments a job carries (staff spec section 3, Job), by whom each is written to. */
export interface JobComments {
  /** To the typist: an admin's (jobComment), or the proofreader's as they send the job back. */
  adminComment: string | null;
  /** To the proofreader: an admin's (proofreaderComment, and the split-job form's). */
  proofreaderComment: string | null;
}

type CommentKey = keyof JobComments;

/** Each comment's name where staff read it, as the admins' job menu names its dialog. */
export const jobCommentLabels: Record<CommentKey, string> = {
  adminComment: 'Comment to typist',
  proofreaderComment: 'Proofreader comment',
};

/** Which comments each party reads: the typist theirs, the proofreader theirs and the typist's. */
const readBy: Partial<Record<JobParty, readonly CommentKey[]>> = {
  typist: ['adminComment'],
  proofreader: ['proofreaderComment', 'adminComment'],
  admin: ['adminComment', 'proofreaderComment'],
};

export interface JobCommentText {
  key: CommentKey;
  label: string;
  text: string;
}

/** The comments on the job the user reads, those written only, in reading order. */
export function jobCommentsFor(
  user: { id: number; role: Role },
  job: JobState & JobComments,
): JobCommentText[] {
  const party = jobPartyOf(user, job);
  const keys = (party && readBy[party]) ?? [];
  return keys.flatMap((key) => {
    const text = job[key];
    return text ? [{ key, label: jobCommentLabels[key], text }] : [];
  });
}
