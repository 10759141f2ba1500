import type { ShiftView } from '@portal/contracts/shift/schema';

export const hasStarted = (shift: ShiftView, now: number): boolean => shift.startsAt * 1000 <= now;
