import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { INVOICE_BULK_MAX, PAYMENT_REPORT_FILE_ROWS_MAX } from '@portal/contracts/common/limits';
import { Role } from '@portal/contracts/policy/roles';
import { invoiceTexts } from '@portal/contracts/invoice/invoices-texts';
import { reportTexts as texts } from '@portal/contracts/report/reports-texts';
import type { Invoice, InvoiceDetail } from '@portal/contracts/invoice/schema';
import { invoices, paymentReports, users } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { callsAs, jobCast, type JobCast } from '../job/test-fixtures.ts';
import { finishedJob, typistCharge } from '../invoice/test-fixtures.ts';
import { person } from '../project/test-fixtures.ts';

const t = setupTestApp();
const calls = callsAs(t);
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

/** A new typist's invoice for January 2026: one 10-minute job at 100p (£10) and any charge. */
async function invoiceOf(firstname = 'Tina', charge = 0): Promise<InvoiceDetail> {
  const typist = await person(t, firstname, Role.TYPIST);
  await finishedJob(t, cast.client.id, { typistId: typist.id, finishedAt: '2026-01-12T10:00:00Z' });
  if (charge) await typistCharge(t, typist.id, charge, '2026-01-20T10:00:00Z');
  const response = await calls.get(
    cast.admin,
    `/v1/invoice/generate?month=2026-01&user_id=${typist.id}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<InvoiceDetail>();
}

const reportUrl = (ids: readonly (number | string)[], limit?: number) =>
  `/v1/report/invoice-payment-report?${[
    ...ids.map((id) => `invoices[]=${id}`),
    ...(limit === undefined ? [] : [`limit=${limit}`]),
  ].join('&')}`;

const report = (ids: readonly (number | string)[], limit?: number, who = cast.admin) =>
  calls.get(who, reportUrl(ids, limit));

const readCsv = (text: string) => parse(text, { columns: true }) as Record<string, string>[];

const stamps = async (ids: number[]) =>
  (
    await t.db
      .select({ id: invoices.id, paymentReportId: invoices.paymentReportId })
      .from(invoices)
      .where(inArray(invoices.id, ids))
  ).map((row) => row.paymentReportId);

const reportCount = async () => (await t.db.select().from(paymentReports)).length;

describe('GET /v1/report/invoice-payment-report', () => {
  test('one CSV of the payments by invoice number, recorded and stamped on each invoice', async () => {
    const first = await invoiceOf('Ann');
    const second = await invoiceOf('Ben', 1234);
    await t.db.update(invoices).set({ newBankInformation: true }).where(eq(invoices.id, second.id));

    const response = await report([second.id, first.id]);

    expect(response.statusCode).toBe(200);
    const [id] = await stamps([first.id]);
    const [stored] = await t.db.select().from(paymentReports).where(eq(paymentReports.id, id!));
    expect(stored).toEqual({
      id,
      invoicesCount: 2,
      amountTotal: first.amountTotal + second.amountTotal,
      createdBy: cast.admin.id,
      createdAt: t.clock.now(),
    });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${id}_payment-report.csv"; filename*=UTF-8''${id}_payment-report.csv`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(readCsv(response.body)).toEqual([
      {
        Payee: 'Ann Tester',
        Email: expect.stringMatching(/^ann-.*@projects\.test$/),
        'Invoice number': String(first.invoiceNumber),
        'Invoice ID': first.shortId,
        Month: '2026-01',
        Amount: '10.00',
        Currency: 'GBP',
        Reference: `INV-${first.invoiceNumber}`,
        'New bank information': 'No',
      },
      expect.objectContaining({
        Payee: 'Ben Tester',
        Amount: '22.34',
        Reference: `INV-${second.invoiceNumber}`,
        'New bank information': 'Yes',
      }),
    ]);
    expect(await stamps([first.id, second.id])).toEqual([id, id]);
    const listed = await calls.get(cast.admin, '/v1/month-invoice?month=2026-01');
    const ids = listed
      .json<{ result: Invoice[] }>()
      .result.filter((row) => row.id === first.id || row.id === second.id)
      .map((row) => row.paymentReportId);
    expect(ids).toEqual([id, id]);
  });

  test('a zip of `limit` payments a file; a later report stamps the invoices again', async () => {
    const made = [await invoiceOf(), await invoiceOf(), await invoiceOf()];
    const ids = made.map((invoice) => invoice.id);
    await report(ids);

    const response = await report(ids, 1, cast.superAdmin);

    expect(response.statusCode).toBe(200);
    const [latest] = await t.db
      .select()
      .from(paymentReports)
      .where(eq(paymentReports.createdBy, cast.superAdmin.id));
    const id = latest!.id;
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${id}_report.zip"`),
    );
    const files = unzipSync(response.rawPayload);
    expect(Object.keys(files)).toEqual([1, 2, 3].map((n) => `${id}_payment-report-${n}.csv`));
    const numbers = Object.values(files).map((bytes) =>
      readCsv(strFromU8(bytes)).map((row) => Number(row['Invoice number'])),
    );
    expect(numbers).toEqual(made.map((invoice) => [invoice.invoiceNumber]));
    expect(await stamps(ids)).toEqual([id, id, id]);
  });

  test('a name a spreadsheet would run as a formula is written as text', async () => {
    const invoice = await invoiceOf();
    await t.db
      .update(users)
      .set({ firstname: '=HYPERLINK("http://evil.test")' })
      .where(eq(users.id, invoice.typistId));

    const response = await report([invoice.id]);

    expect(readCsv(response.body)[0]?.Payee).toBe(`'=HYPERLINK("http://evil.test") Tester`);
  });

  test('invoices that do not exist are a 422 naming them; nothing is written', async () => {
    const invoice = await invoiceOf();
    const before = await reportCount();
    // More ids than a list filter takes: the report takes up to INVOICE_BULK_MAX.
    const missing = Array.from({ length: 25 }, (_, index) => 900_000 + index);

    const response = await report([invoice.id, ...missing]);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      { field: 'invoices', message: texts.missingInvoices(missing) },
    ]);
    expect(await reportCount()).toBe(before);
    expect(await stamps([invoice.id])).toEqual([null]);
  });

  test('a void invoice is a 422 naming its number; nothing is written', async () => {
    const [kept, voided] = [await invoiceOf(), await invoiceOf()];
    await calls.put(cast.admin, `/v1/invoice/${voided.id}`, { status: 'void' });
    const before = await reportCount();

    const response = await report([kept.id, voided.id]);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      { field: 'invoices', message: texts.voidInvoices([voided.invoiceNumber]) },
    ]);
    expect(await reportCount()).toBe(before);
    expect(await stamps([kept.id, voided.id])).toEqual([null, null]);
  });

  test.each([
    ['the same invoice twice', () => reportUrl([1, 1]), 'invoices', invoiceTexts.duplicateInvoice],
    ['no invoices', () => '/v1/report/invoice-payment-report', 'invoices', undefined],
    ['an empty id', () => reportUrl(['']), 'invoices', undefined],
    [
      'more invoices than a report takes',
      () => reportUrl(Array.from({ length: INVOICE_BULK_MAX + 1 }, (_, index) => index + 1)),
      'invoices',
      undefined,
    ],
    ['no payments a file', () => reportUrl([1], 0), 'limit', undefined],
    [
      'more payments a file than allowed',
      () => reportUrl([1], PAYMENT_REPORT_FILE_ROWS_MAX + 1),
      'limit',
      undefined,
    ],
  ])('%s is a 422 naming the field', async (_case, url, field, message) => {
    const before = await reportCount();

    const response = await calls.get(cast.admin, url());

    expect(response.statusCode).toBe(422);
    const errors = response.json<{ field: string; message: string }[]>();
    expect(errors.map((error) => error.field.split(/[.[]/)[0])).toContain(field);
    if (message) expect(errors.map((error) => error.message)).toContain(message);
    expect(await reportCount()).toBe(before);
  });
});
