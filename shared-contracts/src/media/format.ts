// A media's lengths as the upload page's cart and the client library show them.

/** A recording's length: 2:05, or 1:02:03 from an hour up; a dash while it is unknown. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const s = Math.round(seconds);
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Billed whole minutes, from the billed duration in seconds (the server rounds it up). */
export const billedMinutesOf = (billedDuration: number | null): number | null =>
  billedDuration === null ? null : Math.round(billedDuration / 60);
