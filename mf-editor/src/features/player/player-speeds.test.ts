import { nextSpeed } from './player-speeds.ts';

test('faster and slower step through the speeds, stopping at either end', () => {
  expect(nextSpeed(1, 'faster')).toBe(1.1);
  expect(nextSpeed(1, 'slower')).toBe(0.9);
  expect(nextSpeed(2, 'faster')).toBe(2);
  expect(nextSpeed(0.5, 'slower')).toBe(0.5);
  expect(nextSpeed(1.6, 'slower')).toBe(1.5);
  expect(nextSpeed(1.6, 'faster')).toBe(1.75);
  expect(nextSpeed(1.75, 'normal')).toBe(1);
});
