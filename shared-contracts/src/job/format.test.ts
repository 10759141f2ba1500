import {
  effectiveJobRate,
  jobRangeSeconds,
  jobRangeText,
  parseRangeTime,
  timecode,
} from './format.ts';

it('writes a point of the media as HH:MM:SS', () => {
  expect(timecode(0)).toBe('00:00:00');
  expect(timecode(59.9)).toBe('00:00:59');
  expect(timecode(3723)).toBe('01:02:03');
  expect(timecode(36_000)).toBe('10:00:00');
});

it("writes a job's range and measures it", () => {
  const job = { mediaRangeStart: 900, mediaRangeEnd: 1800 };
  expect(jobRangeText(job)).toBe('00:15:00–00:30:00');
  expect(jobRangeSeconds(job)).toBe(900);
});

it('applies the rate percent to the rate, rounding to a minor unit', () => {
  expect(effectiveJobRate({ rate: 85, ratePercent: 100 })).toBe(85);
  expect(effectiveJobRate({ rate: 85, ratePercent: 50 })).toBe(43);
  expect(effectiveJobRate({ rate: 85, ratePercent: 120 })).toBe(102);
});

it('reads a typed time as mm:ss or hh:mm:ss, and nothing else', () => {
  expect(parseRangeTime('05:30')).toBe(330);
  expect(parseRangeTime(' 90:00 ')).toBe(5400);
  expect(parseRangeTime('01:02:03')).toBe(3723);
  expect(parseRangeTime(timecode(4000))).toBe(4000);
  expect(parseRangeTime(undefined)).toBeUndefined();
  for (const wrong of ['', '5', '05:60', '01:60:00', '1.30', 'ab:cd'])
    expect(parseRangeTime(wrong)).toBeUndefined();
});
