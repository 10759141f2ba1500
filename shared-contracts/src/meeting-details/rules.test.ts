import { meetingDetailsComplete, requiredMeetingDetails } from './rules.ts';

const services = [
  { id: 1, meetingDetails: 'none' as const },
  { id: 3, meetingDetails: 'simple' as const },
  { id: 6, meetingDetails: 'multiField' as const },
];
const line = (id: number | null) => ({ serviceOptions: id === null ? null : { id } });

describe('requiredMeetingDetails', () => {
  it('takes the form of the first cart media’s service for the whole cart', () => {
    expect(requiredMeetingDetails([line(6), line(1)], services)).toBe('multiField');
    expect(requiredMeetingDetails([line(3), line(6)], services)).toBe('simple');
    expect(requiredMeetingDetails([line(1), line(6)], services)).toBe('none');
  });

  it('asks for none without a first media, without its service, or for a service not listed', () => {
    expect(requiredMeetingDetails([], services)).toBe('none');
    expect(requiredMeetingDetails([line(null), line(6)], services)).toBe('none');
    expect(requiredMeetingDetails([line(99)], services)).toBe('none');
  });

  it('does not know yet while the services load and the first media has a service', () => {
    expect(requiredMeetingDetails([line(6)], undefined)).toBeUndefined();
    expect(requiredMeetingDetails([line(null)], undefined)).toBe('none');
    expect(requiredMeetingDetails([], undefined)).toBe('none');
  });
});

describe('meetingDetailsComplete', () => {
  const ada = { attendeeName: 'Ada Lovelace', jobTitle: '' };

  it('needs a named attendee, and with the multi-field form a title and a date', () => {
    expect(meetingDetailsComplete('none', null)).toBe(true);
    expect(meetingDetailsComplete('simple', null)).toBe(false);
    expect(
      meetingDetailsComplete('simple', { meetingAttendees: [{ attendeeName: ' ', jobTitle: '' }] }),
    ).toBe(false);
    expect(meetingDetailsComplete('simple', { meetingAttendees: [ada] })).toBe(true);
    expect(meetingDetailsComplete('multiField', { meetingAttendees: [ada] })).toBe(false);
    expect(
      meetingDetailsComplete('multiField', {
        meetingTitle: 'Board meeting',
        meetingDate: '2026-03-02',
        meetingAttendees: [ada],
      }),
    ).toBe(true);
  });
});
