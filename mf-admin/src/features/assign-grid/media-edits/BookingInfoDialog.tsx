import { useGetStaffMediaDetailsQuery } from '@portal/contracts/media-edits/client';
import type { StaffMediaDetails } from '@portal/contracts/media-edits/schema';
import { freeTextRule } from '@portal/contracts/common/validation';
import { FormDialog, FormTextArea, FormTextField } from '@portal/ui/forms';
import { DetailsGate } from './DetailsGate.tsx';
import { useDetailsEdit, type MediaEditDialogProps } from './useDetailsEdit.ts';

interface Values {
  meetingTitle?: string;
  meetingDate?: string;
  meetingAgenda?: string;
}

const titleRules = freeTextRule(255, { optional: true });
const agendaRules = freeTextRule(5000, { optional: true });

/** The meeting details form; the attendees the client listed are kept as they are. */
function BookingForm({ details, ...props }: MediaEditDialogProps & { details: StaffMediaDetails }) {
  const save = useDetailsEdit(props, 'Booking info saved');
  const kept = details.extraFields?.meetingAttendees ?? [];
  return (
    <FormDialog<Values>
      title="Edit booking info"
      intro={<p className="media-edits__note">{props.media.title}</p>}
      initialValues={{
        meetingTitle: details.extraFields?.meetingTitle ?? '',
        meetingDate: details.extraFields?.meetingDate ?? '',
        meetingAgenda: details.extraFields?.meetingAgenda ?? '',
      }}
      confirm="Save booking info"
      busyLabel="Saving"
      onSubmit={(values) =>
        save({
          extraFields: {
            meetingTitle: values.meetingTitle ?? '',
            meetingDate: values.meetingDate ?? '',
            meetingAgenda: values.meetingAgenda ?? '',
            meetingAttendees: kept,
          },
        })
      }
      onClose={props.onClose}
    >
      <FormTextField name="meetingTitle" label="Meeting title" validate={titleRules} />
      <FormTextField name="meetingDate" type="date" label="Meeting date" />
      <FormTextArea name="meetingAgenda" label="Agenda" rows={4} validate={agendaRules} />
      {kept.length > 0 && (
        <p className="media-edits__note">
          Attendees: {kept.map((person) => person.attendeeName).join(', ')}
        </p>
      )}
    </FormDialog>
  );
}

/** editBookingInfo: the meeting details of an ordered media, by an admin. */
export function BookingInfoDialog(props: MediaEditDialogProps) {
  const details = useGetStaffMediaDetailsQuery(props.media.id);
  return (
    <DetailsGate title="Edit booking info" details={details} onClose={props.onClose}>
      {(loaded) => <BookingForm {...props} details={loaded} />}
    </DetailsGate>
  );
}
