import type { JobStatus } from '@portal/contracts';
import { StatusChip, type StatusTone } from './StatusChip.tsx';

/** A job's status in words (staff spec section 4), as every staff screen shows it. */
export const jobStatusLabels: Record<JobStatus, string> = {
  available: 'Available',
  assigned: 'Assigned',
  'in-progress': 'In progress',
  'partial-done': 'Partially done',
  done: 'Done',
  substandard: 'Substandard',
  merged: 'Merged',
};

/**
 * The job status colours (staff spec section 4): waiting is neutral, typing is info, typed and
 * waiting for its proofreader is a warning, done is success, and substandard work an error.
 */
export const jobStatusTones: Record<JobStatus, StatusTone> = {
  available: 'neutral',
  assigned: 'info',
  'in-progress': 'info',
  'partial-done': 'warning',
  done: 'success',
  substandard: 'error',
  merged: 'neutral',
};

export function JobStatusChip({ status }: { status: JobStatus }) {
  return <StatusChip tone={jobStatusTones[status]}>{jobStatusLabels[status]}</StatusChip>;
}
