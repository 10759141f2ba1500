/** A job's part of its media as staff screens show it (staff spec section 3, Job). */

interface JobRange {
  mediaRangeStart: number;
  mediaRangeEnd: number;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** Seconds into the media as HH:MM:SS (01:02:03). */
export function timecode(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(whole % 60)}`;
}

const RANGE_TIME = /^(?:(\d{1,2}):)?(\d{1,3}):(\d{2})$/;

/**
 * Seconds into the media of a time typed as mm:ss or hh:mm:ss (as `timecode` writes it);
 * undefined when it is neither, or not typed.
 */
export function parseRangeTime(text: string | undefined): number | undefined {
  const parts = RANGE_TIME.exec(text?.trim() ?? '');
  if (!parts) return undefined;
  const [, hours, minutes, seconds] = parts.map(Number) as [number, number, number, number];
  const hasHours = parts[1] !== undefined;
  if (seconds > 59 || (hasHours && minutes > 59)) return undefined;
  return (hasHours ? hours * 3600 : 0) + minutes * 60 + seconds;
}

/** The range a job covers: 00:15:00–00:30:00. */
export const jobRangeText = (job: JobRange): string =>
  `${timecode(job.mediaRangeStart)}–${timecode(job.mediaRangeEnd)}`;

/** How long the job's range is, in seconds. */
export const jobRangeSeconds = (job: JobRange): number =>
  Math.max(0, job.mediaRangeEnd - job.mediaRangeStart);

/** The rate a job pays per minute once its rate percent applies, in minor units. */
export const effectiveJobRate = (job: { rate: number; ratePercent: number }): number =>
  Math.round((job.rate * job.ratePercent) / 100);
