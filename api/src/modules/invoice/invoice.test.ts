import { eq, max } from 'drizzle-orm';
import { invoiceTexts as texts } from '@portal/contracts/invoice/invoices-texts';
import { validationTexts } from '@portal/contracts/common/validation-texts';
import type { InvoiceDetail } from '@portal/contracts/invoice/schema';
import { adHocCharges, invoices } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { drainTasks } from '../../test/tasks.ts';
import { embeddedPdfText } from '../documents/test-pdf-text.ts';
import { callsAs, jobCast, type Caller, type JobCast } from '../job/test-fixtures.ts';
import { person } from '../project/test-fixtures.ts';
import { Role } from '@portal/contracts/policy/roles';
import { enqueueMonthlyInvoices } from './monthly.ts';
import { finishedJob, typistCharge, typistWithWork } from './test-fixtures.ts';

const t = setupTestApp();
const calls = callsAs(t);
let cast: JobCast;

// The portal's first job, in January 2024: no month before it has work to invoice.
const FIRST_MONTH = '2024-01';

beforeAll(async () => {
  cast = await jobCast(t);
  await typistWithWork(t, cast.client.id, FIRST_MONTH);
});

/** A typist of their own, so each test's months start empty. */
const newTypist = () => person(t, 'Tina', Role.TYPIST);
/** A typist of their own with one job of £10 in the month. */
const workedIn = (month: string) => typistWithWork(t, cast.client.id, month);

const generate = (month: string, userId: number, who: Caller = cast.admin) =>
  calls.get(who, `/v1/invoice/generate?month=${month}&user_id=${userId}`);

async function generated(month: string, userId: number): Promise<InvoiceDetail> {
  const response = await generate(month, userId);
  expect(response.statusCode).toBe(200);
  return response.json<InvoiceDetail>();
}

const invoiceCount = async () => (await t.db.select().from(invoices)).length;
const lastNumber = async () =>
  (await t.db.select({ number: max(invoices.number) }).from(invoices))[0]?.number ?? 0;

describe('GET /v1/invoice/generate', () => {
  test("pays the typist's finished jobs of the month, line by line, and their charges", async () => {
    const typist = await newTypist();
    const job = (work: Partial<Parameters<typeof finishedJob>[2]>) =>
      finishedJob(t, cast.client.id, {
        typistId: typist.id,
        finishedAt: '2026-01-10T10:00:00Z',
        ...work,
      });
    // The halves of a split job, at 60 % and 40 %: 5 min at 120p → 360 and 240.
    await job({ start: 0, end: 300, rate: 120, ratePercent: 60 });
    await job({ start: 300, end: 600, rate: 120, ratePercent: 40 });
    // A notes job carries its notes rate: 100 s at 45p → 75.
    await job({ end: 100, rate: 45, type: 'notes' });
    // An approved lower percent, over a custom duration: 7 min at 100p at 75 % → 525.
    await job({ end: 600, customDuration: 420, ratePercent: 75, status: 'substandard' });
    // 20 s at 100p → 33.33, rounded once per line.
    await job({ end: 20, status: 'merged' });
    await typistCharge(t, typist.id, 1500, '2026-01-20T10:00:00Z');

    const invoice = await generated('2026-01', typist.id);

    expect(invoice.lines.map((line) => line.amount)).toEqual([360, 240, 75, 525, 33, 1500]);
    expect(invoice).toMatchObject({
      typistName: 'Tina Tester',
      monthStamp: '2026-01',
      status: 'raised',
      jobsCount: 5,
      amountTotal: 360 + 240 + 75 + 525 + 33 + 1500,
      newBankInformation: false,
      paymentReportId: null,
    });
    expect(invoice.lines[2]?.description).toMatch(/Notes\)$/);
  });

  test('leaves out work of other months (UK clock), unfinished work and charges already paid', async () => {
    const typist = await newTypist();
    const work = { typistId: typist.id };
    // 23:30 UTC on 30 June is 00:30 on 1 July in the UK (summer time).
    await finishedJob(t, cast.client.id, { ...work, finishedAt: '2025-06-30T23:30:00Z' });
    await finishedJob(t, cast.client.id, {
      ...work,
      finishedAt: '2025-07-03T10:00:00Z',
      status: 'partial-done',
    });
    await typistCharge(t, typist.id, 900, '2025-07-03T10:00:00Z', 'USD');
    await typistCharge(t, typist.id, 700, '2025-08-01T10:00:00Z');

    const june = await generate('2025-06', typist.id);
    expect(june.json()).toEqual([{ field: 'month', message: texts.noWork }]);
    const july = await generated('2025-07', typist.id);

    expect(july).toMatchObject({ jobsCount: 1, amountTotal: 1000 });
  });

  test('numbers invoices one after another, without gaps, even when generated at once', async () => {
    const typists = await Promise.all([1, 2, 3, 4, 5].map(() => workedIn('2025-11')));
    const before = await invoiceCount();

    const made = await Promise.all(typists.map((typist) => generated('2025-11', typist.id)));

    const numbers = made.map((invoice) => invoice.invoiceNumber).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5].map((step) => before + step));
  });

  test('a second invoice for the same typist and month is refused (409), even at once', async () => {
    const typist = await workedIn('2025-10');
    const before = await invoiceCount();

    const answers = await Promise.all([
      generate('2025-10', typist.id),
      generate('2025-10', typist.id),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await invoiceCount()).toBe(before + 1);
  });

  test('a charge goes on one invoice only', async () => {
    const typist = await newTypist();
    const charge = await typistCharge(t, typist.id, 500, '2025-09-10T10:00:00Z');

    expect(await generated('2025-09', typist.id)).toMatchObject({ jobsCount: 0, amountTotal: 500 });
    const october = await generate('2025-10', typist.id);

    expect(october.json()).toEqual([{ field: 'month', message: texts.noWork }]);
    const [stored] = await t.db.select().from(adHocCharges).where(eq(adHocCharges.id, charge.id));
    expect(stored?.invoiceId).not.toBeNull();
  });

  const outsideWindow = validationTexts.monthWindow(2000, 2099);
  test.each([
    ['a month not yet begun', '2026-04', texts.futureMonth],
    ['a malformed month', '2026-13', texts.month],
    ['a month before 2000', '1969-12', outsideWindow],
    ['a month of the year 1900', '1900-01', outsideWindow],
    ['a month of the year 0099', '0099-12', outsideWindow],
    ['a month before the first job', '2023-12', texts.beforeFirstJob(FIRST_MONTH)],
  ])('%s is a 422 naming the month, nothing made', async (_case, month, message) => {
    // Owed a charge since 1999, the typist would have a line in any month but for the rule.
    const typist = await newTypist();
    await typistCharge(t, typist.id, 500, '1999-12-01T10:00:00Z');
    const before = await invoiceCount();

    const response = await generate(month, typist.id);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'month', message }]);
    expect(await invoiceCount()).toBe(before);
  });

  test('a month with no work of the typist is a 422 and uses up no number', async () => {
    const idle = await newTypist();
    // Unpaid work does not count: it can still be sent back.
    await finishedJob(t, cast.client.id, {
      typistId: idle.id,
      finishedAt: '2025-08-12T10:00:00Z',
      status: 'partial-done',
    });
    const last = await lastNumber();

    const refused = await generate('2025-08', idle.id);

    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual([{ field: 'month', message: texts.noWork }]);
    const next = await generated('2025-08', (await workedIn('2025-08')).id);
    expect(next.invoiceNumber).toBe(last + 1);
  });

  test.each([
    ['an unknown user', () => 999_999],
    ['a proofreader', () => cast.proofreader.id],
  ])('%s as the typist is a 422 naming user_id', async (_case, userId) => {
    const response = await generate('2026-01', userId());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'user_id', message: texts.notTypist }]);
  });
});

describe('GET /v1/invoice/re-generate/{id}', () => {
  test('rebuilds the lines from the month as it stands, keeping the number', async () => {
    const typist = await workedIn('2025-05');
    const first = await generated('2025-05', typist.id);
    await finishedJob(t, cast.client.id, {
      typistId: typist.id,
      finishedAt: '2025-05-20T10:00:00Z',
    });

    const response = await calls.get(cast.admin, `/v1/invoice/re-generate/${first.id}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      invoiceNumber: first.invoiceNumber,
      jobsCount: 2,
      amountTotal: 2000,
    });
  });

  test('is refused once paid (409), the invoice unchanged', async () => {
    const typist = await workedIn('2025-04');
    const invoice = await generated('2025-04', typist.id);
    await calls.put(cast.admin, `/v1/invoice/${invoice.id}`, { status: 'paid' });
    await finishedJob(t, cast.client.id, {
      typistId: typist.id,
      finishedAt: '2025-04-20T10:00:00Z',
    });

    const response = await calls.get(cast.admin, `/v1/invoice/re-generate/${invoice.id}`);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(texts.notRegenerable('paid'));
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored).toMatchObject({ amountTotal: 1000, jobsCount: 1 });
  });
});

describe('PUT /v1/invoice/{id} and bulk-update', () => {
  test('moves a status the table allows; void is final (422 naming status)', async () => {
    const typist = await workedIn('2025-03');
    const invoice = await generated('2025-03', typist.id);
    const put = (status: string) => calls.put(cast.admin, `/v1/invoice/${invoice.id}`, { status });

    expect((await put('issue')).json()).toMatchObject({ status: 'issue' });
    expect((await put('void')).statusCode).toBe(200);
    const refused = await put('paid');

    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual([
      { field: 'status', message: texts.statusMove('void', 'paid') },
    ]);
  });

  test('sets one status on every invoice named and says how many', async () => {
    const [one, two] = await Promise.all([workedIn('2025-02'), workedIn('2025-02')]);
    const ids = [(await generated('2025-02', one.id)).id, (await generated('2025-02', two.id)).id];

    const response = await calls.put(cast.admin, '/v1/invoice/bulk-update', {
      ids,
      status: 'paid',
    });

    expect(response.json()).toEqual({
      updated: 2,
      message: 'Successfully updated status for 2 invoice(s)',
    });
    const list = await calls.get(cast.admin, '/v1/month-invoice?month=2025-02&status=paid');
    expect(
      list
        .json()
        .result.map((row: { id: number }) => row.id)
        .sort(),
    ).toEqual(ids.sort());
  });

  test('changes none when one is missing or may not move, naming each', async () => {
    const [one, two] = await Promise.all([workedIn('2025-01'), workedIn('2025-01')]);
    const open = await generated('2025-01', one.id);
    const voided = await generated('2025-01', two.id);
    await calls.put(cast.admin, `/v1/invoice/${voided.id}`, { status: 'void' });

    const response = await calls.put(cast.admin, '/v1/invoice/bulk-update', {
      ids: [open.id, voided.id, 999_999],
      status: 'paid',
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      { field: 'ids[1]', message: texts.statusMove('void', 'paid') },
      { field: 'ids[2]', message: texts.missingInvoice(999_999) },
    ]);
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, open.id));
    expect(stored?.status).toBe('raised');
  });
});

describe('listing and downloading', () => {
  test('a typist lists their own invoices only, whichever typist they name', async () => {
    for (const typist of [cast.typist, cast.otherTypist])
      await finishedJob(t, cast.client.id, {
        typistId: typist.id,
        finishedAt: '2024-12-10T10:00:00Z',
      });
    const mine = await generated('2024-12', cast.typist.id);
    await generated('2024-12', cast.otherTypist.id);

    const response = await calls.get(
      cast.typist,
      `/v1/invoice?month=2024-12&typist_id=${cast.otherTypist.id}`,
    );

    expect(response.json()).toMatchObject({ total: 1, result: [{ id: mine.id }] });
  });

  test('the PDF is named <number>_invoice.pdf and shows the lines and the total', async () => {
    const typist = await newTypist();
    await finishedJob(t, cast.client.id, {
      typistId: typist.id,
      finishedAt: '2024-11-05T10:00:00Z',
      rate: 123,
    });
    const invoice = await generated('2024-11', typist.id);

    const response = await calls.get(typist, `/v1/invoice/raw/${invoice.id}`);

    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${invoice.invoiceNumber}_invoice.pdf"`),
    );
    const text = embeddedPdfText(response.rawPayload).join(' ');
    expect(text).toContain(`Invoice ${invoice.invoiceNumber}`);
    expect(text).toContain('Tina Tester');
    expect(text).toContain('£12.30');
  });
});

describe('the monthly run', () => {
  test("raises last month's invoice for each typist with work, once, and none for the others", async () => {
    const typist = await workedIn('2026-02');
    const idle = await newTypist();
    await finishedJob(t, cast.client.id, {
      typistId: idle.id,
      finishedAt: '2026-02-14T10:00:00Z',
      status: 'partial-done',
    });
    const last = await lastNumber();
    const deps = { db: t.db, now: t.clock.now };

    await enqueueMonthlyInvoices(deps);
    await drainTasks(t.app);
    await enqueueMonthlyInvoices(deps);
    await drainTasks(t.app);

    const theirs = await t.db.select().from(invoices).where(eq(invoices.typistId, typist.id));
    expect(theirs).toMatchObject([{ month: '2026-02', jobsCount: 1, amountTotal: 1000 }]);
    expect(await t.db.select().from(invoices).where(eq(invoices.typistId, idle.id))).toEqual([]);
    expect(await lastNumber()).toBe(last + 1);
  });
});
