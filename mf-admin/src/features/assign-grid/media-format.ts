import { TURNAROUND, type MediaStatus, type MediaSubStatus } from '@portal/contracts';
import { formatUnixTime } from '@portal/contracts';
import type { StatusTone } from '@portal/ui';

// How the assign grid shows a media's fields to staff (staff spec sections 3, 4 and 9).

export const dash = '—';

/** The spec's table date, dd.MM.yy, hh:mm a, in local time. */
export const tableDate = (unixSeconds: number | null): string =>
  unixSeconds === null ? dash : formatUnixTime(unixSeconds, 'table');

/** A media status in words, as staff see it (clients see only In progress or Complete). */
export const mediaStatusLabels: Record<MediaStatus, string> = {
  pending: 'Pending',
  uploaded: 'Uploaded',
  ordered: 'Ordered',
  assigned: 'Assigned',
  'in-progress': 'In progress',
  done: 'Done',
  returned: 'Returned',
  archived: 'Archived',
  deleted: 'Deleted',
};

/**
 * Status colours, as the job statuses': waiting for work is neutral, being worked on is info,
 * typed and waiting to go back is a warning, returned is success.
 */
export const mediaStatusTones: Record<MediaStatus, StatusTone> = {
  pending: 'neutral',
  uploaded: 'neutral',
  ordered: 'neutral',
  assigned: 'info',
  'in-progress': 'info',
  done: 'warning',
  returned: 'success',
  archived: 'neutral',
  deleted: 'error',
};

/** What needs an admin's eye is loud: failures and held or cancelled work. */
export const subStatusTone = (subStatus: MediaSubStatus): StatusTone => {
  if (subStatus.endsWith('Fail') || subStatus.endsWith('fail')) return 'error';
  if (subStatus === 'On hold' || subStatus === 'Cancelled') return 'warning';
  if (subStatus === 'Ready for Return') return 'success';
  return 'neutral';
};

/** The turnarounds a service offers (staff spec section 9), longest first. */
export const turnarounds: readonly number[] = Object.values(TURNAROUND);

/** A turnaround in seconds as words: "7 days", "48 hours". */
export function turnaroundLabel(seconds: number | null): string {
  if (seconds === null) return dash;
  const day = 86_400;
  if (seconds % day === 0 && seconds > 2 * day) return `${seconds / day} days`;
  const hours = Math.round(seconds / 3600);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
