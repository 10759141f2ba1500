import { meetingDetailsTexts } from '@portal/contracts/meeting-details/rules';
import { Card } from '@portal/ui';
import { MeetingDetailsList, type MeetingDetailsListProps } from './MeetingDetailsList.tsx';
import { meetingDetailsLeads } from './texts.ts';

/** The payment page's meeting details: a lead, then one form per cart media. */
export function MeetingDetailsCard({ form, ...list }: MeetingDetailsListProps) {
  return (
    <Card title={meetingDetailsTexts.legend} className="meeting-details-card">
      <p className="ui-text-muted meeting-details-card__lead">{meetingDetailsLeads[form]}</p>
      <MeetingDetailsList form={form} {...list} />
    </Card>
  );
}
