import {
  composeValidators,
  inTheFuture,
  inThePast,
  laterThan,
  maxLength,
  maximum,
  minLength,
  minimum,
  noAngleBrackets,
  phone,
  symbolsNotAllowed,
  ticked,
} from './validation.ts';
import { fromDayInput } from './portal-time.ts';

describe('validators', () => {
  it('gives the lengths and bounds in the generic words', () => {
    expect(minLength(3)('ab')).toBe('Min length is 3');
    expect(maxLength(3)('abcd')).toBe('Max length is 3');
    expect(minimum(0)('-1')).toBe('Minimum is 0');
    expect(minimum(0)('0')).toBeUndefined();
    expect(maximum(59)(60)).toBe('Maximum is 59');
    expect(maximum(10_000_000, '100000.00')(10_000_001)).toBe('Maximum is 100000.00');
  });

  it('leaves a blank or non-numeric field to the other checks', () => {
    expect(minimum(1)('')).toBeUndefined();
    expect(minimum(1)('abc')).toBeUndefined();
    expect(maximum(1)(undefined)).toBeUndefined();
  });

  it('lists the symbols a field may not hold', () => {
    const noMarkup = symbolsNotAllowed(['<', '>']);
    expect(noMarkup('Ann <b>')).toBe('Symbols not allowed: < >');
    expect(noMarkup('Ann O’Neil')).toBeUndefined();
  });

  it('rejects angle brackets in free text naming the symbol', () => {
    expect(noAngleBrackets('a > b')).toBe('This symbol cannot be used here: >');
    expect(noAngleBrackets('fine')).toBeUndefined();
  });

  it('holds a checkbox to being ticked', () => {
    const agree = ticked('Tick it');
    expect(agree(true)).toBeUndefined();
    expect(agree(false)).toBe('Tick it');
    expect(agree(undefined)).toBe('Tick it');
    expect(agree('true')).toBe('Tick it');
  });

  it('reports the first failing rule', () => {
    expect(composeValidators(maxLength(3), noAngleBrackets)('<<<<')).toBe('Max length is 3');
  });
});

describe('date rules', () => {
  // 12:00 UK time on 2 March 2026 (winter: UTC).
  const noon = () => Date.UTC(2026, 2, 2, 12) / 1000;

  it('wants a date in the future', () => {
    const future = inTheFuture(fromDayInput, noon);
    expect(future('2026-03-03')).toBeUndefined();
    expect(future('2026-03-02')).toBe('Date should be in the future');
    expect(future('')).toBeUndefined();
  });

  it('wants a date in the past, today included', () => {
    const past = inThePast(fromDayInput, noon);
    expect(past('2026-03-02')).toBeUndefined();
    expect(past('2026-03-03')).toBe('Date should be in the past');
    expect(past('2026-03')).toBeUndefined();
  });

  it('wants a date greater than another of the form, once that one is known', () => {
    const start = fromDayInput('2026-03-02');
    expect(laterThan(fromDayInput, start)('2026-03-01')).toBe('Date should be greater');
    expect(laterThan(fromDayInput, start)('2026-03-02')).toBe('Date should be greater');
    expect(laterThan(fromDayInput, start)('2026-03-03')).toBeUndefined();
    expect(laterThan(fromDayInput, undefined)('2026-03-01')).toBeUndefined();
  });
});

describe('phone', () => {
  it.each(['+44 20 7946 0000', '020 7946 0000', '(020) 7946 0000', '+1 212-555-0100 ext. 12', ''])(
    'accepts %p',
    (value) => expect(phone(value)).toBeUndefined(),
  );
  it.each(['call me', '12', '+44 20 7946 0000 <b>'])('refuses %p', (value) =>
    expect(phone(value)).toBe("Doesn't conform to pattern"),
  );
});
