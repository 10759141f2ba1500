import { billedMinutesOf, formatDuration } from './format.ts';

it('shows a length as minutes and seconds, with hours from an hour up', () => {
  expect(formatDuration(125)).toBe('2:05');
  expect(formatDuration(59.6)).toBe('1:00');
  expect(formatDuration(3723)).toBe('1:02:03');
  expect(formatDuration(null)).toBe('—');
});

it('counts the billed whole minutes', () => {
  expect(billedMinutesOf(180)).toBe(3);
  expect(billedMinutesOf(null)).toBeNull();
});
