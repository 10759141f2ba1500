import {
  attendeeField,
  attendeeRowsOf,
  attendeeValidators,
  attendeesOf,
  newAttendeeRow,
} from './attendee-rows.ts';

it('hands out a row key no other row has', () => {
  const first = newAttendeeRow();
  expect(newAttendeeRow()).not.toBe(first);
});

it('names a row’s fields by its key', () => {
  expect(attendeeField('added-3', 'jobTitle')).toBe('attendees.added-3.jobTitle');
});

it('reads the attendees in the rows’ order, an emptied field as empty text', () => {
  const attendees = { b: { attendeeName: 'Bo', jobTitle: 'CFO' }, a: { attendeeName: 'Ann' } };
  expect(attendeesOf(['a', 'b', 'c'], attendees)).toEqual([
    { attendeeName: 'Ann', jobTitle: '' },
    { attendeeName: 'Bo', jobTitle: 'CFO' },
    { attendeeName: '', jobTitle: '' },
  ]);
  expect(attendeesOf(undefined, undefined)).toEqual([]);
});

it('turns saved attendees into rows under the keys given, and back', () => {
  const saved = [
    { attendeeName: 'Ann', jobTitle: 'Chair' },
    { attendeeName: 'Bo', jobTitle: '' },
  ];
  const rows = attendeeRowsOf(saved, (row) => `saved-${row}`);
  expect(rows).toEqual({
    attendeeRows: ['saved-0', 'saved-1'],
    attendees: { 'saved-0': saved[0], 'saved-1': saved[1] },
  });
  expect(attendeesOf(rows.attendeeRows, rows.attendees)).toEqual(saved);
});

it('holds an attendee to the server’s limits', () => {
  expect(attendeeValidators.attendeeName('')).toBe('Required');
  expect(attendeeValidators.attendeeName('Ann <b>')).toMatch(/symbol/);
  expect(attendeeValidators.jobTitle('x'.repeat(121))).toBe('Max length is 120');
  expect(attendeeValidators.jobTitle('')).toBeUndefined();
});
