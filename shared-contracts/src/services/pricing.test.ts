import fc from 'fast-check';
import { CURRENCIES, type Currency } from '../common/constants.ts';
import {
  applyServiceOptionRules,
  basePriceOf,
  billedMinutes,
  discountOf,
  estimatePrices,
  fromPricePerMinute,
  linePrice,
  serviceOptionsProblems,
  withDiscountAndVat,
} from './pricing.ts';
import { activeChoices, activeModifiers, type ServiceOptions } from './rules.ts';
import { testService } from './test-service.ts';

const service = testService();
const gbp = { currency: 'GBP' as const, vatPercent: 20 };
const options = (overrides: Partial<ServiceOptions> = {}): ServiceOptions => ({
  id: service.id,
  turnaround: 604800,
  speakers: '1',
  priceCalculationElements: {},
  ...overrides,
});

describe('billedMinutes', () => {
  it('rounds a duration up to whole minutes', () => {
    expect(billedMinutes(0)).toBe(0);
    expect(billedMinutes(1)).toBe(1);
    expect(billedMinutes(60)).toBe(1);
    expect(billedMinutes(61)).toBe(2);
  });
});

describe('linePrice', () => {
  it('bills whole minutes at the base price for the plainest choices', () => {
    // 90 s is 2 billed minutes at £1.00.
    expect(linePrice(service, options(), 90, gbp)).toEqual({
      fullPrice: 200,
      price: 200,
      grossPrice: 240,
    });
  });

  it('adds the percentages of the chosen options and add-ons to the base price', () => {
    // 48 hours +25%, 2-3 speakers +10%, every speaker change +10%, difficult audio +20%: +65%.
    const chosen = options({
      turnaround: 172800,
      speakers: '2-3',
      timestamps: 'speaker_change',
      priceCalculationElements: { difficult_audio: true },
    });
    expect(linePrice(service, chosen, 600, gbp).fullPrice).toBe(1650);
  });

  it('adds an amount per minute in the currency of the price', () => {
    const flat = testService({
      priceCalculationElements: {
        rush: {
          label: 'Rush',
          description: '',
          kind: 'surcharge',
          status: 'active',
          optional: true,
          position: 0,
          adjustment: { perMinute: { GBP: 15, USD: 20, EUR: 18, CAD: 25 } },
        },
      },
    });
    const chosen = options({ priceCalculationElements: { rush: true } });
    expect(linePrice(flat, chosen, 120, gbp).fullPrice).toBe(230);
    expect(linePrice(flat, chosen, 120, { currency: 'USD', vatPercent: 20 }).fullPrice).toBe(290);
  });

  it('rounds once per line, half up, not once per minute', () => {
    // 2-3 speakers at +10% on 5p a minute is 5.5p a minute: 3 minutes cost 16.5p → 17p.
    const cheap = testService({ basePrices: { GBP: 5, USD: 5, EUR: 5, CAD: 5 } });
    expect(linePrice(cheap, options({ speakers: '2-3' }), 180, gbp).fullPrice).toBe(17);
  });

  it('takes a discount off the full price and VAT on what is left', () => {
    expect(
      withDiscountAndVat(
        { fullPrice: 1000, basePrice: 800 },
        { currency: 'GBP', vatPercent: 20, discountPercent: 15 },
      ),
    ).toEqual({ fullPrice: 1000, price: 850, grossPrice: 1020 });
  });
});

describe('a business discount', () => {
  // 10 minutes at £1.00 with 48 hours (+25%) and difficult audio (+20%): £14.50, £10.00 of it base.
  const chosen = options({
    turnaround: 172800,
    priceCalculationElements: { difficult_audio: true },
  });
  const baseOnly = { discountPercent: 20, additionalFeatures: false };
  const wholeLine = { discountPercent: 20, additionalFeatures: true };

  it('takes its percent off the base price only', () => {
    expect(linePrice(service, chosen, 600, { ...gbp, business: baseOnly })).toEqual({
      fullPrice: 1450,
      price: 1250,
      grossPrice: 1500,
    });
  });

  it('with additional features, takes it off the options and add-ons too', () => {
    expect(linePrice(service, chosen, 600, { ...gbp, business: wholeLine }).price).toBe(1160);
  });

  it('bills the base price by whole minutes, in the currency of the price', () => {
    expect(basePriceOf(service, 61, 'GBP')).toBe(200);
    expect(
      basePriceOf(
        testService({ basePrices: { GBP: 100, USD: 130, EUR: 115, CAD: 170 } }),
        60,
        'USD',
      ),
    ).toBe(130);
  });

  it('and a discount code do not add up: the larger applies', () => {
    const line = { fullPrice: 1450, basePrice: 1000 };
    expect(discountOf(line, { ...gbp, discountPercent: 10, business: baseOnly })).toBe(200);
    expect(discountOf(line, { ...gbp, discountPercent: 15, business: baseOnly })).toBe(218);
    expect(discountOf(line, { ...gbp, discountPercent: 15, business: wholeLine })).toBe(290);
  });

  it('never takes more than the line costs', () => {
    const free = { discountPercent: 100, additionalFeatures: false };
    expect(discountOf({ fullPrice: 50, basePrice: 100 }, { ...gbp, business: free })).toBe(50);
  });
});

describe('applyServiceOptionRules', () => {
  it('switches Speaker ID on with four or more speakers', () => {
    const ruled = applyServiceOptionRules(service, options({ speakers: '4+' }));
    expect(ruled.priceCalculationElements).toEqual({ speaker_id: true, difficult_audio: false });
  });

  it('keeps add-ons that are not optional on', () => {
    const required = testService();
    const difficult = required.priceCalculationElements.difficult_audio;
    if (difficult) difficult.optional = false;
    const ruled = applyServiceOptionRules(required, options({ priceCalculationElements: {} }));
    expect(ruled.priceCalculationElements.difficult_audio).toBe(true);
  });

  it('drops timestamps for MFA', () => {
    const mfa = testService({ shortName: 'MFA' });
    expect(
      applyServiceOptionRules(mfa, options({ timestamps: 'speaker_change' })),
    ).not.toHaveProperty('timestamps');
  });
});

describe('serviceOptionsProblems', () => {
  it('requires a turnaround and a speakers choice', () => {
    expect(serviceOptionsProblems(service, { priceCalculationElements: {} })).toEqual([
      { field: 'turnaround', message: 'Required' },
      { field: 'speakers', message: 'Required' },
    ]);
  });

  it('refuses choices that are unknown, deleted or not offered', () => {
    const partly = testService();
    const fastest = partly.turnaround['43200'];
    if (fastest) fastest.status = 'deleted';
    expect(
      serviceOptionsProblems(partly, {
        turnaround: 43200,
        speakers: '7',
        timestamps: 'hourly',
        priceCalculationElements: { gold_plating: true, difficult_audio: true },
      }).map((problem) => problem.field),
    ).toEqual(['turnaround', 'speakers', 'timestamps', 'priceCalculationElements.gold_plating']);
  });
});

describe('estimatePrices', () => {
  it('prices the line at every active turnaround', () => {
    const { turnaround: _, ...rest } = options();
    expect(estimatePrices(service, rest, 60, gbp)).toEqual({
      '604800': { fullPrice: 100, price: 100, grossPrice: 120 },
      '172800': { fullPrice: 125, price: 125, grossPrice: 150 },
      '86400': { fullPrice: 150, price: 150, grossPrice: 180 },
      '43200': { fullPrice: 200, price: 200, grossPrice: 240 },
    });
  });
});

describe('fromPricePerMinute', () => {
  it('is the cheapest minute a client can order', () => {
    expect(fromPricePerMinute(service, 'GBP')).toBe(100);
    expect(fromPricePerMinute(service, 'USD')).toBe(125);
  });

  it('includes the add-ons that are always applied', () => {
    const required = testService();
    const difficult = required.priceCalculationElements.difficult_audio;
    if (difficult) difficult.optional = false;
    expect(fromPricePerMinute(required, 'GBP')).toBe(120);
  });
});

describe('pricing invariants', () => {
  const currencies = Object.keys(CURRENCIES) as Currency[];
  const choice = (keys: string[]) => fc.constantFrom(...keys);
  const anyOptions = fc.record({
    turnaround: choice(activeChoices(service.turnaround).map(([key]) => key)).map(Number),
    speakers: choice(activeChoices(service.speakers).map(([key]) => key)),
    timestamps: fc.option(choice(activeChoices(service.timestamps).map(([key]) => key)), {
      nil: undefined,
    }),
    priceCalculationElements: fc.record(
      Object.fromEntries(activeModifiers(service).map(([name]) => [name, fc.boolean()])),
    ),
  });
  const anyLine = fc.record({
    options: anyOptions,
    duration: fc.integer({ min: 0, max: 360_000 }),
    currency: fc.constantFrom(...currencies),
    vatPercent: fc.integer({ min: 0, max: 30 }),
  });
  const price = (
    chosen: Omit<ServiceOptions, 'id'>,
    duration: number,
    currency: Currency,
    vatPercent = 20,
  ) => linePrice(service, { id: service.id, ...chosen }, duration, { currency, vatPercent });

  it('is never negative, and VAT never lowers it', () => {
    fc.assert(
      fc.property(anyLine, ({ options: chosen, duration, currency, vatPercent }) => {
        const line = price(chosen, duration, currency, vatPercent);
        return line.fullPrice >= 0 && line.price >= 0 && line.grossPrice >= line.price;
      }),
    );
  });

  it('never falls as the duration grows', () => {
    fc.assert(
      fc.property(anyLine, fc.integer({ min: 0, max: 10_000 }), (line, extra) => {
        const shorter = price(line.options, line.duration, line.currency).fullPrice;
        const longer = price(line.options, line.duration + extra, line.currency).fullPrice;
        return longer >= shorter;
      }),
    );
  });

  it('never falls when a surcharge is switched on', () => {
    const surcharges = activeModifiers(service)
      .filter(([, modifier]) => modifier.kind === 'surcharge')
      .map(([name]) => name);
    fc.assert(
      fc.property(anyLine, fc.constantFrom(...surcharges), (line, name) => {
        const off = { ...line.options.priceCalculationElements, [name]: false };
        const on = { ...line.options.priceCalculationElements, [name]: true };
        const without = price(
          { ...line.options, priceCalculationElements: off },
          line.duration,
          line.currency,
        );
        const withIt = price(
          { ...line.options, priceCalculationElements: on },
          line.duration,
          line.currency,
        );
        return withIt.fullPrice >= without.fullPrice;
      }),
    );
  });

  it('rounds once: a line is within half a minor unit of its exact price', () => {
    fc.assert(
      fc.property(anyLine, ({ options: chosen, duration, currency }) => {
        const ruled = applyServiceOptionRules(service, { id: service.id, ...chosen });
        const percent = [
          service.turnaround[String(ruled.turnaround)],
          service.speakers[ruled.speakers],
          ruled.timestamps === undefined ? undefined : service.timestamps[ruled.timestamps],
          ...Object.entries(ruled.priceCalculationElements)
            .filter(([, on]) => on)
            .map(([name]) => service.priceCalculationElements[name]),
        ].reduce(
          (sum, part) => sum + (part && 'percent' in part.adjustment ? part.adjustment.percent : 0),
          0,
        );
        const exact =
          (billedMinutes(duration) * service.basePrices[currency] * (100 + percent)) / 100;
        return Math.abs(price(chosen, duration, currency).fullPrice - exact) <= 0.5;
      }),
    );
  });

  it('agrees with the estimate at every turnaround', () => {
    fc.assert(
      fc.property(anyLine, ({ options: chosen, duration, currency }) => {
        const { turnaround, ...rest } = chosen;
        const estimate = estimatePrices(service, { id: service.id, ...rest }, duration, {
          currency,
          vatPercent: 20,
        });
        expect(estimate[String(turnaround)]).toEqual(price(chosen, duration, currency));
      }),
    );
  });
});
