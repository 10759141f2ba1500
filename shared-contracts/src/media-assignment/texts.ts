import { timecode } from '../job/format.ts';

/**
 * What the API says about splitting a media into jobs and assigning them (staff spec sections 3
 * and 4; the spec gives no texts for assignment, so these are ours).
 */
export const mediaAssignmentTexts = {
  /** POST /v1/media/assign/{id} and POST /v1/media/assign: the media. */
  notOpen: 'Only ordered or assigned media can be split or assigned.',
  noDuration: 'This media has no duration yet: it cannot be split or assigned.',
  /** The ranges of the parts, with the jobs already started. */
  emptyRange: 'The range must end after it starts.',
  gap: (from: number, to: number) => `No job covers ${timecode(from)} to ${timecode(to)}.`,
  overlap: (from: number, to: number) =>
    `This range overlaps another from ${timecode(from)} to ${timecode(to)}.`,
  overlapsStarted: (from: number, to: number) =>
    `This range overlaps a job already started, from ${timecode(from)} to ${timecode(to)}: remove its typist first.`,
  pastEnd: (duration: number) => `The range ends after the media, at ${timecode(duration)}.`,
  /** The typists, rates and deadlines of the parts. */
  notTrained: (service: string) => `This typist is not trained in ${service}.`,
  notPaidAtGrade: (service: string, grade: number) =>
    `${service} pays no rate at this typist's Grade ${grade}.`,
  offLimitRatesAlone: 'Off-limit rates are for an off-limit split.',
  /** A split that does not say which version of the media it was planned on (422). */
  versionRequired: 'Send the updated_at of the media this split was planned on.',
  /** A split taking jobs from their typists, sent without unassign_typists (409). */
  wouldUnassign: (names: readonly string[]) =>
    `This split takes a job from ${names.join(', ')}. Confirm to unassign them: they are told by mail.`,
  /** POST /v1/media/assign: one media of a bulk assignment. */
  duplicateMedia: 'Each media may be listed once.',
  assignWhat: 'Name a typist or a proofreader for this media.',
  noJobWaiting: 'No job of this media is waiting for a typist.',
} as const;
