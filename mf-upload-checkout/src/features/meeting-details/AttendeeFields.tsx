import { useEffect, useId, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { MAX_MEETING_ATTENDEES } from '@portal/contracts/cart';
import { Button, CloseIcon, IconButton } from '@portal/ui';
import { FormTextField } from '@portal/ui/forms';
import {
  attendeeField,
  meetingDetailsValidators as validators,
  newAttendeeRow,
  type MeetingDetailsValues,
} from './meeting-details-values.ts';
import { attendeesFull } from './texts.ts';

/**
 * The attendees (the simple form, and part of the multi-field one): a name and a job title per
 * row, rows added and removed with buttons. Keyboard focus follows: to the new row's name after
 * adding, to the row that takes a removed one's place after removing.
 */
export function AttendeeFields() {
  const form = useForm<MeetingDetailsValues>();
  const { input } = useField<string[]>('attendeeRows', { subscription: { value: true } });
  const rows = Array.isArray(input.value) ? input.value : [];
  const idPrefix = useId();
  const nameId = (key: string) => `${idPrefix}-attendee-${key}`;
  // The row whose name field takes the focus once the change is on screen.
  const focusKey = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (focusKey.current === undefined) return;
    document.getElementById(nameId(focusKey.current))?.focus();
    focusKey.current = undefined;
  });

  const add = () => {
    const key = newAttendeeRow();
    focusKey.current = key;
    form.change('attendeeRows', [...rows, key]);
  };
  const remove = (row: number) => {
    const rest = rows.filter((_, index) => index !== row);
    focusKey.current = rest[Math.min(row, rest.length - 1)];
    form.change('attendeeRows', rest);
  };

  const removable = rows.length > 1;
  const full = rows.length >= MAX_MEETING_ATTENDEES;
  return (
    <fieldset className="meeting-attendees">
      <legend className="meeting-details__legend">Attendees</legend>
      <ol
        className={`meeting-attendees__list${removable ? ' meeting-attendees__list--removable' : ''}`}
      >
        {rows.map((key, row) => (
          <li key={key} className="meeting-attendees__row">
            <FormTextField
              id={nameId(key)}
              name={attendeeField(key, 'attendeeName')}
              label={`Attendee ${row + 1} name`}
              required
              autoComplete="off"
              validate={validators.attendeeName}
              containerClassName="meeting-attendees__name"
            />
            <FormTextField
              name={attendeeField(key, 'jobTitle')}
              label={`Attendee ${row + 1} job title`}
              autoComplete="off"
              validate={validators.jobTitle}
              containerClassName="meeting-attendees__job"
            />
            {removable && (
              <IconButton
                label={`Remove attendee ${row + 1}`}
                icon={<CloseIcon />}
                className="meeting-attendees__remove"
                onClick={() => remove(row)}
              />
            )}
          </li>
        ))}
      </ol>
      {full ? (
        <p className="ui-text-muted meeting-attendees__full">{attendeesFull}</p>
      ) : (
        <Button variant="secondary" size="sm" className="meeting-attendees__add" onClick={add}>
          Add attendee
        </Button>
      )}
    </fieldset>
  );
}
