import { partOffsets, partSeconds, stitch } from './parts.ts';

test('a part lasts the length limit, or less where the size limit would be passed', () => {
  expect(partSeconds({ partMaxBytes: 25 * 1024 * 1024, partMaxSeconds: 600 })).toBe(600);
  // 48 kbit/s is 6000 bytes a second; a tenth is kept for the frames' headers.
  expect(partSeconds({ partMaxBytes: 600_000, partMaxSeconds: 600 })).toBe(90);
});

test('parts start every part length, the last one shorter', () => {
  expect(partOffsets(60, 25)).toEqual([0, 25, 50]);
  expect(partOffsets(50, 25)).toEqual([0, 25]);
  expect(partOffsets(3, 600)).toEqual([0]);
});

test("stitching moves each part's segments and words by its offset, in the parts' order", () => {
  const part = (at: number) => ({
    duration: 25,
    segments: [
      {
        start: at,
        end: at + 1,
        text: 'Hi.',
        speaker: '',
        words: [{ word: ' Hi', start: at, end: at + 0.5 }],
      },
    ],
    words: [{ word: 'Hi', start: at, end: at + 0.5 }],
  });
  const whole = stitch([
    { offset: 25, answer: part(2) },
    { offset: 0, answer: part(1) },
  ]);
  expect(whole.duration).toBe(50);
  expect(whole.segments.map((segment) => [segment.start, segment.words?.[0]?.start])).toEqual([
    [1, 1],
    [27, 27],
  ]);
  expect(whole.words?.map((word) => [word.start, word.end])).toEqual([
    [1, 1.5],
    [27, 27.5],
  ]);
});
