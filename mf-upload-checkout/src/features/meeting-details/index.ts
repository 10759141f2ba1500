// What other features take from the meeting details: the form per media, in a list or a card.
export { MeetingDetailsCard } from './MeetingDetailsCard.tsx';
export { MeetingDetailsList } from './MeetingDetailsList.tsx';
export { meetingDetailsLeads } from './texts.ts';
export { useMeetingDetails } from './useMeetingDetails.ts';
