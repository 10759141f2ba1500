import { audioQuality, inaudiblesInRange } from './audio-quality.ts';

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
