import fc from 'fast-check';
import qs from 'qs';
import { CURRENCIES, type Currency } from '@portal/contracts/common/constants';
import { createSessionId } from '@portal/contracts/auth/session-id';
import { MAX_DURATION_SECONDS } from '@portal/contracts/common/limits';
import { activeChoices, activeModifiers } from '@portal/contracts/services/rules';
import { estimatePrices } from '@portal/contracts/services/pricing';
import type { PriceEstimate, TranscriptionService } from '@portal/contracts/services/schema';
import { services } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { serviceNotAvailable } from './options.ts';

const t = setupTestApp();
const sessionId = createSessionId();
const currencies = Object.keys(CURRENCIES) as Currency[];
let catalogue: TranscriptionService[] = [];
let inactiveId = 0;
let deletedId = 0;

beforeAll(async () => {
  catalogue = (await t.app.inject({ url: '/v1/new-service/guest-services' })).json();
  const [ivb] = catalogue;
  if (!ivb) throw new Error('The test database has no catalogue');
  const { id: _id, ...copy } = ivb;
  const now = t.clock.now();
  const added = await t.db
    .insert(services)
    .values([
      { ...copy, shortName: 'OLD', status: 'inactive', createdAt: now, updatedAt: now },
      { ...copy, shortName: 'GONE', status: 'deleted', createdAt: now, updatedAt: now },
    ])
    .returning({ id: services.id });
  inactiveId = added[0]?.id ?? 0;
  deletedId = added[1]?.id ?? 0;
});

type Query = Record<string, unknown>;
const estimate = (query: Query, headers: Record<string, string> = { 'x-session-id': sessionId }) =>
  t.app.inject({ url: `/v1/media/estimate-price?${qs.stringify(query)}`, headers });

const query = (
  id: number,
  duration: number,
  currency: Currency,
  options: { speakers?: string; timestamps?: string; modifiers?: Record<string, boolean> } = {},
): Query => ({
  duration,
  currency,
  service_options: {
    id,
    speakers: options.speakers ?? '1',
    ...(options.timestamps && { timestamps: options.timestamps }),
    ...(options.modifiers && { price_calculation_elements: options.modifiers }),
  },
});

const fromContracts = (
  service: TranscriptionService,
  duration: number,
  currency: Currency,
  options: { speakers?: string; timestamps?: string; modifiers?: Record<string, boolean> } = {},
): PriceEstimate =>
  estimatePrices(
    service,
    {
      id: service.id,
      speakers: options.speakers ?? '1',
      ...(options.timestamps && { timestamps: options.timestamps }),
      priceCalculationElements: options.modifiers ?? {},
    },
    duration,
    { currency, vatPercent: 20 },
  );

describe('prices', () => {
  test('every service at every active turnaround in every currency is priced by the contracts engine', async () => {
    expect(catalogue).toHaveLength(9);
    for (const service of catalogue)
      for (const currency of currencies) {
        const response = await estimate(query(service.id, 3725, currency));
        expect(response.statusCode).toBe(200);
        const body = response.json<PriceEstimate>();
        expect(Object.keys(body).sort()).toEqual(
          activeChoices(service.turnaround)
            .map(([seconds]) => seconds)
            .sort(),
        );
        expect(body).toEqual(fromContracts(service, 3725, currency));
      }
  });

  test('worked by hand: IVB in GBP, 90 s is 2 billed minutes at £1.10', async () => {
    const body = (await estimate(query(1, 90, 'GBP'))).json<PriceEstimate>();
    expect(body).toEqual({
      '604800': { fullPrice: 220, price: 220, grossPrice: 264 },
      '172800': { fullPrice: 275, price: 275, grossPrice: 330 },
      '86400': { fullPrice: 330, price: 330, grossPrice: 396 },
      '43200': { fullPrice: 440, price: 440, grossPrice: 528 },
    });
  });

  test('worked by hand: options and add-ons add their percentages, rounded once per line', async () => {
    // IVB £1.10 × (100 + 10 speakers + 5 timestamps + 20 difficult audio)% × 2 min = £2.97.
    const ivb = await estimate(
      query(1, 120, 'GBP', {
        speakers: '2-3',
        timestamps: 'every_2_minutes',
        modifiers: { difficult_audio: true, speaker_id: false },
      }),
    );
    expect(ivb.json<PriceEstimate>()['604800']).toEqual({
      fullPrice: 297,
      price: 297,
      grossPrice: 356,
    });
    // NOT €1.05 × 135% (2-3 speakers, 48 hours) = €1.4175 for one minute: 142 cents, half up.
    const not = await estimate(query(2, 60, 'EUR', { speakers: '2-3' }));
    expect(not.json<PriceEstimate>()['172800']).toEqual({
      fullPrice: 142,
      price: 142,
      grossPrice: 170,
    });
  });

  test('worked by hand: forced add-ons are priced whatever the client sent', async () => {
    // BSF's specialist terminology (+50%) is not optional: CA$3.10 × 150% = CA$4.65 a minute.
    const bsf = await estimate(query(8, 60, 'CAD', { modifiers: { specialist_terms: false } }));
    expect(bsf.json()).toEqual({ '604800': { fullPrice: 465, price: 465, grossPrice: 558 } });
    // 4+ speakers (+25%) switch speaker ID on (free): $1.40 × 125% × 2 min.
    const ivb = await estimate(query(1, 61, 'USD', { speakers: '4+' }));
    expect(ivb.json<PriceEstimate>()['604800']).toEqual({
      fullPrice: 350,
      price: 350,
      grossPrice: 420,
    });
  });

  test('VAT comes from VAT_PERCENT', async () => {
    const app = await t.build({ vatPercent: 0 });
    const response = await app.inject({
      url: `/v1/media/estimate-price?${qs.stringify(query(1, 90, 'GBP'))}`,
    });
    expect(response.json<PriceEstimate>()['604800']).toEqual({
      fullPrice: 220,
      price: 220,
      grossPrice: 220,
    });
  });

  test('a signed-in user is priced the same; the email and tracking cookie change nothing', async () => {
    const anonymous = (await estimate(query(3, 600, 'USD'))).json();
    const withExtras = await estimate(
      { ...query(3, 600, 'USD'), email: 'Nora@Example.com', tracking_cookie: 'abc' },
      {},
    );
    expect(withExtras.statusCode).toBe(200);
    expect(withExtras.json()).toEqual(anonymous);
  });

  test('the portal and the API agree for any valid choice (property)', async () => {
    const choice = fc
      .record({
        index: fc.nat({ max: 8 }),
        currency: fc.constantFrom(...currencies),
        duration: fc.integer({ min: 1, max: MAX_DURATION_SECONDS }),
        speakerPick: fc.nat(),
        timestampPick: fc.nat(),
        modifierMask: fc.nat({ max: 7 }),
      })
      .map(({ index, currency, duration, speakerPick, timestampPick, modifierMask }) => {
        const service = catalogue[index] as TranscriptionService;
        const speakers = activeChoices(service.speakers).map(([key]) => key);
        const stamps = [undefined, ...activeChoices(service.timestamps).map(([key]) => key)];
        const modifiers = Object.fromEntries(
          activeModifiers(service).map(([name], bit) => [name, (modifierMask & (1 << bit)) > 0]),
        );
        return {
          service,
          currency,
          duration,
          options: {
            speakers: speakers[speakerPick % speakers.length] as string,
            timestamps: stamps[timestampPick % stamps.length],
            modifiers,
          },
        };
      });
    await fc.assert(
      fc.asyncProperty(choice, async ({ service, currency, duration, options }) => {
        const response = await estimate(query(service.id, duration, currency, options));
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(fromContracts(service, duration, currency, options));
      }),
      { numRuns: 150 },
    );
  });
});

describe('bad input is a 422 naming the field', () => {
  const fieldsOf = async (q: Query) => {
    const response = await estimate(q);
    expect(response.statusCode).toBe(422);
    return response.json<{ field?: string; message: string }[]>();
  };

  test('a service that is unknown, inactive or deleted', async () => {
    for (const id of [999, inactiveId, deletedId])
      expect(await fieldsOf(query(id, 60, 'GBP'))).toEqual([
        { field: 'service_options[id]', message: serviceNotAvailable },
      ]);
  });

  test('option values the service does not offer, and unknown add-ons', async () => {
    // 3BR's 24-hour turnaround is "other" and its 12-hour one deleted.
    for (const turnaround of [86_400, 43_200, 1])
      expect(
        await fieldsOf({
          ...query(5, 60, 'GBP'),
          service_options: { id: 5, speakers: '1', turnaround },
        }),
      ).toEqual([
        { field: 'service_options[turnaround]', message: 'This turnaround is not available' },
      ]);
    expect(
      await fieldsOf(
        query(1, 60, 'GBP', {
          speakers: 'choir',
          timestamps: 'every_second',
          modifiers: { rush: true, difficult_audio: true },
        }),
      ),
    ).toEqual([
      { field: 'service_options[speakers]', message: 'This speakers option is not available' },
      {
        field: 'service_options[timestamps]',
        message: 'This timestamps option is not available',
      },
      {
        field: 'service_options[price_calculation_elements][rush]',
        message: 'This add-on is not available',
      },
    ]);
  });

  test('durations that are not a positive whole number of seconds up to 100 hours', async () => {
    for (const [duration, message] of [
      [0, 'Duration must be at least 1 second'],
      [-30, 'Duration must be at least 1 second'],
      [MAX_DURATION_SECONDS + 1, 'Duration must be at most 100 hours'],
      [1e12, 'Duration must be at most 100 hours'],
      [90.5, 'Duration must be a whole number of seconds'],
      ['ninety', 'Duration must be a number of seconds'],
    ] as const)
      expect(await fieldsOf({ ...query(1, 60, 'GBP'), duration })).toEqual([
        { field: 'duration', message },
      ]);
  });

  test('an unknown currency, a missing or huge service id, no options at all', async () => {
    expect(await fieldsOf(query(1, 60, 'JPY' as Currency))).toEqual([
      { field: 'currency', message: 'Must be one of: USD, GBP, EUR, CAD' },
    ]);
    expect(await fieldsOf({ ...query(1, 60, 'GBP'), service_options: { speakers: '1' } })).toEqual(
      // Coerced from text, a missing number reads as not a number.
      [{ field: 'service_options[id]', message: 'Must be a number' }],
    );
    expect(
      await fieldsOf({ ...query(1, 60, 'GBP'), service_options: { id: 1e10, speakers: '1' } }),
    ).toEqual([{ field: 'service_options[id]', message: 'Must be at most 2147483647' }]);
    expect(await fieldsOf({ duration: 60, currency: 'GBP' })).toEqual([
      { field: 'service_options', message: 'Required' },
    ]);
  });

  test('a bad bearer token is a 401, so the portal refreshes it', async () => {
    const response = await estimate(query(1, 60, 'GBP'), { authorization: 'Bearer expired' });
    expect(response.statusCode).toBe(401);
  });
});
