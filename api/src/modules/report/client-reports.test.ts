import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { services, users } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { callsAs, jobCast, type JobCast } from '../job/test-fixtures.ts';
import { company, person, project, type Person } from '../project/test-fixtures.ts';
import { projects } from '../../db/schema.ts';
import { csvRows, orderOf, xlsxRows } from './test-fixtures.ts';

/**
 * The client reports on a few orders: Ann, a business account in Acme Media, ordered two media in
 * pounds (one in an active project, one in a completed one) and one in dollars in January, and
 * one in pounds the evening before the span; Bob, on his own, ordered at 00:30 UK time on 1 July.
 */
const t = setupTestApp();
const calls = callsAs(t);
let cast: JobCast;
let ann: Person;
let bob: Person;
let orderIds: { january: number; dollars: number; july: number };
let serviceName: string;

const SPAN = 'from_date=2026-01-01&to_date=2026-07-01';

beforeAll(async () => {
  cast = await jobCast(t);
  ann = await person(t, 'Ann', Role.CLIENT);
  bob = await person(t, 'Bob', Role.CLIENT);
  await t.db.update(users).set({ isBusinessAccount: true }).where(eq(users.id, ann.id));
  await company(t.db, 'Acme Media', ann.id);
  const active = await project(t.db, ann.id, 'Board');
  const done = await project(t.db, ann.id, 'Archive');
  await t.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, done.id));
  await orderOf(t, ann.id, '2025-12-31T23:59:00Z', [
    { duration: 60, price: 9900, grossPrice: 11880 },
  ]);
  orderIds = {
    january: await orderOf(t, ann.id, '2026-01-10T10:00:00Z', [
      { duration: 3600, price: 1000, grossPrice: 1200, projectId: active.id },
      { duration: 590, price: 500, grossPrice: 600, projectId: done.id },
    ]),
    dollars: await orderOf(
      t,
      ann.id,
      '2026-01-20T10:00:00Z',
      [{ duration: 60, price: 700, grossPrice: 840, projectId: active.id }],
      { currency: 'USD', paymentType: 'business_account' },
    ),
    july: await orderOf(t, bob.id, '2026-06-30T23:30:00Z', [
      { duration: 125, price: 250, grossPrice: 300 },
    ]),
  };
  const [service] = await t.db.select().from(services).where(eq(services.id, 1));
  serviceName = service!.name;
});

const report = (type: string, query: string, who = cast.superAdmin) =>
  calls.get(who, `/v1/report/${type}?${query}`);

describe('GET /v1/report/client', () => {
  test('a line per client and currency of the span, by client, as a CSV attachment', async () => {
    const response = await report('client', SPAN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="client-report.csv"; filename*=UTF-8''client-report.csv`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(csvRows(response)).toEqual([
      {
        'Client ID': String(ann.id),
        Name: 'Ann Tester',
        Email: ann.email,
        Company: 'Acme Media',
        'Business account': 'Yes',
        Currency: 'GBP',
        Orders: '1',
        Media: '2',
        'Minutes ordered': '70',
        'Price (ex VAT)': '15.00',
        VAT: '3.00',
        Total: '18.00',
      },
      expect.objectContaining({ Name: 'Ann Tester', Currency: 'USD', Total: '8.40' }),
      {
        'Client ID': String(bob.id),
        Name: 'Bob Tester',
        Email: bob.email,
        Company: '',
        'Business account': 'No',
        Currency: 'GBP',
        Orders: '1',
        Media: '1',
        'Minutes ordered': '3',
        'Price (ex VAT)': '2.50',
        VAT: '0.50',
        Total: '3.00',
      },
    ]);
  });

  test('the last day ends at midnight UK time', async () => {
    const rows = csvRows(await report('client', 'from_date=2026-01-01&to_date=2026-06-30'));
    expect(rows.map((row) => row.Name)).toEqual(['Ann Tester', 'Ann Tester']);
  });

  test.each([
    ['client_name=aNN', ['Ann Tester GBP', 'Ann Tester USD']],
    ['client_name=%25', []],
    ['company_name=acme', ['Ann Tester GBP', 'Ann Tester USD']],
    ['is_business_account=false', ['Bob Tester GBP']],
    ['is_business_account=true&client_name=bob', []],
  ])('%s keeps the clients it names', async (filter, expected) => {
    const rows = csvRows(await report('client', `${SPAN}&${filter}`));
    expect(rows.map((row) => `${row.Name} ${row.Currency}`)).toEqual(expected);
  });

  test('a project status keeps the media of projects in it, and their orders', async () => {
    const rows = csvRows(await report('client', `${SPAN}&project_status[]=completed`));
    expect(rows).toEqual([
      expect.objectContaining({ Currency: 'GBP', Orders: '1', Media: '1', Total: '6.00' }),
    ]);
  });

  test('as XLSX: report.xslx, a bold header, numeric money whose totals add up', async () => {
    const response = await report('client', `${SPAN}&format=xlsx`);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="report.xslx"/);
    const [header, ...rows] = await xlsxRows(response);
    expect(header).toEqual(expect.arrayContaining(['Client ID', 'Price (ex VAT)', 'Total']));
    const total = header!.indexOf('Total');
    const gbp = rows.filter((row) => row[header!.indexOf('Currency')] === 'GBP');
    expect(gbp.reduce((sum, row) => sum + Number(row[total]), 0)).toBeCloseTo(21, 2);
    expect(rows[0]?.[header!.indexOf('Business account')]).toBe('Yes');
  });
});

describe('GET /v1/report/quickbook-report', () => {
  test('a sales receipt per order of the span, by order', async () => {
    const response = await report('quickbook-report', SPAN);
    expect(response.headers['content-disposition']).toMatch(/filename="quickbook-report.csv"/);
    expect(csvRows(response)).toEqual([
      {
        'Sales Receipt No': String(orderIds.january),
        Customer: 'Ann Tester',
        'Sales Receipt Date': '10/01/2026',
        'Payment Method': 'Card',
        Item: serviceName,
        Description: '2 media, 70 minutes',
        Amount: '15.00',
        VAT: '3.00',
        Total: '18.00',
        Currency: 'GBP',
      },
      expect.objectContaining({
        'Sales Receipt No': String(orderIds.dollars),
        'Payment Method': 'Business account',
        Total: '8.40',
        Currency: 'USD',
      }),
      expect.objectContaining({
        'Sales Receipt No': String(orderIds.july),
        Customer: 'Bob Tester',
        'Sales Receipt Date': '01/07/2026',
      }),
    ]);
  });

  test('the client filters and a project status keep the orders and media they name', async () => {
    const rows = csvRows(
      await report('quickbook-report', `${SPAN}&company_name=ACME&project_status[]=active`),
    );
    expect(rows.map((row) => [row['Sales Receipt No'], row.Amount])).toEqual([
      [String(orderIds.january), '10.00'],
      [String(orderIds.dollars), '7.00'],
    ]);
  });

  test('as XLSX, the receipts total what was paid', async () => {
    const [header, ...rows] = await xlsxRows(
      await report('quickbook-report', `${SPAN}&format=xlsx`),
    );
    const total = header!.indexOf('Total');
    expect(rows.map((row) => row[total])).toEqual([18, 8.4, 3]);
  });
});
