import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { discountTexts as texts } from '@portal/contracts/promo-codes/texts';
import { errorTexts } from '@portal/contracts/common/errors';
import type { ServiceDiscount } from '@portal/contracts/promo-codes/schema';
import { serviceDiscounts, services, users } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { company, person, type Person } from '../project/test-fixtures.ts';

const t = setupTestApp();
let chief: Person;
let acme: { id: number };
let globex: { id: number };
let ivb: number;
let intv: number;

const serviceId = async (shortName: string) => {
  const [row] = await t.db.select().from(services).where(eq(services.shortName, shortName));
  if (!row) throw new Error(`No service ${shortName}`);
  return row.id;
};

beforeAll(async () => {
  chief = await person(t, 'Chief', Role.SUPER_ADMIN);
  acme = await company(t.db, 'Acme Research', (await person(t, 'Olive')).id);
  globex = await company(t.db, 'Globex Media', (await person(t, 'Gus')).id);
  [ivb, intv] = [await serviceId('IVB'), await serviceId('INT')];
});

afterEach(async () => {
  await t.db.delete(serviceDiscounts);
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: chief.headers, ...(payload && { payload }) });
const create = (payload: object) => send('POST', '/v1/service-discount', payload);
const discountCount = async () => (await t.db.select().from(serviceDiscounts)).length;

async function made(payload: object = {}): Promise<ServiceDiscount> {
  const response = await create({
    company_id: acme.id,
    service_id: ivb,
    discount: 15,
    currency: 'GBP',
    ...payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json<ServiceDiscount>();
}

describe('POST /v1/service-discount', () => {
  test('gives the business a discount, answered with its name and the service’s', async () => {
    const discount = await made({ additional_features: true });
    expect(discount).toEqual({
      id: expect.any(Number),
      companyId: acme.id,
      businessName: 'Acme Research',
      serviceId: ivb,
      serviceName: expect.any(String),
      discount: 15,
      currency: 'GBP',
      additionalFeatures: true,
      createdAt: t.clock.now().getTime() / 1000,
      updatedAt: t.clock.now().getTime() / 1000,
    });
    expect((await send('GET', `/v1/service-discount/${discount.id}`)).json()).toEqual(discount);
  });

  test('applies to the base price only unless told', async () => {
    expect((await made()).additionalFeatures).toBe(false);
  });

  test('a second discount of the business on the service in the currency is a 409', async () => {
    await made();
    const response = await create({
      company_id: acme.id,
      service_id: ivb,
      discount: 30,
      currency: 'GBP',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: texts.discountTaken });
    expect(await discountCount()).toBe(1);
    // Another currency, service or business is a discount of its own.
    await made({ currency: 'USD' });
    await made({ service_id: intv });
    await made({ company_id: globex.id });
    expect(await discountCount()).toBe(4);
  });

  test.each([
    ['an unknown currency', { currency: 'JPY' }, 'currency', 'Must be one of: USD, GBP, EUR, CAD'],
    ['no discount', { discount: 0 }, 'discount', texts.percent],
    ['over 100%', { discount: 101 }, 'discount', texts.percent],
    ['a fraction of a percent', { discount: 12.5 }, 'discount', texts.percent],
    ['an unknown business', { company_id: 999_999 }, 'company_id', texts.unknownBusiness],
    ['an unknown service', { service_id: 999_999 }, 'service_id', texts.unknownService],
  ])('%s is a 422 naming the field, nothing made', async (_case, change, field, message) => {
    const response = await create({
      company_id: acme.id,
      service_id: ivb,
      discount: 15,
      currency: 'GBP',
      ...change,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field, message }]);
    expect(await discountCount()).toBe(0);
  });

  test('a deleted service takes no discount', async () => {
    await t.db.update(services).set({ status: 'deleted' }).where(eq(services.id, intv));
    try {
      const response = await create({
        company_id: acme.id,
        service_id: intv,
        discount: 5,
        currency: 'GBP',
      });
      expect(response.json()).toEqual([{ field: 'service_id', message: texts.unknownService }]);
    } finally {
      await t.db.update(services).set({ status: 'active' }).where(eq(services.id, intv));
    }
  });
});

describe('GET /v1/service-discount', () => {
  test('pages the discounts by business name, and finds a business by part of its name', async () => {
    await made({ company_id: globex.id });
    await made({ currency: 'USD' });
    await made();
    const page = (await send('GET', '/v1/service-discount?page_size=2')).json<{
      result: ServiceDiscount[];
      total: number;
    }>();
    expect(page.total).toBe(3);
    expect(page.result.map((item) => [item.businessName, item.currency])).toEqual([
      ['Acme Research', 'GBP'],
      ['Acme Research', 'USD'],
    ]);
    const found = (await send('GET', '/v1/service-discount?business_name=glob')).json<{
      result: ServiceDiscount[];
      total: number;
    }>();
    expect(found.result.map((item) => item.businessName)).toEqual(['Globex Media']);
    expect(found.total).toBe(1);
  });
});

describe('PUT /v1/service-discount/{id}', () => {
  test('changes what is given and keeps the rest', async () => {
    const discount = await made();
    t.clock.advance(60_000);
    const response = await send('PUT', `/v1/service-discount/${discount.id}`, {
      discount: 20,
      additional_features: true,
    });
    expect(response.json()).toEqual({
      ...discount,
      discount: 20,
      additionalFeatures: true,
      updatedAt: discount.updatedAt + 60,
    });
  });

  test('onto another discount’s business, service and currency is a 409, nothing changed', async () => {
    await made();
    const dollars = await made({ currency: 'USD' });
    const response = await send('PUT', `/v1/service-discount/${dollars.id}`, {
      currency: 'GBP',
      discount: 50,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: texts.discountTaken });
    expect((await send('GET', `/v1/service-discount/${dollars.id}`)).json()).toEqual(dollars);
  });

  test('bad input is a 422 naming the field; an unknown id a 404', async () => {
    const discount = await made();
    const bad = await send('PUT', `/v1/service-discount/${discount.id}`, { currency: 'XYZ' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual([{ field: 'currency', message: expect.any(String) }]);
    const unknown = await send('PUT', '/v1/service-discount/999999', { discount: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: texts.discountNotFound });
  });
});

describe('DELETE /v1/service-discount/{id}', () => {
  test('removes it; a second time is a 404', async () => {
    const discount = await made();
    expect((await send('DELETE', `/v1/service-discount/${discount.id}`)).statusCode).toBe(204);
    expect(await discountCount()).toBe(0);
    expect((await send('DELETE', `/v1/service-discount/${discount.id}`)).statusCode).toBe(404);
    expect((await send('GET', `/v1/service-discount/${discount.id}`)).statusCode).toBe(404);
  });
});

test('a super admin without two-factor authentication is held back', async () => {
  const fresh = await person(t, 'Newchief', Role.SUPER_ADMIN);
  await t.db.update(users).set({ mfaEnabled: false }).where(eq(users.id, fresh.id));
  const response = await t.app.inject({ url: '/v1/service-discount', headers: fresh.headers });
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ message: errorTexts.twoFactorRequired });
});
