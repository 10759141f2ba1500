import { notOrdered } from '@portal/contracts';
import type { StaffLiveSession, StaffMedia } from '@portal/contracts/media/staff-media-schema';
import {
  PORTAL_TIME_LABEL,
  formatPortalDay,
  portalTime,
} from '@portal/contracts/common/portal-time';
import { liveGridTexts } from './live-texts.ts';

const at = (unixSeconds: number) => portalTime(new Date(unixSeconds * 1000));

/**
 * A meeting on the portal's clock (UK time): its day ("Mon, Nov 23rd") and hours
 * ("09:00 – 10:00"); one running past midnight names the day it ends too.
 */
export function meetingTime({ meetingStart, meetingEnd }: StaffLiveSession) {
  const start = at(meetingStart);
  const end = at(meetingEnd);
  const endText =
    end.date === start.date ? end.time : `${end.time} on ${formatPortalDay(end.date)}`;
  return { day: formatPortalDay(start.date), hours: `${start.time} – ${endText}` };
}

/** "09:00 – 10:00 on Mon, Nov 23rd (UK time)", after the spec's 'HH:mm on ddd, MMM Do'. */
export function meetingText(live: StaffLiveSession): string {
  const { day, hours } = meetingTime(live);
  return `${hours} on ${day} (${PORTAL_TIME_LABEL})`;
}

/** "09:05 on Mon, Nov 23rd": when the meeting was marked attended. */
export function attendedText(attendedAt: number): string {
  const { date, time } = at(attendedAt);
  return `${time} on ${formatPortalDay(date)}`;
}

/** The meeting link's site ("meet.example"), which tells staff the platform at a glance. */
export const linkSite = (link: string): string => (URL.canParse(link) ? new URL(link).host : link);

/**
 * Why the meeting cannot be marked attended yet, as the server would refuse it (PUT
 * /v1/media/attend/{id}): not paid for, or not started. Null once it can.
 */
export function attendBlock(media: StaffMedia, live: StaffLiveSession, now: number) {
  if (notOrdered.includes(media.status)) return liveGridTexts.notPaid;
  if (live.meetingStart * 1000 > now) return liveGridTexts.notStarted;
  return null;
}
