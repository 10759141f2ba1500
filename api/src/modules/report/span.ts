import { addPortalDays, fromPortalTime } from '@portal/contracts/common/portal-time';

/** The days a report covers, on the portal's clock (UK time), both ends included. */
export interface DaySpan {
  from_date: string;
  to_date: string;
}

/** The span as instants: from the first day's midnight until (not including) the next day's. */
export const instantsOf = ({ from_date: first, to_date: last }: DaySpan) => ({
  from: fromPortalTime(first),
  until: fromPortalTime(addPortalDays(last, 1)),
});
