import { parse } from 'csv-parse/sync';
import { Role } from '@portal/contracts/policy/roles';
import { invoiceTexts } from '@portal/contracts/invoice/invoices-texts';
import { minorUnitsOf } from '@portal/contracts/common/currency';
import { reportTexts as texts } from '@portal/contracts/report/reports-texts';
import type { InvoiceDetail } from '@portal/contracts/invoice/schema';
import { setupTestApp } from '../../test/helper.ts';
import { callsAs, jobCast, type JobCast } from '../job/test-fixtures.ts';
import { finishedJob, typistCharge, type Work } from '../invoice/test-fixtures.ts';
import { person } from '../project/test-fixtures.ts';

const t = setupTestApp();
const calls = callsAs(t);
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const COLUMNS = [
  'Bill No',
  'Supplier',
  'Bill Date',
  'Due Date',
  'Memo',
  'Account',
  'Line Description',
  'Line Amount',
  'Currency',
];

/** A new typist's invoice for the month, generated from these jobs (finished mid-month). */
async function invoiceOf(
  firstname: string,
  month: string,
  works: Partial<Work>[],
): Promise<InvoiceDetail> {
  const typist = await person(t, firstname, Role.TYPIST);
  for (const work of works)
    await finishedJob(t, cast.client.id, {
      typistId: typist.id,
      finishedAt: `${month}-14T10:00:00Z`,
      ...work,
    });
  const response = await calls.get(
    cast.admin,
    `/v1/invoice/generate?month=${month}&user_id=${typist.id}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<InvoiceDetail>();
}

const qbReport = (query: string, who = cast.superAdmin) =>
  calls.get(who, `/v1/report/invoice?${query}`);

const readCsv = (text: string) => parse(text, { columns: true }) as Record<string, string>[];

describe('GET /v1/report/invoice?type=typist_invoices_qb', () => {
  test("one row per line of the month's bills, each bill's lines summing to its total", async () => {
    // 5 min at 120p at 60 % and 40 %, and 20 s at 100p: 360, 240 and 33.33 → 33.
    const ann = await invoiceOf('Ann', '2026-02', [
      { start: 0, end: 300, rate: 120, ratePercent: 60 },
      { start: 300, end: 600, rate: 120, ratePercent: 40 },
      { end: 20 },
    ]);
    await typistCharge(t, ann.typistId, 1500, '2026-02-20T10:00:00Z');
    const regenerated = await calls.get(cast.admin, `/v1/invoice/re-generate/${ann.id}`);
    const annBill = regenerated.json<InvoiceDetail>();
    const ben = await invoiceOf('Ben', '2026-02', [{ end: 90, rate: 110 }]);

    const response = await qbReport('type=typist_invoices_qb&month=2026-02');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="2026-02_typist-invoices-qb.csv"; filename*=UTF-8''2026-02_typist-invoices-qb.csv`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const rows = readCsv(response.body);
    expect(Object.keys(rows[0] ?? {})).toEqual(COLUMNS);
    // The invoices were raised on 2 March 2026 (the test clock), due 30 days later.
    const bill = (invoice: InvoiceDetail, supplier: string) =>
      invoice.lines.map((line) => ({
        'Bill No': String(invoice.invoiceNumber),
        Supplier: supplier,
        'Bill Date': '02/03/2026',
        'Due Date': '01/04/2026',
        Memo: 'Transcription 2026-02',
        Account: 'Transcription costs',
        'Line Description': line.description,
        'Line Amount': expect.any(String),
        Currency: 'GBP',
      }));
    expect(rows).toEqual([...bill(annBill, 'Ann Tester'), ...bill(ben, 'Ben Tester')]);
    expect(rows.map((row) => row['Line Amount'])).toEqual([
      '3.60',
      '2.40',
      '0.33',
      '15.00',
      '1.65',
    ]);
    const total = (number: number) =>
      rows
        .filter((row) => row['Bill No'] === String(number))
        .reduce((sum, row) => sum + minorUnitsOf(row['Line Amount'] ?? ''), 0);
    expect(annBill.lines.map((line) => line.amount)).toEqual([360, 240, 33, 1500]);
    expect(total(annBill.invoiceNumber)).toBe(annBill.amountTotal);
    expect(annBill.amountTotal).toBe(2133);
    expect(total(ben.invoiceNumber)).toBe(ben.amountTotal);
    expect(ben.amountTotal).toBe(165);
  });

  test('leaves void invoices out', async () => {
    const kept = await invoiceOf('Kim', '2026-01', [{}]);
    const voided = await invoiceOf('Val', '2026-01', [{}]);
    await calls.put(cast.admin, `/v1/invoice/${voided.id}`, { status: 'void' });

    const rows = readCsv((await qbReport('type=typist_invoices_qb&month=2026-01')).body);

    expect(rows.map((row) => row['Bill No'])).toEqual([String(kept.invoiceNumber)]);
  });

  test('a month without invoices is the header alone', async () => {
    const response = await qbReport('type=typist_invoices_qb&month=2025-07');

    expect(response.statusCode).toBe(200);
    expect(parse(response.body)).toEqual([COLUMNS]);
  });

  test.each([
    ['another report type', 'type=client&month=2026-02', 'type', texts.invoiceType],
    ['no month', 'type=typist_invoices_qb', 'month', undefined],
    ['a malformed month', 'type=typist_invoices_qb&month=2026-13', 'month', invoiceTexts.month],
  ])('%s is a 422 naming the field', async (_case, query, field, message) => {
    const response = await qbReport(query);

    expect(response.statusCode).toBe(422);
    const errors = response.json<{ field: string; message: string }[]>();
    expect(errors.map((error) => error.field)).toEqual([field]);
    if (message) expect(errors[0]?.message).toBe(message);
  });
});
