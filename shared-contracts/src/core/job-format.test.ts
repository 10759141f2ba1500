import { effectiveJobRate, jobRangeSeconds, jobRangeText, timecode } from './job-format.ts';

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
