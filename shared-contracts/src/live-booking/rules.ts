import { LIVE_MAX_DURATION_SECONDS, LIVE_MIN_NOTICE_SECONDS } from '../common/limits.ts';
import { activeChoices, type ServiceOptions } from '../services/rules.ts';
import type { TranscriptionService } from '../services/schema.ts';
import { liveBookingTexts } from './texts.ts';

/**
 * The rules of live note-taking sessions (client spec section 5), which the API holds bookings
 * and checkouts to and the booking form shows before sending. Times are Unix seconds; a session
 * runs from its start up to, not including, its end, so back-to-back sessions do not overlap.
 */
export interface SessionSpan {
  start: number;
  end: number;
}

/** The booking form's hours and minutes as the session's length in seconds. */
export const sessionSeconds = (hours: number, minutes: number): number =>
  hours * 3600 + minutes * 60;

/** Whether a session may last this long: from a minute to the longest session. */
export const bookableLength = (seconds: number): boolean =>
  seconds >= 60 && seconds <= LIVE_MAX_DURATION_SECONDS;

export const spansOverlap = (a: SessionSpan, b: SessionSpan): boolean =>
  a.start < b.end && b.start < a.end;

/**
 * The most sessions running at one moment of `session`, itself included, beside `others`: how
 * many note-takers it needs at once. The count only rises where a session starts, so the peak is
 * at the session's own start or at the start of one of the others inside it.
 */
export function peakOverlap(others: readonly SessionSpan[], session: SessionSpan): number {
  const inside = others.filter((other) => spansOverlap(other, session));
  const instants = [
    session.start,
    ...inside.map((other) => other.start).filter((at) => at > session.start),
  ];
  const runningAt = (at: number) =>
    inside.filter((other) => other.start <= at && at < other.end).length;
  return 1 + Math.max(...instants.map(runningAt));
}

/** Why a session may not start when it does, booked at `now`: in the past, or too soon. */
export function sessionTimeProblem(start: number, now: number): string | null {
  if (start <= now) return liveBookingTexts.inThePast;
  if (start - now < LIVE_MIN_NOTICE_SECONDS) return liveBookingTexts.tooSoon;
  return null;
}

/** Why a session cannot be added beside `others`: more than `max` would run at once. */
export function overlapProblem(
  others: readonly SessionSpan[],
  session: SessionSpan,
  max: number,
): string | null {
  return peakOverlap(others, session) > max ? liveBookingTexts.tooManyOverlapping(max) : null;
}

/**
 * The options a live session is priced with: a booking names only the service and its add-ons
 * (extra modifiers), so the turnaround and the speakers are the service's first active choices.
 * Undefined when the service offers none of either, and so cannot be booked.
 */
export function liveServiceOptions(
  service: TranscriptionService,
  extraModifiers: Record<string, boolean>,
): ServiceOptions | undefined {
  const [turnaround] = activeChoices(service.turnaround);
  const [speakers] = activeChoices(service.speakers);
  if (!turnaround || !speakers) return undefined;
  return {
    id: service.id,
    turnaround: Number(turnaround[0]),
    speakers: speakers[0],
    priceCalculationElements: extraModifiers,
  };
}

/**
 * A session's note-taker's job among its jobs: its latest notes job with a typist (an earlier
 * note-taker's job may stay behind it, removed or reassigned).
 */
export function noteTakingJob<Job extends { id: number; type: string; typistId: number | null }>(
  jobsOfSession: readonly Job[],
): Job | undefined {
  return jobsOfSession
    .filter((job) => job.type === 'notes' && job.typistId !== null)
    .reduce<Job | undefined>(
      (latest, job) => (latest && latest.id > job.id ? latest : job),
      undefined,
    );
}
