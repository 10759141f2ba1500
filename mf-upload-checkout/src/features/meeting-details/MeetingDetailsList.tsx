import type { Media } from '@portal/contracts/cart';
import { MeetingDetailsForm, type MeetingDetailsFormProps } from './MeetingDetailsForm.tsx';

interface MeetingDetailsListProps extends Omit<MeetingDetailsFormProps, 'media'> {
  media: Pick<Media, 'id' | 'title' | 'extraFields'>[];
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
