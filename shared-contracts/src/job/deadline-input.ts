// A deadline in a datetime-local input: local wall time to the minute, as the browser shows it
// (the typist's deadline extension, the admins' media deadline).

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** Unix seconds as the input's value (2026-11-21T14:30), in local time. */
export function toDeadlineInput(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000);
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** The input's value as unix seconds; undefined when it is not a complete date and time. */
export function fromDeadlineInput(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  // A date-time without a zone is read as local time, as the input shows it.
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? undefined : Math.floor(time / 1000);
}
