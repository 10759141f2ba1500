import type { LiveBooking } from '@portal/contracts/live-booking/schema';

/** 14:30 UK time (summer) on Mon, Jul 1st 2030: a meeting well in the future. */
export const meetingStart = Date.UTC(2030, 6, 1, 13, 30) / 1000;

/**
 * A paid live note-taking session of the test client (testUser(Role.CLIENT) has id 4), an hour
 * and a half long, in project 7, as GET /v1/live-booking/{id} answers it.
 */
export const testLiveBooking = (id: number, overrides: Partial<LiveBooking> = {}) =>
  ({
    id,
    clientId: 4,
    projectId: 7,
    status: 'ordered',
    serviceOptions: {
      id: 9,
      turnaround: 86400,
      speakers: '2-3',
      priceCalculationElements: {},
    },
    meetingTitle: 'Board meeting',
    meetingDate: meetingStart,
    meetingEnd: meetingStart + 5400,
    duration: 5400,
    meetingLink: 'https://meet.example/board',
    meetingAgenda: 'Budget\nHiring',
    meetingAttendees: [{ attendeeName: 'Ann Lee', jobTitle: 'Chair' }],
    // The end of Wed, Jul 3rd, UK time.
    mediaDue: Date.UTC(2030, 6, 3, 22, 59, 59) / 1000,
    poNumber: 'PO-7',
    currency: 'GBP',
    fullPrice: 9900,
    price: 9900,
    grossPrice: 11880,
    noteTakerId: null,
    attendedAt: null,
    createdAt: Date.UTC(2030, 5, 1) / 1000,
    ...overrides,
  }) satisfies LiveBooking;
