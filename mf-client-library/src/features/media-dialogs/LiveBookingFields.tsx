import { MAX_MEETING_ATTENDEES } from '@portal/contracts/common/limits';
import {
  attendeeField,
  attendeeValidators,
  newAttendeeRow,
} from '@portal/contracts/meeting-details/attendee-rows';
import { PORTAL_TIME_LABEL } from '@portal/contracts/common/portal-time';
import { formatSessionLength } from '@portal/contracts/live-booking/session-input';
import { liveBookingTexts } from '@portal/contracts/live-booking/texts';
import type { LiveBooking } from '@portal/contracts/live-booking/schema';
import { FormAttendeeRows, FormTextArea, FormTextField } from '@portal/ui/forms';
import '../../components/form-fields.css';
import { bookingValidators as validators, lengthEditable } from './live-booking-form.ts';
import './media-dialogs.css';

/** Once paid for, the length stays: it set the price. */
function Duration({ booking }: { booking: LiveBooking }) {
  if (!lengthEditable(booking))
    return (
      <p className="live-booking-form__fixed">
        <strong>Duration:</strong> {formatSessionLength(booking.duration)}. It can no longer change:
        the booking is paid for.
      </p>
    );
  return (
    <fieldset className="live-booking-form__duration">
      <legend className="live-booking-form__legend">Duration</legend>
      <div className="form-pair">
        <FormTextField
          name="meetingDurationHours"
          label="Hours"
          inputMode="numeric"
          required
          autoComplete="off"
          validate={validators.meetingDurationHours}
        />
        <FormTextField
          name="meetingDurationMinutes"
          label="Minutes"
          inputMode="numeric"
          required
          autoComplete="off"
          validate={validators.meetingDurationMinutes}
        />
      </div>
    </fieldset>
  );
}

/** The edit live-note booking fields, inside a react-final-form Form of BookingFormValues. */
export function LiveBookingFields({ booking }: { booking: LiveBooking }) {
  return (
    <div className="form-stack">
      <FormTextField
        name="meetingTitle"
        label="Meeting title"
        required
        autoComplete="off"
        validate={validators.meetingTitle}
      />
      <FormTextField
        name="meetingDate"
        label={`Start (${PORTAL_TIME_LABEL})`}
        type="datetime-local"
        required
        validate={validators.meetingDate}
      />
      <Duration booking={booking} />
      <FormTextField
        name="meetingLink"
        label="Meeting link"
        type="url"
        required
        autoComplete="off"
        validate={validators.meetingLink}
        hint="Where the note-taker joins the meeting."
      />
      <FormTextArea name="meetingAgenda" label="Agenda" validate={validators.meetingAgenda} />
      <FormAttendeeRows
        rowsName="attendeeRows"
        fieldName={attendeeField}
        newRowKey={newAttendeeRow}
        max={MAX_MEETING_ATTENDEES}
        fullText={liveBookingTexts.attendeesFull}
        // The API keeps the attendees when none are sent: a booking with some keeps one.
        minRows={Math.min(booking.meetingAttendees.length, 1)}
        validators={attendeeValidators}
      />
      <div className="form-pair">
        <FormTextField
          name="mediaDue"
          label={`Notes due (${PORTAL_TIME_LABEL})`}
          type="date"
          required={booking.mediaDue !== null}
          validate={booking.mediaDue === null ? validators.mediaDue : validators.mediaDueKept}
          hint="The day you need the notes by."
        />
        <FormTextField
          name="poNumber"
          label="PO number"
          autoComplete="off"
          validate={validators.poNumber}
          hint="Optional: your purchase order number."
        />
      </div>
    </div>
  );
}
