import type { ShiftAudience } from '@portal/contracts/shift/schema';

/** What the shift capacity screen says (staff spec section 2 names it "Shifts"; the rest is ours). */
export const shiftPlanTexts = {
  title: 'Shifts',
  description:
    'Plan the shifts typists and proofreaders book, and see who booked them. Times are UK time.',
  newShift: 'New shift',
  loadFailed: 'We had a problem loading shifts',
  emptyTitle: 'No shifts this week',
  emptyText: 'Plan one with New shift, or look at another week.',
  noShiftsOnDay: 'No shifts',
  today: 'Today',
  booked: (booked: number, capacity: number) => `${booked} of ${capacity} booked`,
  bookedBy: 'Booked by',
  nobodyBooked: 'Nobody has booked it yet.',
  created: 'Shift created',
  saved: 'Shift saved',
  removed: 'Shift removed',
  saveFailed: 'We had a problem saving the shift',
  removeFailed: 'We had a problem removing the shift',
  capacity: 'Must be a whole number from 0 to',
} as const;

export const audienceLabels: Record<ShiftAudience, string> = {
  typist: 'Typists',
  proofreader: 'Proofreaders',
};
