import { newAttendeeRow } from '@portal/contracts/meeting-details/attendee-rows';
import { formFieldOf } from './booking-request.ts';
import { sessionValidators, validateBooking } from './booking-rules.ts';
import { newSessionRow, withNewKeys, type BookingValues } from './booking-values.ts';
import { resumeStep, stepOfErrors, stepsFor } from './steps.ts';

describe('a booking kept from another page load', () => {
  const kept: BookingValues = {
    serviceId: 3,
    sessionRows: ['session-1'],
    sessions: {
      'session-1': {
        meetingTitle: 'Board',
        attendeeRows: ['added-1'],
        attendees: { 'added-1': { attendeeName: 'Ann', jobTitle: 'Chair' } },
      },
    },
  };

  it('comes back under this page’s row keys, so rows added later do not meet them', () => {
    const restored = withNewKeys(kept);
    const [key] = restored.sessionRows;
    const session = restored.sessions[key!]!;
    const [row] = session.attendeeRows!;
    expect(newSessionRow()).not.toBe(key);
    expect(newAttendeeRow()).not.toBe(row);
    expect(session.meetingTitle).toBe('Board');
    expect(session.attendees![row!]).toEqual({ attendeeName: 'Ann', jobTitle: 'Chair' });
  });

  it('shows the server’s refusals under the fields they name', () => {
    expect(formFieldOf(kept, 'bookings.0.meetingDate')).toBe('sessions.session-1.meetingDate');
    expect(formFieldOf(kept, 'bookings.0.meetingAttendees.0.jobTitle')).toBe(
      'sessions.session-1.attendees.added-1.jobTitle',
    );
    expect(formFieldOf(kept, 'transcriptionServiceId')).toBe('serviceId');
    expect(formFieldOf(kept, 'bookings.3.meetingDate')).toBeUndefined();
    expect(formFieldOf(kept, 'clientId')).toBeUndefined();
  });
});

describe('the steps', () => {
  it('has choosing a client for admins and signing in for visitors only', () => {
    // A visitor sees checkout ahead: they come back to it once signed in.
    expect(stepsFor('admin')).toEqual([
      'selectCustomerAccount',
      'selectService',
      'setupBooking',
      'extraModifiers',
      'checkout',
    ]);
    expect(stepsFor('visitor')).toEqual([
      'selectService',
      'setupBooking',
      'extraModifiers',
      'register',
      'checkout',
    ]);
  });

  it('takes a booking up again at its step, or the next one the booker has', () => {
    expect(resumeStep('register', stepsFor('client'))).toBe('checkout');
    expect(resumeStep('setupBooking', stepsFor('client'))).toBe('setupBooking');
  });

  it('opens the first step a refusal is about', () => {
    expect(stepOfErrors({ sessions: { a: { meetingDate: 'Too soon' } } })).toBe('setupBooking');
    expect(stepOfErrors({ serviceId: 'Choose a service', sessions: {} })).toBe('selectService');
    expect(stepOfErrors({ 'FINAL_FORM/form-error': 'No' })).toBeUndefined();
  });
});

describe('the dates of a session', () => {
  const session = (meetingDate: string, mediaDue?: string): BookingValues => ({
    serviceId: 3,
    sessionRows: ['session-1'],
    sessions: {
      'session-1': {
        meetingDate,
        meetingDurationHours: '1',
        meetingDurationMinutes: '0',
        ...(mediaDue === undefined ? {} : { mediaDue }),
      },
    },
  });
  // 09:00 UK time on 1 December 2026, long before the meetings below.
  const context = { now: Date.UTC(2026, 11, 1, 9) / 1000, capacities: new Map() };
  const errorsOf = (values: BookingValues) =>
    validateBooking(values, context).sessions?.['session-1'];

  it('wants the meeting in the future', () => {
    const later = { ...context, now: Date.UTC(2026, 11, 10) / 1000 };
    expect(validateBooking(session('2026-12-03T14:30'), later).sessions?.['session-1']).toEqual({
      meetingDate: 'Date should be in the future',
    });
  });

  it('wants the notes by a day after the meeting is over, the same day included', () => {
    expect(errorsOf(session('2026-12-03T14:30', '2026-12-02'))).toEqual({
      mediaDue: 'Date should be greater',
    });
    expect(errorsOf(session('2026-12-03T14:30', '2026-12-03'))).toBeUndefined();
    expect(errorsOf(session('2026-12-03T14:30'))).toBeUndefined();
  });

  it('wants the notes by a day still to come', () => {
    expect(sessionValidators.mediaDue('2020-01-01')).toBe('Date should be in the future');
    expect(sessionValidators.mediaDue('2999-01-01')).toBeUndefined();
    expect(sessionValidators.mediaDue('')).toBeUndefined();
  });
});
