import { mayMoveInvoice, mayRegenerateInvoice, portalMonth, previousMonth } from './rules.ts';

describe('an invoice month is a month on the portal clock', () => {
  test.each([
    // 23:30 UTC on 31 July is already 1 August in UK summer time.
    ['2026-07-31T23:30:00Z', '2026-08'],
    // In winter the portal clock is UTC.
    ['2026-12-31T23:30:00Z', '2026-12'],
    ['2027-01-01T00:00:00Z', '2027-01'],
  ])('%s falls in %s', (at, month) => {
    expect(portalMonth(new Date(at))).toBe(month);
  });

  test.each([
    ['2026-11', '2026-10'],
    ['2026-10', '2026-09'],
    ['2027-01', '2026-12'],
  ])('the month before %s is %s', (month, before) => {
    expect(previousMonth(month)).toBe(before);
  });
});

describe('invoice status moves', () => {
  it('lets open invoices move, and keeps paid and void final', () => {
    expect(mayMoveInvoice('raised', 'paid')).toBe(true);
    expect(mayMoveInvoice('issue', 'pending')).toBe(true);
    expect(mayMoveInvoice('paid', 'raised')).toBe(false);
    expect(mayMoveInvoice('void', 'paid')).toBe(false);
    expect(mayMoveInvoice('void', 'void')).toBe(true);
  });

  it('re-generates only an invoice not yet paid or void', () => {
    expect(mayRegenerateInvoice('issue')).toBe(true);
    expect(mayRegenerateInvoice('paid')).toBe(false);
    expect(mayRegenerateInvoice('void')).toBe(false);
  });
});
