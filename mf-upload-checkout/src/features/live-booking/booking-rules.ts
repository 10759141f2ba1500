import { composeValidators, laterThan, required } from '@portal/contracts/common/validation';
import {
  bookableLength,
  overlapProblem,
  sessionTimeProblem,
  type SessionSpan,
} from '@portal/contracts/live-booking/rules';
import {
  fromDueDayInput,
  sessionFieldValidators,
} from '@portal/contracts/live-booking/session-input';
import { liveBookingTexts as texts } from '@portal/contracts/live-booking/texts';
import type { Capacity } from '@portal/contracts/live-booking/schema';
import { lengthOf, spanOf, type BookingValues } from './booking-values.ts';

export const chooseServiceText = 'Choose a service';

/** Each field's own checks, with the limits the API holds the booking to. */
export const sessionValidators = {
  ...sessionFieldValidators,
  meetingDate: required(),
  meetingDurationHours: composeValidators(required(), sessionFieldValidators.meetingDurationHours),
  meetingDurationMinutes: composeValidators(
    required(),
    sessionFieldValidators.meetingDurationMinutes,
  ),
} as const;

/** What the capacity checker said about one session, and the span it was asked for. */
export interface SessionCapacity {
  span: SessionSpan;
  capacity: Capacity;
}

export interface BookingRuleContext {
  /** Unix seconds. */
  now: number;
  /** The capacity checker's answers, by session row. */
  capacities: ReadonlyMap<string, SessionCapacity>;
}

const sameSpan = (a: SessionSpan, b: SessionSpan) => a.start === b.start && a.end === b.end;

/**
 * Why a session cannot start when it does (client spec section 5): in the past or too soon; more
 * sessions of this booking at once, with the ones before it, than the checker's maximum; or no
 * place left beside those already booked.
 */
function startProblem(
  span: SessionSpan,
  earlier: SessionSpan[],
  answer: SessionCapacity | undefined,
  context: BookingRuleContext,
): string | undefined {
  const time = sessionTimeProblem(span.start, context.now);
  if (time) return time;
  const max = [...context.capacities.values()][0]?.capacity.maxOverlappingSessions;
  if (max === undefined) return undefined;
  const overlap = overlapProblem(earlier, span, max);
  if (overlap) return overlap;
  if (answer && sameSpan(answer.span, span) && !answer.capacity.available)
    return texts.tooManyOverlapping(max);
  return undefined;
}

type SessionErrors = Record<string, string>;

/**
 * The rules that read more than one field (react-final-form's record-level validation): a service
 * chosen, each session's length and its start. Field-level checks come first where both speak.
 */
export function validateBooking(values: BookingValues, context: BookingRuleContext) {
  const errors: { serviceId?: string; sessions?: Record<string, SessionErrors> } = {};
  if (values.serviceId === undefined) errors.serviceId = chooseServiceText;
  const earlier: SessionSpan[] = [];
  const sessions: Record<string, SessionErrors> = {};
  for (const key of values.sessionRows) {
    const session = values.sessions[key];
    const own: SessionErrors = {};
    const length = lengthOf(session);
    if (length !== undefined && !bookableLength(length))
      own.meetingDurationMinutes = texts.duration;
    const span = spanOf(session);
    if (span) {
      const problem = startProblem(span, earlier, context.capacities.get(key), context);
      if (problem) own.meetingDate = problem;
      earlier.push(span);
      // The notes cannot be wanted before the meeting is over.
      const due = laterThan(fromDueDayInput, span.end)(session?.mediaDue);
      if (due) own.mediaDue = due;
    }
    if (Object.keys(own).length > 0) sessions[key] = own;
  }
  if (Object.keys(sessions).length > 0) errors.sessions = sessions;
  return errors;
}
