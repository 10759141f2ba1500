import { mediaAssignmentTexts as texts } from '@portal/contracts/media-assignment/texts';
import { testStaffJob, testStaffMedia } from '@portal/contracts/media/test-staff-media';
import { initialSplit, splitErrors, splitEvenly, splitRequest } from './split-form.ts';

const whole = testStaffMedia(1);

describe('the split form', () => {
  it("starts from the media's unstarted jobs, with their typists, rates and proofreader", () => {
    const media = testStaffMedia(1, {
      jobs: [
        testStaffJob(11, { ratePercent: 80, proofreaderId: 16, proofreaderDeadline: null }),
        testStaffJob(12, {
          mediaRangeStart: 900,
          mediaRangeEnd: 1800,
          status: 'available',
          typistId: null,
          typistName: null,
        }),
      ],
    });
    const values = initialSplit(media);
    expect(values.original).toMatchObject({ start: '00:00:00', end: '00:15:00' });
    expect(values.original).toMatchObject({ typistId: '8', ratePercent: '80' });
    expect(values.children).toEqual([
      expect.objectContaining({ start: '00:15:00', end: '00:30:00', typistId: undefined }),
    ]);
    expect(values.proofreaderId).toBe('16');
    expect(values.offLimitRates).toEqual({ original: '50', child: '50' });
  });

  it('splits evenly, the last part ending with the media', () => {
    const values = splitEvenly(initialSplit(whole), 1000, 3);
    expect([values.original, ...values.children].map(({ start, end }) => [start, end])).toEqual([
      ['00:00:00', '00:05:33'],
      ['00:05:33', '00:11:07'],
      ['00:11:07', '00:16:40'],
    ]);
    expect(splitErrors(values, { ...whole, duration: 1000 })).toEqual({});
  });

  // final-form looks `children.0.end` up in an object keyed "0" as in an array.
  it('names the field of each fault, as the server would', () => {
    const original = { start: '0:00', end: '20:00', ratePercent: '100' };
    const values = { ...initialSplit(whole), original };
    values.children = [{ start: '25:00', end: 'soon', ratePercent: '300' }];
    expect(splitErrors(values, whole)).toEqual({
      children: {
        0: { end: 'Enter the time as mm:ss or hh:mm:ss.', ratePercent: 'Maximum is 200' },
      },
    });
    values.children = [{ start: '25:00', end: '30:00', ratePercent: '100' }];
    expect(splitErrors(values, whole)).toEqual({
      children: { 0: { start: texts.gap(1200, 1500) } },
    });
  });

  it('sends off-limit rates in place of each part’s own', () => {
    const values = { ...initialSplit(whole), isOffLimit: true };
    expect(splitRequest({ id: 1, updatedAt: 1_700_000_000_000 }, values)).toEqual({
      id: 1,
      updatedAt: 1_700_000_000_000,
      original: { start: 0, end: 1800 },
      children: [],
      isOffLimit: true,
      offLimitRates: { original: 50, child: 50 },
    });
  });
});
