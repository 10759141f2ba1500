import { meetingDetailsTexts, type Media } from '@portal/contracts/cart';
import { Card } from '@portal/ui';
import { MeetingDetailsList } from './MeetingDetailsList.tsx';
import type { MeetingDetailsFormProps } from './MeetingDetailsForm.tsx';
import { meetingDetailsLeads } from './texts.ts';

interface MeetingDetailsCardProps extends Omit<MeetingDetailsFormProps, 'media'> {
  media: Pick<Media, 'id' | 'title' | 'extraFields'>[];
}

/** The payment page's meeting details: a lead, then one form per cart media. */
export function MeetingDetailsCard({ form, ...list }: MeetingDetailsCardProps) {
  return (
    <Card title={meetingDetailsTexts.legend} className="meeting-details-card">
      <p className="ui-text-muted meeting-details-card__lead">{meetingDetailsLeads[form]}</p>
      <MeetingDetailsList form={form} {...list} />
    </Card>
  );
}
