import type { MediaStatus } from '@portal/contracts';
import type { StatusTone } from '@portal/ui';

// Media fields as the library shows them. formatDuration is the upload page's rule too; it
// belongs in @portal/contracts once a shared home for display formats exists.

/** A recording's length: 2:05, or 1:02:03 from an hour up; a dash while it is unknown. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const s = Math.round(seconds);
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Billed duration: whole minutes (the server rounds the duration up). */
export function formatBilledDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.round(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

const two = (value: number) => String(value).padStart(2, '0');

/** The spec's table date, dd.MM.yy, hh:mm a (23.11.26, 02:50 pm), in local time. */
export function formatCreated(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000);
  const hours = date.getHours();
  const day = `${two(date.getDate())}.${two(date.getMonth() + 1)}.${two(date.getFullYear() % 100)}`;
  return `${day}, ${two(hours % 12 || 12)}:${two(date.getMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
}

/** Client spec section 4: a media shows Complete when it is returned, else In progress. */
export const mediaStatusText = (status: MediaStatus): 'Complete' | 'In progress' =>
  status === 'returned' ? 'Complete' : 'In progress';

export const mediaStatusTone = (status: MediaStatus): StatusTone =>
  status === 'returned' ? 'success' : 'info';
