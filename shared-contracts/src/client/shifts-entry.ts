// @portal/contracts/shifts: the shift endpoints, the portal's clock and the shift texts, shared
// on their own so the portal's first load does without them.
export * from './api/shift.ts';
export * from '../core/portal-time.ts';
export * from '../core/shift-time.ts';
export { shiftTexts } from '../core/texts/shift.ts';
export { SHIFT_CAPACITY_MAX } from '../core/limits.ts';
export { shiftAudiences } from '../core/schemas/shift.ts';
