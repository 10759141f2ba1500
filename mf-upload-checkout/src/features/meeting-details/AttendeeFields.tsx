import { useEffect, useId, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { MAX_MEETING_ATTENDEES } from '@portal/contracts/cart';
import { Button, CloseIcon, IconButton } from '@portal/ui';
import { FormTextField } from '../../components/FormTextField.tsx';
import {
  emptyAttendee,
  meetingDetailsValidators as validators,
  type MeetingDetailsValues,
} from './meeting-details-values.ts';

type Attendees = MeetingDetailsValues['meetingAttendees'];

/**
 * The attendees (the simple form, and part of the multi-field one): a name and a job title per
 * row, rows added and removed with buttons. Keyboard focus follows: to the new row's name after
 * adding, to the row that takes a removed one's place after removing.
 */
export function AttendeeFields() {
  const form = useForm<MeetingDetailsValues>();
  const { input } = useField<Attendees>('meetingAttendees', { subscription: { value: true } });
  const attendees: Attendees = Array.isArray(input.value) ? input.value : [];
  const idPrefix = useId();
  const nameId = (row: number) => `${idPrefix}-attendee-${row}`;
  // The row whose name field takes the focus once the change is on screen.
  const focusRow = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (focusRow.current === undefined) return;
    document.getElementById(nameId(focusRow.current))?.focus();
    focusRow.current = undefined;
  });

  const add = () => {
    focusRow.current = attendees.length;
    form.change('meetingAttendees', [...attendees, emptyAttendee()]);
  };
  const remove = (row: number) => {
    focusRow.current = Math.min(row, attendees.length - 2);
    form.change(
      'meetingAttendees',
      attendees.filter((_, index) => index !== row),
    );
  };

  const removable = attendees.length > 1;
  return (
    <fieldset className="meeting-attendees">
      <legend className="meeting-details__legend">Attendees</legend>
      <ol
        className={`meeting-attendees__list${removable ? ' meeting-attendees__list--removable' : ''}`}
      >
        {attendees.map((_, row) => (
          <li key={row} className="meeting-attendees__row">
            <FormTextField
              id={nameId(row)}
              name={`meetingAttendees[${row}].attendeeName`}
              label={`Attendee ${row + 1} name`}
              required
              autoComplete="off"
              validate={validators.attendeeName}
              containerClassName="meeting-attendees__name"
            />
            <FormTextField
              name={`meetingAttendees[${row}].jobTitle`}
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
      {attendees.length < MAX_MEETING_ATTENDEES && (
        <Button variant="secondary" size="sm" className="meeting-attendees__add" onClick={add}>
          Add attendee
        </Button>
      )}
    </fieldset>
  );
}
