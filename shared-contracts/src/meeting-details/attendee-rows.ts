import type { MeetingAttendee } from './rules.ts';
import { composeValidators, maxLength, noAngleBrackets, required } from '../common/validation.ts';

/**
 * A meeting's attendees as the forms hold them (a media's meeting details, a live session):
 * rows named by a key of their own, never sent. Their fields are named by it
 * (`attendees.<key>.attendeeName`), so removing a row takes its values and field state with it
 * instead of moving them to the row below, as names by position would.
 */

let addedRows = 0;

/** The key of a row a form adds: one no other row of the page has. */
export const newAttendeeRow = (): string => {
  addedRows += 1;
  return `added-${addedRows}`;
};

/** The form's name of a field of the row with this key. */
export const attendeeField = (key: string, field: keyof MeetingAttendee): string =>
  `attendees.${key}.${field}`;

/** Saved attendees as a form's rows, each under the key `keyOf` gives its position. */
export function attendeeRowsOf(
  saved: readonly MeetingAttendee[],
  keyOf: (row: number) => string,
): { attendeeRows: string[]; attendees: Record<string, Partial<MeetingAttendee>> } {
  const attendeeRows = saved.map((_, row) => keyOf(row));
  return {
    attendeeRows,
    attendees: Object.fromEntries(
      saved.map((attendee, row) => [attendeeRows[row]!, { ...attendee }]),
    ),
  };
}

/** The attendees the rows hold, in the rows' order, an emptied field sent empty. */
export const attendeesOf = (
  rows: readonly string[] | undefined,
  attendees: Record<string, Partial<MeetingAttendee> | undefined> | undefined,
): MeetingAttendee[] =>
  (rows ?? []).map((key) => ({
    attendeeName: attendees?.[key]?.attendeeName ?? '',
    jobTitle: attendees?.[key]?.jobTitle ?? '',
  }));

/** The server's limits on an attendee (meetingDetailsInputSchema), checked before sending. */
export const attendeeValidators = {
  attendeeName: composeValidators(required(), noAngleBrackets, maxLength(120)),
  jobTitle: composeValidators(noAngleBrackets, maxLength(120)),
} as const;
