import fc from 'fast-check';
import { lineAmount, paidSeconds } from './arithmetic.ts';

/** The exact amount in minor units, rounded half up, in big integers: what lineAmount must equal. */
const exact = (seconds: number, rate: number, ratePercent: number) => {
  const product = BigInt(seconds) * BigInt(rate) * BigInt(ratePercent);
  return Number((product * 2n + 6000n) / 12000n);
};

describe('the amount of a job line', () => {
  test.each([
    ['ten minutes at 100p, full rate', 600, 100, 100, 1000],
    ['half the rate (a split job at 50 %)', 600, 100, 50, 500],
    ['a third of a minute rounds down', 20, 100, 100, 33],
    ['exactly half a penny rounds up', 3, 10, 100, 1],
    ['just under half a penny rounds down', 1, 149, 100, 2],
    ['150 % of a notes rate', 90, 37, 150, 83],
    ['nothing paid at 0 %', 600, 100, 0, 0],
  ])('%s', (_case, seconds, rate, ratePercent, amount) => {
    expect(lineAmount({ seconds, rate, ratePercent })).toBe(amount);
  });

  test('is the exact product rounded half up once, for any job', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 86_400 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 200 }),
        (seconds, rate, ratePercent) =>
          lineAmount({ seconds, rate, ratePercent }) === exact(seconds, rate, ratePercent),
      ),
    );
  });

  test("an admin's custom duration is paid instead of the range", () => {
    expect(paidSeconds({ start: 300, end: 600, customDuration: null })).toBe(300);
    expect(paidSeconds({ start: 300, end: 600, customDuration: 420 })).toBe(420);
  });
});
