import { count } from 'drizzle-orm';
import { DEFAULT_FILE_NAMES } from '@portal/contracts/common/constants';
import { Role } from '@portal/contracts/policy/roles';
import { discountTexts as texts } from '@portal/contracts/promo-codes/texts';
import type { PromoCode } from '@portal/contracts/promo-codes/schema';
import { coupons } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { person, type Person } from '../project/test-fixtures.ts';

const t = setupTestApp();
let chief: Person;

beforeAll(async () => {
  chief = await person(t, 'Chief', Role.SUPER_ADMIN);
});

afterEach(async () => {
  await t.db.delete(coupons);
});

const HEADER = 'code,discount_percent,max_uses,expires_on';
// The test clock starts on 2 March 2026.
const file = (...lines: string[]) => [HEADER, ...lines].join('\n');

const upload = (csv: string, contentType = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/activator/create-coupons',
    headers: { ...chief.headers, 'content-type': contentType },
    payload: csv,
  });
const list = (query = '') =>
  t.app.inject({ url: `/v1/activator/coupons${query}`, headers: chief.headers });
const couponCount = async () => (await t.db.select({ n: count() }).from(coupons))[0]?.n ?? 0;
const line = (number: number, message: string) => ({
  field: 'file',
  message: texts.onLine(number, message),
});

describe('POST /v1/activator/create-coupons', () => {
  test('creates every code of the file and answers them as generated-discount-codes.csv', async () => {
    const response = await upload(
      file('spring-10,10,,', 'TEAM_PASS,25,50,2026-03-31', '"QUOTED1", 5 ,1,'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${DEFAULT_FILE_NAMES.discountCodes}"`,
    );
    expect(response.body).toBe(
      [HEADER, 'SPRING-10,10,1,', 'TEAM_PASS,25,50,2026-03-31', 'QUOTED1,5,1,', ''].join('\r\n'),
    );
    const page = (await list()).json<{ result: PromoCode[]; total: number }>();
    expect(page.total).toBe(3);
    expect(page.result.find((code) => code.code === 'TEAM_PASS')).toEqual({
      id: expect.any(Number),
      code: 'TEAM_PASS',
      discountPercent: 25,
      uses: 0,
      maxUses: 50,
      // The last day is 31 March, UK time: it stops at midnight starting 1 April (BST, 23:00 UTC).
      expiresAt: Date.parse('2026-03-31T23:00:00Z') / 1000,
      createdAt: t.clock.now().getTime() / 1000,
    });
  });

  test('a code created here is taken at checkout’s lookup', async () => {
    await upload(file('LOOKUP20,20,,'));
    const lookup = await t.app.inject({ url: '/v1/activator/coupon?code=lookup20' });
    expect(lookup.json()).toEqual({ code: 'LOOKUP20', discountPercent: 20 });
  });

  test('answers every refused line with its number and reason, and creates nothing', async () => {
    await upload(file('EXISTS1,10,,'));
    const response = await upload(
      file(
        'GOOD-ONE,10,,',
        'no,10,,',
        'PERCENT0,0,,',
        'TOOMANY,101,,',
        'USES,10,0,',
        'BADDATE,10,1,31/12/2026',
        'PAST,10,1,2026-03-01',
        'good-one,15,,',
        'EXISTS1,10,,',
        'SHORT,10',
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      line(3, texts.code),
      line(4, texts.percent),
      line(5, texts.percent),
      line(6, texts.maxUses),
      line(7, texts.expiresOn),
      line(8, texts.expired),
      line(9, texts.codeRepeated(2)),
      line(10, texts.codeTaken),
      line(11, texts.columns),
    ]);
    expect(await couponCount()).toBe(1);
  });

  test.each([
    ['no header', 'CODE1,10,,', [line(1, texts.header)]],
    ['only the header', HEADER, [{ field: 'file', message: texts.noCodes }]],
    ['an empty file', '', [line(1, texts.header)]],
    ['an unclosed quote', file('"OPEN,10,,'), [line(2, texts.unreadable)]],
  ])('%s is a 422 naming the file', async (_case, csv, errors) => {
    const response = await upload(csv);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errors);
    expect(await couponCount()).toBe(0);
  });

  test('skips blank lines and a byte order mark, counting lines as the file has them', async () => {
    const response = await upload(`\uFEFF${HEADER}\r\n\r\nBLANKS1,10,,\r\n,,,\r\nx,10,,\r\n`);
    expect(response.json()).toEqual([line(5, texts.code)]);
  });

  test('takes at most 1000 codes a file', async () => {
    const codes = Array.from({ length: 1001 }, (_, index) => `BULK${index},5,,`);
    const response = await upload(file(...codes));
    expect(response.json()).toEqual([{ field: 'file', message: texts.tooManyCodes }]);
  });

  test('takes the file as text/csv only', async () => {
    const response = await upload(file('FORM1,10,,'), 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(await couponCount()).toBe(0);
  });
});

describe('GET /v1/activator/coupons', () => {
  const made = (code: string, minutesAgo: number, fields: Partial<typeof coupons.$inferInsert>) =>
    t.db.insert(coupons).values({
      code,
      discountPercent: 10,
      createdAt: new Date(t.clock.now().getTime() - minutesAgo * 60_000),
      ...fields,
    });

  beforeEach(async () => {
    await made('OLDEST', 30, { maxUses: 1, uses: 1 });
    await made('MIDDLE', 20, { maxUses: 100, uses: 7 });
    await made('NEWEST', 10, { expiresAt: new Date('2026-12-31T00:00:00Z') });
  });

  test('pages the codes, newest first, with their uses and expiry', async () => {
    const first = (await list('?page_size=2')).json<{ result: PromoCode[]; total: number }>();
    expect(first.total).toBe(3);
    expect(
      first.result.map((code) => [code.code, code.uses, code.maxUses, code.expiresAt]),
    ).toEqual([
      ['NEWEST', 0, 1, Date.parse('2026-12-31T00:00:00Z') / 1000],
      ['MIDDLE', 7, 100, null],
    ]);
    const second = (await list('?page=2&page_size=2')).json<{ result: PromoCode[] }>();
    expect(second.result.map((code) => code.code)).toEqual(['OLDEST']);
  });

  test('finds codes containing the text, any case', async () => {
    const found = (await list('?code=dd')).json<{ result: PromoCode[] }>();
    expect(found.result.map((code) => code.code)).toEqual(['MIDDLE']);
  });

  test('a page size over 100 is a field error', async () => {
    const response = await list('?page_size=101');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'page_size', message: expect.any(String) }]);
  });
});
