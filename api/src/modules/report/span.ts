import { addPortalDays, fromPortalTime } from '@portal/contracts/common/portal-time';
import type { ReportInput } from '@portal/contracts/report/schema';
import type { DomainInput } from '../../lib/domain-input.ts';

/** A report's filters as the report form sends them. */
export type ReportQuery = DomainInput<ReportInput>;

/** The days a report covers, on the portal's clock (UK time), both ends included. */
export interface DaySpan {
  fromDate: string;
  toDate: string;
}

/** The span as instants: from the first day's midnight until (not including) the next day's. */
export const instantsOf = ({ fromDate: first, toDate: last }: DaySpan) => ({
  from: fromPortalTime(first),
  until: fromPortalTime(addPortalDays(last, 1)),
});
