import { eq } from 'drizzle-orm';
import qs from 'qs';
import { errorTexts } from '@portal/contracts/common/errors';
import { linePrice } from '@portal/contracts/services/pricing';
import { serviceTexts as texts } from '@portal/contracts/services/texts';
import type { CartView } from '@portal/contracts/cart/schema';
import type { ManagedService } from '@portal/contracts/services/service-management-schema';
import type { MediaStatus } from '@portal/contracts/common/statuses';
import type { ServiceOptions } from '@portal/contracts/services/rules';
import { media, services, users } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { putMediaInCart } from '../cart/cart-items.ts';
import { jobCast, type Caller, type JobCast } from '../job/test-fixtures.ts';
import { mediaOf } from '../project/test-fixtures.ts';
import { bodyOf, serviceBody } from './test-fixtures.ts';

const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const send = (method: 'POST' | 'PUT', url: string, payload: object, who: Caller) =>
  t.app.inject({ method, url, headers: who.headers, payload });
const create = (payload: object, who: Caller = cast.superAdmin) =>
  send('POST', '/v1/new-service', payload, who);
const update = (id: number, payload: object, who: Caller = cast.superAdmin) =>
  send('PUT', `/v1/new-service/${id}`, payload, who);
const read = async (id: number, who: Caller = cast.superAdmin) =>
  (
    await t.app.inject({ url: `/v1/new-service/${id}`, headers: who.headers })
  ).json<ManagedService>();

let codes = 0;
/** A fresh service code for each service a test makes. */
const nextCode = () => `T${String(++codes).padStart(3, '0')}`;

async function made(changes: Record<string, unknown> = {}): Promise<ManagedService> {
  const response = await create(serviceBody({ short_name: nextCode(), ...changes }));
  expect(response.statusCode).toBe(200);
  return response.json<ManagedService>();
}

const serviceCount = async () => (await t.db.select().from(services)).length;

describe('POST /v1/new-service', () => {
  test('adds the service: rows become maps in their order, rates keyed by grade', async () => {
    const service = await made({ short_name: 'LGD' });
    expect(service).toMatchObject({
      name: 'Legal Dictation',
      shortName: 'LGD',
      status: 'active',
      basePrices: { USD: 150, GBP: 120, EUR: 140, CAD: 200 },
      turnaround: {
        604800: { label: '7 days', status: 'active', position: 0, adjustment: { percent: 0 } },
        86400: { label: '24 hours', status: 'active', position: 1, adjustment: { percent: 50 } },
      },
      timestamps: {},
      priceCalculationElements: {
        difficult_audio: {
          kind: 'surcharge',
          optional: true,
          position: 0,
          adjustment: { perMinute: { USD: 10, GBP: 8, EUR: 9, CAD: 13 } },
        },
      },
      typistGradeRates: { 1: 40, 2: 50 },
      notesTypistRates: { 3: 70 },
    });
    expect(await read(service.id)).toEqual(service);
  });

  test('takes the form-encoded body the portal sends', async () => {
    const code = nextCode();
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/new-service',
      headers: { ...cast.superAdmin.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: qs.stringify(serviceBody({ short_name: code, streaming: 'true' })),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ManagedService>()).toMatchObject({
      shortName: code,
      streaming: true,
      speakers: { 1: { position: 0 }, '4+': { position: 1 } },
      typistGradeRates: { 1: 40, 2: 50 },
    });
  });

  test.each([
    ['an empty name', { name: '' }, 'name', 'Required'],
    [
      'a negative price',
      { base_prices: { USD: -1, GBP: 1, EUR: 1, CAD: 1 } },
      'base_prices[USD]',
      'Must be at least 0',
    ],
    [
      'a price that is no number',
      { base_prices: { USD: 'ten', GBP: 1, EUR: 1, CAD: 1 } },
      'base_prices[USD]',
      'Must be a number',
    ],
    [
      'an unknown currency',
      { base_prices: { USD: 1, GBP: 1, EUR: 1, CAD: 1, JPY: 1 } },
      'base_prices',
      texts.unknownCurrency(['JPY']),
    ],
    [
      'a grade outside 1–3',
      { typist_grade_rates: [{ grade: 4, rate: 10 }] },
      'typist_grade_rates[0][grade]',
      'Must be one of: 1, 2, 3',
    ],
    [
      'a negative rate',
      { notes_typist_rates: [{ grade: 1, rate: -5 }] },
      'notes_typist_rates[0][rate]',
      'Must be at least 0',
    ],
    [
      'a grade given twice',
      {
        typist_grade_rates: [
          { grade: 2, rate: 10 },
          { grade: 2, rate: 20 },
        ],
      },
      'typist_grade_rates[1][grade]',
      texts.duplicateGrade,
    ],
    [
      'an option in a status that does not exist',
      {
        speakers: [
          {
            value: '1',
            label: 'One',
            status: 'archived',
            adjustment: { type: 'percent', percent: 0 },
          },
        ],
      },
      'speakers[0][status]',
      'Must be one of: active, deleted, other',
    ],
    [
      'a turnaround that is not whole seconds',
      {
        turnaround: [
          {
            value: '1 day',
            label: 'A day',
            status: 'active',
            adjustment: { type: 'percent', percent: 0 },
          },
        ],
      },
      'turnaround[0][value]',
      texts.turnaroundValue,
    ],
    ['no turnaround', { turnaround: [] }, 'turnaround', 'Must have at least 1 items'],
    ['a code in lowercase', { short_name: 'lgd' }, 'short_name', texts.codePattern],
  ])('%s is a 422 naming the field; nothing is added', async (_case, change, field, message) => {
    const before = await serviceCount();
    const response = await create(serviceBody({ short_name: nextCode(), ...change }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toContainEqual({ field, message });
    expect(await serviceCount()).toBe(before);
  });

  test('a code another service has is a 422 naming short_name', async () => {
    const before = await serviceCount();
    const response = await create(serviceBody({ short_name: 'IVB' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'short_name', message: texts.duplicateCode('IVB') }]);
    expect(await serviceCount()).toBe(before);
  });
});

describe('PUT /v1/new-service/{id}', () => {
  test('replaces the service and gives it a new version', async () => {
    const service = await made();
    t.clock.advance(1000);
    const response = await update(
      service.id,
      bodyOf(service, {
        name: 'Legal Dictation Plus',
        typist_grade_rates: [{ grade: 3, rate: 90 }],
      }),
    );
    expect(response.statusCode).toBe(200);
    const after = response.json<ManagedService>();
    expect(after).toMatchObject({ name: 'Legal Dictation Plus', typistGradeRates: { 3: 90 } });
    expect(after.updatedAt).toBeGreaterThan(service.updatedAt);
    expect(await read(service.id)).toEqual(after);
  });

  test('an edit made on an older version is a 409, and changes nothing', async () => {
    const service = await made();
    t.clock.advance(1000);
    expect((await update(service.id, bodyOf(service, { name: 'First edit' }))).statusCode).toBe(
      200,
    );
    const stale = await update(service.id, bodyOf(service, { name: 'Second edit' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: texts.changedSince });
    expect((await read(service.id)).name).toBe('First edit');
  });

  test('bad input is a 422 and changes nothing, the version included', async () => {
    const service = await made();
    const response = await update(
      service.id,
      bodyOf(service, { name: 'Renamed', base_prices: { USD: -1, GBP: 1, EUR: 1, CAD: 1 } }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'base_prices[USD]', message: 'Must be at least 0' }]);
    expect(await read(service.id)).toEqual(service);
  });

  test('the code cannot change: typists are trained by it', async () => {
    const service = await made();
    const response = await update(service.id, bodyOf(service, { short_name: nextCode() }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'short_name', message: texts.codeFixed }]);
  });

  test('an unknown service is a 404', async () => {
    const service = await made();
    expect((await update(999_999, bodyOf(service))).statusCode).toBe(404);
  });
});

describe("what typists earn is not the clients' business", () => {
  test('only a super admin reads the rates and the version of a service', async () => {
    const service = await made();
    const guest = await t.app.inject({ url: `/v1/new-service/${service.id}` });
    for (const answer of [
      guest.json<object>(),
      await read(service.id, cast.client),
      await read(service.id, cast.admin),
    ]) {
      expect(answer).toMatchObject({ id: service.id, name: service.name });
      expect(answer).not.toHaveProperty('typistGradeRates');
      expect(answer).not.toHaveProperty('notesTypistRates');
      expect(answer).not.toHaveProperty('updatedAt');
    }
    const listed = await t.app.inject({ url: '/v1/new-service', headers: cast.superAdmin.headers });
    expect(listed.json<object[]>().every((item) => !('typistGradeRates' in item))).toBe(true);
  });

  test('a super admin without two-factor authentication neither writes nor reads the rates', async () => {
    const service = await made();
    const setTwoFactor = (on: boolean) =>
      t.db.update(users).set({ mfaEnabled: on }).where(eq(users.id, cast.superAdmin.id));
    await setTwoFactor(false);
    try {
      for (const response of [
        await create(serviceBody({ short_name: nextCode() })),
        await t.app.inject({
          url: `/v1/new-service/${service.id}`,
          headers: cast.superAdmin.headers,
        }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ message: errorTexts.twoFactorRequired });
      }
    } finally {
      await setTwoFactor(true);
    }
  });

  test('the database keeps what the super admin set', async () => {
    const service = await made();
    const [row] = await t.db.select().from(services).where(eq(services.id, service.id));
    expect(row).toMatchObject({ typistGradeRates: { 1: 40, 2: 50 }, notesTypistRates: { 3: 70 } });
  });
});

describe('a change of prices', () => {
  const priceColumns = {
    fullPrice: media.fullPrice,
    price: media.price,
    grossPrice: media.grossPrice,
  };
  const pricesOf = async (id: number) =>
    (await t.db.select(priceColumns).from(media).where(eq(media.id, id)))[0];
  const priced = (service: ManagedService, options: ServiceOptions) =>
    linePrice(service, options, 600, { currency: 'GBP', vatPercent: t.app.deps.vatPercent });

  /** Ten minutes of the client's, with these options, priced as the service stood. */
  async function mediaWith(service: ManagedService, options: ServiceOptions, status: MediaStatus) {
    const row = await mediaOf(t.db, cast.client.id, { status, duration: 600 });
    await t.db
      .update(media)
      .set({ serviceOptions: options, ...priced(service, options) })
      .where(eq(media.id, row.id));
    return row.id;
  }

  /** An ordered media, and one in the client's unpaid cart, with the same options. */
  async function orderedAndInCart(service: ManagedService, turnaround: number) {
    const options = { id: service.id, turnaround, speakers: '1', priceCalculationElements: {} };
    const ordered = await mediaWith(service, options, 'ordered');
    const inCart = await mediaWith(service, options, 'uploaded');
    await t.db.transaction((tx) =>
      putMediaInCart(tx, { userId: cast.client.id }, [inCart], 'GBP', t.clock.now()),
    );
    return { options, ordered, inCart, soldAt: await pricesOf(ordered) };
  }

  test('ordered media keep the prices they were sold at; media in an unpaid cart follow the change', async () => {
    const service = await made();
    const { options, ordered, inCart, soldAt } = await orderedAndInCart(service, 604_800);
    const response = await update(
      service.id,
      bodyOf(service, { base_prices: { ...service.basePrices, GBP: 200 } }),
    );
    expect(response.statusCode).toBe(200);
    const now = priced(response.json<ManagedService>(), options);
    expect(now.fullPrice).toBe(2000);
    expect(await pricesOf(ordered)).toEqual(soldAt);
    expect(soldAt?.fullPrice).toBe(1200);
    expect(await pricesOf(inCart)).toEqual(now);
    const cart = await t.app.inject({ url: '/v1/cart', headers: cast.client.headers });
    const line = cart.json<CartView>().mediaList.find((item) => item.id === inCart);
    expect(line?.fullPrice).toBe(2000);
  });

  test('a media in a cart whose choice the change withdrew loses its prices: its client chooses again', async () => {
    const service = await made();
    const { ordered, inCart, soldAt } = await orderedAndInCart(service, 86_400);
    const [sevenDays, oneDay] = bodyOf(service).turnaround;
    const response = await update(
      service.id,
      bodyOf(service, { turnaround: [sevenDays, { ...oneDay, status: 'deleted' }] }),
    );
    expect(response.statusCode).toBe(200);
    expect(await pricesOf(inCart)).toEqual({ fullPrice: null, price: null, grossPrice: null });
    expect(await pricesOf(ordered)).toEqual(soldAt);
  });
});
