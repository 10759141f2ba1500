import { LIVE_MIN_NOTICE_SECONDS } from '../common/limits.ts';
import {
  bookableLength,
  liveServiceOptions,
  noteTakingJob,
  overlapProblem,
  peakOverlap,
  sessionSeconds,
  sessionTimeProblem,
  spansOverlap,
} from './rules.ts';
import { testService } from '../services/test-service.ts';
import { liveBookingTexts } from './texts.ts';

const hour = 3600;
const span = (startHour: number, endHour: number) => ({
  start: startHour * hour,
  end: endHour * hour,
});

describe('sessionSeconds', () => {
  it('turns the form’s hours and minutes into seconds', () => {
    expect(sessionSeconds(1, 30)).toBe(5400);
    expect(sessionSeconds(0, 0)).toBe(0);
  });
});

it('books a length from a minute to eight hours', () => {
  expect(bookableLength(59)).toBe(false);
  expect(bookableLength(60)).toBe(true);
  expect(bookableLength(8 * hour)).toBe(true);
  expect(bookableLength(8 * hour + 60)).toBe(false);
});

describe('spansOverlap', () => {
  it('counts sharing a moment, not touching', () => {
    expect(spansOverlap(span(10, 11), span(10.5, 12))).toBe(true);
    expect(spansOverlap(span(10, 11), span(11, 12))).toBe(false);
  });
});

describe('peakOverlap', () => {
  it('counts the session itself', () => {
    expect(peakOverlap([], span(10, 11))).toBe(1);
  });

  it('is the most running at one moment, not every session met', () => {
    // 9-10:30 and 11-12 both meet 10-12, never at once.
    expect(peakOverlap([span(9, 10.5), span(11, 12)], span(10, 12))).toBe(2);
    expect(peakOverlap([span(9, 12), span(11, 12), span(13, 14)], span(10, 12))).toBe(3);
  });

  it('leaves out sessions that end as it starts or start as it ends', () => {
    expect(peakOverlap([span(9, 10), span(12, 13)], span(10, 12))).toBe(1);
  });
});

describe('overlapProblem', () => {
  it('allows exactly the number and refuses one more, in the spec’s words', () => {
    expect(overlapProblem([span(10, 11)], span(10, 11), 2)).toBeNull();
    expect(overlapProblem([span(10, 11), span(10, 11)], span(10, 11), 2)).toBe(
      'There should be no more than 2 overlapping sessions',
    );
  });
});

describe('sessionTimeProblem', () => {
  const now = 1_000_000;

  it('allows a start exactly the notice ahead and refuses one a minute sooner', () => {
    expect(sessionTimeProblem(now + LIVE_MIN_NOTICE_SECONDS, now)).toBeNull();
    expect(sessionTimeProblem(now + LIVE_MIN_NOTICE_SECONDS - 60, now)).toBe(
      liveBookingTexts.tooSoon,
    );
  });

  it('refuses a start now or past as in the past', () => {
    expect(sessionTimeProblem(now, now)).toBe(liveBookingTexts.inThePast);
    expect(sessionTimeProblem(now - 1, now)).toBe(liveBookingTexts.inThePast);
  });
});

describe('liveServiceOptions', () => {
  it('prices with the first active turnaround and speakers and the chosen add-ons', () => {
    const service = testService({ id: 7, streaming: true });
    service.turnaround['604800']!.status = 'deleted';
    expect(liveServiceOptions(service, { difficult_audio: true })).toEqual({
      id: 7,
      turnaround: 172800,
      speakers: '1',
      priceCalculationElements: { difficult_audio: true },
    });
  });

  it('has none for a service without an active turnaround or speakers choice', () => {
    expect(liveServiceOptions(testService({ turnaround: {} }), {})).toBeUndefined();
    expect(liveServiceOptions(testService({ speakers: {} }), {})).toBeUndefined();
  });
});

describe('the note-taker of a session', () => {
  it('is the typist of its latest notes job that has one', () => {
    const job = (id: number, type: string, typistId: number | null) => ({ id, type, typistId });
    expect(
      noteTakingJob([
        job(1, 'notes', 7),
        job(3, 'notes', 9),
        job(4, 'default', 5),
        job(5, 'notes', null),
      ]),
    ).toEqual(job(3, 'notes', 9));
    expect(noteTakingJob([job(2, 'notes', null)])).toBeUndefined();
  });
});
