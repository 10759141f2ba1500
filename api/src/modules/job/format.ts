import {
  PORTAL_TIME_LABEL,
  formatPortalDay,
  portalTime,
} from '@portal/contracts/common/portal-time';
import { formatDuration } from '@portal/contracts/media/format';

/** A moment in the API's texts and mails, on the portal's clock: "14:00 on Tue, Mar 3rd (UK time)". */
export function portalMoment(at: Date): string {
  const { date, time } = portalTime(at);
  return `${time} on ${formatPortalDay(date)} (${PORTAL_TIME_LABEL})`;
}

/** A job's part of its recording: "2:00 to 4:30". */
export const rangeText = ({ start, end }: { start: number; end: number }): string =>
  `${formatDuration(start)} to ${formatDuration(end)}`;
