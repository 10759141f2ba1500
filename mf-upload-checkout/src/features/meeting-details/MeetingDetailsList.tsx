import {
  MeetingDetailsForm,
  type DetailsMedia,
  type MeetingDetailsFormProps,
} from './MeetingDetailsForm.tsx';

export interface MeetingDetailsListProps extends Omit<MeetingDetailsFormProps, 'media'> {
  media: DetailsMedia[];
}

/** One meeting details form per cart media, each saved on its own. */
export function MeetingDetailsList({ media, ...form }: MeetingDetailsListProps) {
  return (
    <div className="meeting-details-list">
      {media.map((m) => (
        <MeetingDetailsForm key={m.id} media={m} {...form} />
      ))}
    </div>
  );
}
