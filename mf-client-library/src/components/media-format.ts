import type { MediaStatus } from '@portal/contracts';
import { billedMinutesOf } from '@portal/contracts/media/format';
import { formatUnixTime } from '@portal/contracts';
import type { StatusTone } from '@portal/ui';

// Media and project fields as the library's tables and dialogs show them; a recording's length
// (formatDuration) is the upload page's too, in @portal/contracts/cart.

/** Billed duration: whole minutes (the server rounds the duration up). */
export function formatBilledDuration(seconds: number | null): string {
  const minutes = billedMinutesOf(seconds);
  if (minutes === null) return '—';
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The spec's table date, dd.MM.yy, hh:mm a (23.11.26, 02:50 pm), in local time. */
export const formatCreated = (unixSeconds: number): string => formatUnixTime(unixSeconds, 'table');

/** Client spec section 4: a media shows Complete when it is returned, else In progress. */
export const mediaStatusText = (status: MediaStatus): 'Complete' | 'In progress' =>
  status === 'returned' ? 'Complete' : 'In progress';

export const mediaStatusTone = (status: MediaStatus): StatusTone =>
  status === 'returned' ? 'success' : 'info';
