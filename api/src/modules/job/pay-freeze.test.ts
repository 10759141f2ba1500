import { Role } from '@portal/contracts/policy/roles';
import { jobTexts } from '@portal/contracts/job/texts';
import { setupTestApp } from '../../test/helper.ts';
import { finishedJob } from '../invoice/test-fixtures.ts';
import { person } from '../project/test-fixtures.ts';
import { callsAs, jobCast, jobRow, type JobCast } from './test-fixtures.ts';

/**
 * A job's pay on an invoice that is not void is frozen for everyone (issue 37, the policy's
 * `job.changePay`): the invoice's total was made from it, and re-generating would move it.
 */
const t = setupTestApp();
const calls = callsAs(t);
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

/** A job of a typist of its own, done in March and on their March invoice. */
async function invoicedJob() {
  const typist = await person(t, 'Tina', Role.TYPIST);
  const job = await finishedJob(t, cast.client.id, {
    typistId: typist.id,
    finishedAt: '2026-03-10T10:00:00Z',
  });
  const generated = await calls.get(
    cast.admin,
    `/v1/invoice/generate?month=2026-03&user_id=${typist.id}`,
  );
  expect(generated.statusCode).toBe(200);
  const invoice = generated.json<{ id: number; invoiceNumber: number; amountTotal: number }>();
  return { job, invoice };
}

const payChanges = [
  {
    what: 'custom duration',
    url: (id: number) => `/v1/job/${id}`,
    body: { custom_duration: 36_000 },
  },
  { what: 'inaudibles', url: (id: number) => `/v1/job/${id}`, body: { inaudibles_amount: 3 } },
  {
    what: 'approved rate',
    url: (id: number) => `/v1/job/approve/${id}`,
    body: { rate_percent: 50 },
  },
];

describe.each(payChanges)('the $what of an invoiced job', ({ url, body }) => {
  test('is refused with a 409 naming the invoice, and nothing changes', async () => {
    const { job, invoice } = await invoicedJob();
    const response = await calls.put(cast.superAdmin, url(job.id), body);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(jobTexts.payInvoiced(String(invoice.invoiceNumber)));
    expect(await jobRow(t.db, job.id)).toMatchObject({
      customDuration: job.customDuration,
      inaudiblesAmount: job.inaudiblesAmount,
      ratePercent: job.ratePercent,
    });
    const again = await calls.get(cast.admin, `/v1/invoice/re-generate/${invoice.id}`);
    expect(again.json().amountTotal).toBe(invoice.amountTotal);
  });

  test('changes once the invoice is voided', async () => {
    const { job, invoice } = await invoicedJob();
    const voided = await calls.put(cast.admin, `/v1/invoice/${invoice.id}`, { status: 'void' });
    expect(voided.statusCode).toBe(200);
    expect((await calls.put(cast.admin, url(job.id), body)).statusCode).toBe(200);
  });

  test('is no restricted admin’s to change, invoiced or not', async () => {
    const job = await finishedJob(t, cast.client.id, {
      typistId: cast.typist.id,
      finishedAt: '2026-04-10T10:00:00Z',
    });
    expect((await calls.put(cast.restrictedAdmin, url(job.id), body)).statusCode).toBe(403);
  });
});
