import { useId } from 'react';
import { MAX_MEETING_ATTENDEES } from '@portal/contracts/common/limits';
import {
  attendeeValidators,
  newAttendeeRow,
} from '@portal/contracts/meeting-details/attendee-rows';
import { LIVE_MAX_DURATION_SECONDS } from '@portal/contracts/common/limits';
import { PORTAL_TIME_LABEL } from '@portal/contracts/common/portal-time';
import { liveBookingTexts } from '@portal/contracts/live-booking/texts';
import type { LiveBooking } from '@portal/contracts/live-booking/schema';
import { Button } from '@portal/ui';
import {
  FormAttendeeRows,
  FormSelectField,
  FormTextArea,
  FormTextField,
  type SelectOption,
} from '@portal/ui/forms';
import { sessionValidators as validators, type SessionCapacity } from './booking-rules.ts';
import { sessionAttendeeField, sessionField } from './booking-values.ts';
import { CopyFromBooking } from './CopyFromBooking.tsx';
import { SessionAvailability } from './SessionAvailability.tsx';

export interface SessionFieldsProps {
  rowKey: string;
  /** From 0, in the form's order. */
  index: number;
  onRemove?: () => void;
  /** The client's earlier sessions to copy from; none for a visitor. */
  earlier: readonly LiveBooking[];
  /** The client's projects; undefined for a visitor, who has none yet. */
  projects?: { options: SelectOption[]; loading: boolean; failed: boolean };
  onAvailability: (rowKey: string, answer: SessionCapacity | undefined) => void;
}

/** One session of the booking (client spec section 3, Booking form (live)). */
export function SessionFields(props: SessionFieldsProps) {
  const { rowKey, index, onRemove, earlier, projects } = props;
  const headingId = useId();
  const name = (field: Parameters<typeof sessionField>[1]) => sessionField(rowKey, field);
  const n = index + 1;
  return (
    <section className="live-session" aria-labelledby={headingId} data-session={rowKey}>
      <div className="live-session__header">
        <h3 id={headingId} className="live-session__title" tabIndex={-1}>
          Session {n}
        </h3>
        {onRemove && (
          <Button variant="quiet" size="sm" onClick={onRemove}>
            Remove session {n}
          </Button>
        )}
      </div>
      {earlier.length > 0 && <CopyFromBooking rowKey={rowKey} bookings={earlier} />}
      <FormTextField
        name={name('meetingTitle')}
        label="Meeting title"
        required
        autoComplete="off"
        validate={validators.meetingTitle}
      />
      <div className="live-session__when">
        <FormTextField
          name={name('meetingDate')}
          label={`Start (${PORTAL_TIME_LABEL})`}
          type="datetime-local"
          required
          validate={validators.meetingDate}
        />
        <fieldset className="live-session__length">
          <legend className="live-session__legend">Length</legend>
          <FormTextField
            name={name('meetingDurationHours')}
            label="Hours"
            type="number"
            inputMode="numeric"
            min={0}
            max={LIVE_MAX_DURATION_SECONDS / 3600}
            required
            validate={validators.meetingDurationHours}
          />
          <FormTextField
            name={name('meetingDurationMinutes')}
            label="Minutes"
            type="number"
            inputMode="numeric"
            min={0}
            max={59}
            required
            validate={validators.meetingDurationMinutes}
          />
        </fieldset>
      </div>
      <SessionAvailability rowKey={rowKey} onAnswer={props.onAvailability} />
      <FormTextField
        name={name('meetingLink')}
        label="Meeting link"
        type="url"
        required
        autoComplete="off"
        hint="Where the note-taker joins the meeting, starting with https://"
        validate={validators.meetingLink}
      />
      <FormTextArea
        name={name('meetingAgenda')}
        label="Meeting agenda"
        validate={validators.meetingAgenda}
      />
      <FormAttendeeRows
        rowsName={name('attendeeRows')}
        fieldName={(row, field) => sessionAttendeeField(rowKey, row, field)}
        newRowKey={newAttendeeRow}
        max={MAX_MEETING_ATTENDEES}
        fullText={liveBookingTexts.attendeesFull}
        validators={attendeeValidators}
      />
      <div className="live-session__extras">
        {projects && (
          <FormSelectField
            name={name('projectId')}
            label="Project"
            placeholder={projects.loading ? 'Loading your projects…' : 'A new project'}
            options={projects.options}
            disabled={projects.loading}
            hint="Optional: where the notes go."
            fallbackError={projects.failed ? 'We could not load your projects.' : undefined}
          />
        )}
        <FormTextField
          name={name('mediaDue')}
          label="Notes wanted by"
          type="date"
          hint={`Optional: a day, ${PORTAL_TIME_LABEL}.`}
          validate={validators.mediaDue}
        />
        <FormTextField
          name={name('poNumber')}
          label="PO number"
          autoComplete="off"
          hint="Optional: shown on the invoice."
          validate={validators.poNumber}
        />
      </div>
    </section>
  );
}
