import { PORTAL_TIME_LABEL, formatPortalDay, portalTime } from './portal-time.ts';
import type { ShiftView } from './schemas/shift.ts';

const at = (unixSeconds: number) => new Date(unixSeconds * 1000);

/** The portal date a shift starts on. */
export const shiftDate = (shift: Pick<ShiftView, 'startsAt'>): string =>
  portalTime(at(shift.startsAt)).date;

/** "09:00 – 13:00", on the portal's clock. */
export const shiftHours = (shift: Pick<ShiftView, 'startsAt' | 'endsAt'>): string =>
  `${portalTime(at(shift.startsAt)).time} – ${portalTime(at(shift.endsAt)).time}`;

/** "09:00 – 13:00 on Mon, Nov 23rd (UK time)", after the spec's 'HH:mm on ddd, MMM Do'. */
export const shiftWhen = (shift: Pick<ShiftView, 'startsAt' | 'endsAt'>): string =>
  `${shiftHours(shift)} on ${formatPortalDay(shiftDate(shift))} (${PORTAL_TIME_LABEL})`;
