/** What a job pays: its seconds at `rate` minor units a minute, at `ratePercent` percent. */
export interface PaidWork {
  seconds: number;
  rate: number;
  ratePercent: number;
}

// seconds × rate × percent / (60 s × 100 %): one division, so a line is rounded once.
const DIVISOR = 6000;

/**
 * A job line's amount in whole minor units, rounded half up once. Exact in integers: the
 * product stays far below 2^53 (a day of audio at £100 a minute and 200 % is about 1.7e11).
 */
export function lineAmount({ seconds, rate, ratePercent }: PaidWork): number {
  const product = seconds * rate * ratePercent;
  return Math.floor((2 * product + DIVISOR) / (2 * DIVISOR));
}

/** The seconds a job pays: the admin's custom duration when set, else its range's length. */
export const paidSeconds = (job: { start: number; end: number; customDuration: number | null }) =>
  job.customDuration ?? job.end - job.start;
