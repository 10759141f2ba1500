import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { portalTime } from '@portal/contracts/common/portal-time';
import { embeddedPdfText } from '../../api/src/modules/documents/test-pdf-text.ts';
import { firstSheet } from '../../api/src/test/xlsx.ts';
import {
  authOf,
  authOfPage,
  createAccount,
  expect,
  expectAccessible,
  signInAs,
  test,
  type RoleName,
} from './fixtures.ts';
import {
  idOf,
  jobOf,
  orderRecordings,
  put,
  saveTranscript,
  type Auth,
  type JobRow,
} from './ordered-work.ts';

interface Staff {
  id: number;
  auth: Auth;
  name: string;
}

/** A fresh typist or proofreader, signed in over the API and named for this run. */
async function staffMember(
  request: APIRequestContext,
  admin: Auth,
  role: RoleName,
  name: string,
): Promise<Staff> {
  const auth = await authOf(request, await createAccount(request, role, { twoFactor: true }));
  const id = await idOf(request, auth);
  await put(request, admin, `/v1/user/${id}`, {
    firstname: name,
    lastname: 'Tester',
    trained_in: ['IVB'],
  });
  return { id, auth, name: `${name} Tester` };
}

/** The typist writes the job's range and finishes it; the proofreader approves it. */
async function doneBy(
  request: APIRequestContext,
  admin: Auth,
  job: JobRow,
  typist: Staff,
  proofreader: Staff,
) {
  await put(request, admin, `/v1/job/assign/${job.id}`, { typist_id: typist.id });
  await saveTranscript(request, typist.auth, job.mediaId, {
    sections: [
      { id: `s${job.id}`, speaker: 'S1', start: job.mediaRangeStart, text: 'Invoiced words.' },
    ],
    speakers: [{ id: 'S1', name: 'Interviewer' }],
  });
  await put(request, typist.auth, `/v1/job/finish/${job.id}`);
  await put(request, admin, `/v1/job/assign/${job.id}`, { proofreader_id: proofreader.id });
  const done = await put(request, proofreader.auth, `/v1/job/finish/${job.id}`);
  expect(done.status).toBe('done');
}

const savedBytes = async (download: Promise<Download>) =>
  readFile((await (await download).path())!);

/** The month now on the portal's (UK) clock, YYYY-MM, and its first day. */
function thisPortalMonth() {
  const { date } = portalTime(new Date());
  return { month: date.slice(0, 7), firstDay: `${date.slice(0, 7)}-01`, today: date };
}

interface InvoiceRow {
  id: number;
  invoiceNumber: number;
  typistName: string;
  amountTotal: number;
  status: string;
}

const pounds = (pence: number) => (pence / 100).toFixed(2);

test('two typists are invoiced for their month, paid in one action and exported @mf-admin', async ({
  page,
  otherPage,
  request,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const { month, firstDay, today } = thisPortalMonth();
  const titles = [`invoice-a-${run}.wav`, `invoice-b-${run}.wav`];
  await orderRecordings(
    page,
    await createAccount(request, 'client', { businessAccount: true }),
    titles,
  );

  await signInAs(page, await createAccount(request, 'admin', { twoFactor: true }));
  await expect(page).toHaveURL('/v3/admin/projects');
  const admin = await authOfPage(page);
  const proofreader = await staffMember(request, admin, 'proofreader', `Proof${run}`);
  const typists = [
    await staffMember(request, admin, 'typist', `Ada${run}`),
    await staffMember(request, admin, 'typist', `Bea${run}`),
  ];
  for (const [index, typist] of typists.entries())
    await doneBy(request, admin, await jobOf(request, admin, titles[index]!), typist, proofreader);

  // The admin raises each typist's invoice for this month from the invoices screen.
  await page.goto('/v3/admin/users/typist');
  await page.getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  for (const typist of typists) {
    await page.getByRole('button', { name: 'Generate invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate invoice' });
    await dialog.getByRole('combobox', { name: 'Month' }).selectOption(month);
    await dialog.getByRole('searchbox', { name: 'Find a typist' }).fill(typist.name);
    const picker = dialog.getByRole('combobox', { name: 'Typist' });
    const option = picker.getByRole('option', { name: new RegExp(typist.name) });
    await expect(option).toHaveCount(1);
    await picker.selectOption({ label: (await option.textContent())! });
    await dialog.getByRole('button', { name: 'Generate invoice' }).click();
    await expect(page.getByText('Invoice generated successfully').first()).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  const listed = await request.get(`/v1/month-invoice?month=${month}&typist_name=${run}`, {
    headers: admin,
  });
  const invoices = ((await listed.json()) as { result: InvoiceRow[] }).result;
  expect(invoices.map((invoice) => invoice.typistName).sort()).toEqual(
    typists.map((typist) => typist.name),
  );
  for (const invoice of invoices) expect(invoice.amountTotal).toBeGreaterThan(0);

  await page.getByRole('combobox', { name: 'Month' }).selectOption(month);
  await page.getByRole('searchbox', { name: 'Typist' }).fill(run);
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('checkbox', { name: /^Select invoice/ })).toHaveCount(2);
  await expectAccessible(page);

  // One invoice's PDF shows its number, its typist and its total.
  const [first] = invoices;
  const pdf = page.waitForEvent('download');
  await table.getByRole('button', { name: `Actions for invoice ${first!.invoiceNumber}` }).click();
  await page.getByRole('menuitem', { name: 'Download PDF' }).click();
  expect((await pdf).suggestedFilename()).toBe(`${first!.invoiceNumber}_invoice.pdf`);
  const pdfText = embeddedPdfText(await savedBytes(pdf)).join(' ');
  expect(pdfText).toContain(`Invoice ${first!.invoiceNumber}`);
  expect(pdfText).toContain(first!.typistName);
  expect(pdfText).toContain(`£${pounds(first!.amountTotal)}`);

  // Both are marked paid in one action.
  for (const invoice of invoices)
    await table.getByRole('checkbox', { name: `Select invoice ${invoice.invoiceNumber}` }).check();
  await page.getByRole('combobox', { name: 'New status' }).selectOption('paid');
  await page.getByRole('button', { name: 'Change status (2)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as paid' }).click();
  await expect(page.getByText('Successfully updated status for 2 invoice(s)')).toBeVisible();
  await expect(table.getByText('Paid')).toHaveCount(2);

  // A super admin exports the month's invoices for QuickBooks and a report as XLSX.
  await signInAs(otherPage, await createAccount(request, 'superadmin', { twoFactor: true }));
  await expect(otherPage).toHaveURL('/v3/admin/assign');
  await otherPage.getByRole('link', { name: 'Reports' }).click();
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expectAccessible(otherPage);

  const quickBooks = otherPage.waitForEvent('download');
  await otherPage.getByLabel(/^Month/).fill(month);
  await otherPage.getByRole('button', { name: 'Download QuickBooks file' }).click();
  const bills = parse(await savedBytes(quickBooks), { columns: true, bom: true }) as Record<
    string,
    string
  >[];
  for (const invoice of invoices) {
    const lines = bills.filter((bill) => bill['Bill No'] === String(invoice.invoiceNumber));
    expect(lines[0]?.Supplier).toBe(invoice.typistName);
    const total = lines.reduce(
      (sum, line) => sum + Math.round(Number(line['Line Amount']) * 100),
      0,
    );
    expect(total).toBe(invoice.amountTotal);
  }

  await otherPage.getByRole('checkbox', { name: /^Transcriber update/ }).check();
  await otherPage.getByLabel('From date').fill(firstDay);
  await otherPage.getByLabel('To date').fill(today);
  await otherPage.getByRole('radio', { name: 'XLSX' }).check();
  const xlsx = otherPage.waitForEvent('download');
  await otherPage.getByRole('button', { name: 'Download reports' }).click();
  expect((await xlsx).suggestedFilename()).toBe('report.xslx');
  const sheet = await firstSheet(await savedBytes(xlsx));
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const column = (name: string) => header.indexOf(name);
  for (const typist of typists) {
    let found = false;
    sheet.eachRow((row) => {
      if (row.getCell(column('Name')).text !== typist.name) return;
      found = true;
      expect(Number(row.getCell(column('Jobs finished')).value)).toBe(1);
    });
    expect(found).toBe(true);
  }
});
