import {
  LIVE_MAX_DURATION_SECONDS,
  MEETING_AGENDA_MAX_LENGTH,
  MEETING_LINK_MAX_LENGTH,
  MEETING_TITLE_MAX_LENGTH,
  PO_NUMBER_MAX_LENGTH,
} from '../common/limits.ts';
import { liveBookingTexts } from './texts.ts';
import { sessionSeconds } from './rules.ts';
import {
  composeValidators,
  inTheFuture,
  maxLength,
  noAngleBrackets,
  required,
} from '../common/validation.ts';
import {
  addPortalDays,
  formatPortalDay,
  fromPortalTime,
  portalTime,
} from '../common/portal-time.ts';

/**
 * A live session's times and link as its forms hold them and its views show them, on the
 * portal's clock (UK time) whatever the browser's zone: the start as a datetime-local value
 * (2026-12-01T14:30), the notes' due day as a date value (2026-12-03). Times are Unix seconds.
 */

const dateTime = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
const day = /^\d{4}-\d{2}-\d{2}$/;
const wholeNumber = /^\d+$/;

const toSeconds = (at: Date): number => Math.floor(at.getTime() / 1000);

/** A datetime-local value read on the portal's clock; undefined until complete. */
export function fromStartInput(value: string | undefined): number | undefined {
  const match = dateTime.exec(value ?? '');
  return match ? toSeconds(fromPortalTime(match[1]!, match[2])) : undefined;
}

/** A start as the datetime-local value that shows it on the portal's clock. */
export function toStartInput(unixSeconds: number): string {
  const { date, time } = portalTime(new Date(unixSeconds * 1000));
  return `${date}T${time}`;
}

/** The length's hours and minutes fields in seconds; undefined until both are whole numbers. */
export function fromLengthInputs(
  hours: string | undefined,
  minutes: string | undefined,
): number | undefined {
  const h = hours?.trim() ?? '';
  const m = minutes?.trim() ?? '';
  return wholeNumber.test(h) && wholeNumber.test(m)
    ? sessionSeconds(Number(h), Number(m))
    : undefined;
}

/** A length in seconds as its whole hours and minutes, as the API takes them. */
export const lengthParts = (seconds: number): { hours: number; minutes: number } => ({
  hours: Math.floor(seconds / 3600),
  minutes: Math.floor((seconds % 3600) / 60),
});

/** A length in seconds as a form's hours and minutes fields start with it. */
export function toLengthInputs(seconds: number): {
  meetingDurationHours: string;
  meetingDurationMinutes: string;
} {
  const { hours, minutes } = lengthParts(seconds);
  return { meetingDurationHours: String(hours), meetingDurationMinutes: String(minutes) };
}

/**
 * What is wrong with a length's hours or minutes field: not a whole number up to `max`. A form's
 * validator as it is: a blank field is left to the required check.
 */
export const lengthPartProblem =
  (max: number) =>
  (value: unknown): string | undefined => {
    const text = typeof value === 'string' ? value.trim() : '';
    return text !== '' && (!wholeNumber.test(text) || Number(text) > max)
      ? liveBookingTexts.duration
      : undefined;
  };

/** A due day as the last second of that day, UK time; undefined until complete. */
export function fromDueDayInput(value: string | undefined): number | undefined {
  if (!value || !day.test(value)) return undefined;
  return toSeconds(fromPortalTime(addPortalDays(value, 1))) - 1;
}

/** A due time as the date value of its UK day. */
export const toDueDayInput = (unixSeconds: number): string =>
  portalTime(new Date(unixSeconds * 1000)).date;

/** The spec's date display, HH:mm on ddd, MMM Do ("14:30 on Tue, Dec 1st"), in UK time. */
export function formatPortalDateTime(unixSeconds: number): string {
  const { date, time } = portalTime(new Date(unixSeconds * 1000));
  return `${time} on ${formatPortalDay(date)}`;
}

const counted = (count: number, unit: string): string =>
  `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A session's length in words: "1 hour 30 minutes", "45 minutes", "2 hours". */
export function formatSessionLength(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts = [
    hours > 0 && counted(hours, 'hour'),
    (minutes > 0 || hours === 0) && counted(minutes, 'minute'),
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * Why the note-taker could not open this meeting link: only http and https addresses join. A
 * form's validator as it is: a blank link is left to the required check.
 */
export function meetingLinkProblem(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return undefined;
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:' ? undefined : liveBookingTexts.meetingLink;
  } catch {
    return liveBookingTexts.meetingLink;
  }
}

/**
 * The checks a session's own fields take in both live forms (booking and editing), with the
 * limits the API holds a session to. The length's parts leave a blank field to each form.
 */
export const sessionFieldValidators = {
  meetingTitle: composeValidators(required(), noAngleBrackets, maxLength(MEETING_TITLE_MAX_LENGTH)),
  meetingDurationHours: lengthPartProblem(LIVE_MAX_DURATION_SECONDS / 3600),
  meetingDurationMinutes: lengthPartProblem(59),
  meetingLink: composeValidators(
    required(),
    maxLength(MEETING_LINK_MAX_LENGTH),
    meetingLinkProblem,
  ),
  meetingAgenda: composeValidators(noAngleBrackets, maxLength(MEETING_AGENDA_MAX_LENGTH)),
  poNumber: composeValidators(noAngleBrackets, maxLength(PO_NUMBER_MAX_LENGTH)),
  /** When the notes are wanted by: a day still to end. */
  mediaDue: inTheFuture(fromDueDayInput),
} as const;
