import { audioQuality, countInaudibles, inaudiblesInRange } from './audio-quality.ts';

test.each([
  [2401, 81, 'poor'],
  [2401, 80, 'moderate'],
  [2401, 41, 'moderate'],
  [2401, 40, 'clear'],
  [2400, 23, 'poor'],
  [1201, 22, 'moderate'],
  [1201, 12, 'moderate'],
  [1201, 11, 'clear'],
  [1200, 15, 'poor'],
  [600, 14, 'moderate'],
  [600, 8, 'moderate'],
  [600, 7, 'clear'],
] as const)('%i s with %i inaudibles is %s audio', (duration, inaudibles, quality) => {
  expect(audioQuality(duration, inaudibles)).toBe(quality);
});

test('inaudible and missed-word markers count, other markers and plain words do not', () => {
  const text =
    'So [inaudible 01.23] and [mw 02.10] then [? 1.02.03] but [ph 03.00] [TC 04.00] inaudible [inaudible]';
  expect(countInaudibles(text)).toBe(3);
});

test('a job counts only the markers of the sections in its range', () => {
  const content = {
    sections: [
      { id: 'a', speaker: '', start: 0, text: '[inaudible 00.05]' },
      { id: 'b', speaker: '', start: 60, text: '[mw 01.05] [mw 01.07]' },
      { id: 'c', speaker: '', start: 120, text: '[? 02.01]' },
    ],
    speakers: [],
  };
  expect(inaudiblesInRange(content, 60, 120)).toBe(2);
});
