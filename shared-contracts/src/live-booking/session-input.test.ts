import {
  formatPortalDateTime,
  formatSessionLength,
  fromDueDayInput,
  fromLengthInputs,
  lengthPartProblem,
  lengthParts,
  fromStartInput,
  meetingLinkProblem,
  toDueDayInput,
  toLengthInputs,
  toStartInput,
} from './session-input.ts';
import { liveBookingTexts } from './texts.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('a session start on the portal clock', () => {
  it('reads and writes datetime-local values in UK time, summer and winter', () => {
    expect(fromStartInput('2026-07-01T14:30')).toBe(at('2026-07-01T13:30:00Z'));
    expect(fromStartInput('2026-12-01T14:30')).toBe(at('2026-12-01T14:30:00Z'));
    expect(toStartInput(at('2026-07-01T13:30:00Z'))).toBe('2026-07-01T14:30');
    expect(toStartInput(at('2026-12-01T14:30:00Z'))).toBe('2026-12-01T14:30');
  });

  it('has no start until the value is complete', () => {
    expect(fromStartInput(undefined)).toBeUndefined();
    expect(fromStartInput('2026-07-01')).toBeUndefined();
    expect(fromStartInput('2026-07-01T14')).toBeUndefined();
  });
});

it('reads a length from its hours and minutes fields once both are whole numbers', () => {
  expect(fromLengthInputs('1', ' 30 ')).toBe(5400);
  expect(fromLengthInputs('0', '45')).toBe(2700);
  expect(fromLengthInputs('1', '')).toBeUndefined();
  expect(fromLengthInputs('1.5', '0')).toBeUndefined();
  expect(fromLengthInputs(undefined, '30')).toBeUndefined();
});

it('takes whole hours or minutes up to the most, leaving a blank field to the required check', () => {
  const minutes = lengthPartProblem(59);
  expect(minutes(' 59 ')).toBeUndefined();
  expect(minutes('60')).toBe(liveBookingTexts.duration);
  expect(minutes('1.5')).toBe(liveBookingTexts.duration);
  expect(minutes('')).toBeUndefined();
  expect(minutes(undefined)).toBeUndefined();
});

describe('a length as hours and minutes', () => {
  it('splits seconds into whole hours and minutes, and the fields read them back', () => {
    expect(lengthParts(5400)).toEqual({ hours: 1, minutes: 30 });
    expect(toLengthInputs(28_800)).toEqual({
      meetingDurationHours: '8',
      meetingDurationMinutes: '0',
    });
    const { meetingDurationHours, meetingDurationMinutes } = toLengthInputs(3_660);
    expect(fromLengthInputs(meetingDurationHours, meetingDurationMinutes)).toBe(3_660);
  });
});

describe("the notes' due day", () => {
  it('is due by the end of that UK day', () => {
    expect(fromDueDayInput('2026-07-03')).toBe(at('2026-07-03T22:59:59Z'));
    expect(fromDueDayInput('2026-12-03')).toBe(at('2026-12-03T23:59:59Z'));
    expect(fromDueDayInput('')).toBeUndefined();
    expect(toDueDayInput(at('2026-07-03T22:59:59Z'))).toBe('2026-07-03');
  });
});

it('shows a time as the spec writes it, HH:mm on ddd, MMM Do, in UK time', () => {
  expect(formatPortalDateTime(at('2026-07-01T13:30:00Z'))).toBe('14:30 on Wed, Jul 1st');
  expect(formatPortalDateTime(at('2026-12-22T09:05:00Z'))).toBe('09:05 on Tue, Dec 22nd');
});

it('says a length in hours and minutes', () => {
  expect(formatSessionLength(5400)).toBe('1 hour 30 minutes');
  expect(formatSessionLength(7200)).toBe('2 hours');
  expect(formatSessionLength(2700)).toBe('45 minutes');
  expect(formatSessionLength(60)).toBe('1 minute');
});

it('takes web addresses only as meeting links', () => {
  expect(meetingLinkProblem('https://meet.example/board')).toBeUndefined();
  expect(meetingLinkProblem(' http://meet.example ')).toBeUndefined();
  expect(meetingLinkProblem('javascript:alert(1)')).toBe(liveBookingTexts.meetingLink);
  expect(meetingLinkProblem('meet.example')).toBe(liveBookingTexts.meetingLink);
  expect(meetingLinkProblem('  ')).toBeUndefined();
  expect(meetingLinkProblem(undefined)).toBeUndefined();
});
