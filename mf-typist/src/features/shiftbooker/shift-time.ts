import type { ShiftView } from '@portal/contracts/shifts';

export const hasStarted = (shift: ShiftView, now: number): boolean => shift.startsAt * 1000 <= now;
