import { jobTypeLabels, type JobStatus } from '@portal/contracts';
import { Link } from 'react-router';
import { audioQualityLabels, type AudioQuality } from '@portal/contracts/media/audio-quality';
import { effectiveJobRate, jobRangeSeconds, jobRangeText } from '@portal/contracts/job/format';
import { formatDuration } from '@portal/contracts/media/format';
import { formatMoney, formatUnixTime } from '@portal/contracts';
import type { Job } from '@portal/contracts/job/schema';
import { PORTAL_TIME_LABEL } from '@portal/contracts/common/portal-time';
import { formatPortalDateTime } from '@portal/contracts/live-booking/session-input';
import { StatusChip, type StatusTone } from '@portal/ui';
import { JobStatusChip, type DataTableColumn } from '@portal/ui/table';

// The columns the typist and proofreader tables share; a sortable column's id is its GET
// /v1/job sort key.
type JobColumn = DataTableColumn<Job>;

const dash = '—';

/** The spec's table date (dd.MM.yy, hh:mm a), in local time. */
export const tableDate = (unixSeconds: number | null): string =>
  unixSeconds === null ? dash : formatUnixTime(unixSeconds, 'table');

/** The jobs whose transcript the typist or proofreader works on in the editor. */
const openInEditor: readonly JobStatus[] = ['assigned', 'in-progress', 'partial-done'];

/**
 * Where the job's text is worked on: the notes of a live session in the live note editor, beside
 * its meeting; anything else in the transcript editor.
 */
const editorPath = (job: Job): string =>
  job.type === 'notes' && job.media.meetingStart !== null
    ? `/live-notetaking/editor?media=${job.mediaId}`
    : `/editor?media=${job.mediaId}`;

export const mediaColumn: JobColumn = {
  id: 'title',
  header: 'Media',
  sortable: true,
  cell: (job) => (
    <>
      {openInEditor.includes(job.status) ? (
        <Link className="job-table__title" to={editorPath(job)}>
          {job.media.title}
        </Link>
      ) : (
        <span className="job-table__title">{job.media.title}</span>
      )}
      {job.media.meetingStart !== null && (
        <span className="job-table__meeting">
          {`Meeting ${formatPortalDateTime(job.media.meetingStart)} (${PORTAL_TIME_LABEL})`}
        </span>
      )}
    </>
  ),
};

export const serviceColumn: JobColumn = {
  id: 'service',
  header: 'Service',
  cell: (job) => (
    <>
      {job.media.serviceName ?? dash}
      {job.type === 'notes' && <span className="job-table__note"> · {jobTypeLabels.notes}</span>}
    </>
  ),
};

export const rangeColumn: JobColumn = {
  id: 'range',
  header: 'Range',
  cell: (job) => <span className="ui-tabular-nums">{jobRangeText(job)}</span>,
};

export const durationColumn: JobColumn = {
  id: 'duration',
  header: 'Duration',
  align: 'end',
  cell: (job) => formatDuration(jobRangeSeconds(job)),
};

export const statusColumn: JobColumn = {
  id: 'status',
  header: 'Status',
  sortable: true,
  cell: (job) => (
    <span className="job-table__chips">
      <JobStatusChip status={job.status} />
      {job.hasIssue && <StatusChip tone="error">Issue reported</StatusChip>}
    </span>
  ),
};

/** The typist's deadline; the proofreader's own when they have one. */
export const deadlineColumn = (whose: 'typist' | 'proofreader'): JobColumn => ({
  id: 'deadline',
  header: 'Deadline',
  sortable: true,
  align: 'end',
  cell: (job) =>
    tableDate(whose === 'proofreader' ? (job.proofreaderDeadline ?? job.deadline) : job.deadline),
});

/** What the job pays a minute, in pounds: the rate at the job's rate percent. */
export const rateColumn: JobColumn = {
  id: 'rate',
  header: 'Rate',
  align: 'end',
  cell: (job) => (
    <>
      <span className="job-table__rate">{formatMoney(effectiveJobRate(job), 'GBP')}/min</span>
      {job.ratePercent !== 100 && (
        <span className="job-table__note">
          {' '}
          ({job.ratePercent}% of {formatMoney(job.rate, 'GBP')})
        </span>
      )}
    </>
  ),
};

const qualityTones: Record<AudioQuality, StatusTone> = {
  clear: 'success',
  moderate: 'warning',
  poor: 'error',
};

export const audioQualityColumn: JobColumn = {
  id: 'audioQuality',
  header: 'Audio quality',
  cell: (job) =>
    job.audioQuality ? (
      <StatusChip tone={qualityTones[job.audioQuality]}>
        {audioQualityLabels[job.audioQuality]}
      </StatusChip>
    ) : (
      <span className="job-table__note">Not known</span>
    ),
};

export const typistColumn: JobColumn = {
  id: 'typist',
  header: 'Typist',
  cell: (job) => job.typistName ?? dash,
};
