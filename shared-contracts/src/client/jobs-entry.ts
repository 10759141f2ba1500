// @portal/contracts/jobs: the job endpoints, the job rules the screens offer actions by, and how
// jobs are shown (ranges, rates, audio quality, dates), shared on their own so the portal's
// first load does without them.
export * from './api/job.ts';
export * from '../core/job-rules.ts';
export * from '../core/job-comments.ts';
export * from '../core/job-format.ts';
export { audioQualities, audioQualityLabels, type AudioQuality } from '../core/audio-quality.ts';
export { DEFAULT_RATE_PERCENT } from '../core/grades.ts';
export { formatUnixTime } from '../core/dates.ts';
export { fromDeadlineInput, toDeadlineInput } from '../core/deadline-input.ts';
export { formatDuration } from '../core/media-format.ts';
export { formatMoney } from '../core/currency.ts';
export {
  JOB_COMMENT_MAX_LENGTH,
  JOB_ISSUE_MAX_LENGTH,
  JOB_PAGE_SIZE,
  JOB_RATE_PERCENT_MAX,
  JOB_REPORT_MAX_LENGTH,
  jobSortKeys,
  type JobSortKey,
} from '../core/limits.ts';
export { askedPoorAudioReason, failureText, isConflict } from './failure-text.ts';
