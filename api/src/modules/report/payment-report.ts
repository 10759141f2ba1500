import { buffer } from 'node:stream/consumers';
import { asc, eq, inArray } from 'drizzle-orm';
import { zipSync, type Zippable } from 'fflate';
import { paymentReportFileName } from '@portal/contracts/report/rules';
import { reportTexts as texts } from '@portal/contracts/report/reports-texts';
import type { ApiFieldError } from '@portal/contracts/common/errors';
import type { InvoiceStatus } from '@portal/contracts/common/statuses';
import type { PaymentReportInput } from '@portal/contracts/report/schema';
import type { Db } from '../../db/index.ts';
import { invoices, paymentReports, users } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { RequestValidationError } from '../../lib/http-errors.ts';
import { tabularContentTypes, tabularStream, type Column } from '../../lib/tabular-file.ts';
import type { DocumentFile } from '../documents/service.ts';

/** A listed invoice as the bank pays it. */
interface Payment {
  id: number;
  number: number;
  shortId: string;
  month: string;
  status: InvoiceStatus;
  amountTotal: number;
  newBankInformation: boolean;
  payee: string;
  email: string;
}

const columns: Column<Payment>[] = [
  { header: 'Payee', kind: 'text', value: (payment) => payment.payee },
  { header: 'Email', kind: 'text', value: (payment) => payment.email },
  { header: 'Invoice number', kind: 'integer', value: (payment) => payment.number },
  { header: 'Invoice ID', kind: 'text', value: (payment) => payment.shortId },
  { header: 'Month', kind: 'text', value: (payment) => payment.month },
  { header: 'Amount', kind: 'money', value: (payment) => payment.amountTotal },
  { header: 'Currency', kind: 'text', value: () => 'GBP' },
  { header: 'Reference', kind: 'text', value: (payment) => `INV-${payment.number}` },
  {
    header: 'New bank information',
    kind: 'text',
    value: (payment) => (payment.newBankInformation ? 'Yes' : 'No'),
  },
];

const inFilesOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/** Every listed invoice must exist and none be void; else a 422 on `invoices` naming them. */
function refuseUnpayable(ids: readonly number[], found: readonly Payment[]): void {
  const missing = ids.filter((id) => !found.some((payment) => payment.id === id));
  const voided = found.filter((payment) => payment.status === 'void').map(({ number }) => number);
  const errors: ApiFieldError[] = [
    ...(missing.length ? [{ field: 'invoices', message: texts.missingInvoices(missing) }] : []),
    ...(voided.length ? [{ field: 'invoices', message: texts.voidInvoices(voided) }] : []),
  ];
  if (errors.length) throw new RequestValidationError(errors);
}

/**
 * The listed invoices, locked in id order (as the status changes lock them) so none turns void
 * between the check and the stamp; in invoice number order.
 */
async function lockedPayments(tx: Db, ids: readonly number[]): Promise<Payment[]> {
  const rows = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      shortId: invoices.shortId,
      month: invoices.month,
      status: invoices.status,
      amountTotal: invoices.amountTotal,
      newBankInformation: invoices.newBankInformation,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.typistId))
    .where(inArray(invoices.id, [...ids]))
    .orderBy(asc(invoices.id))
    .for('update', { of: invoices });
  return rows
    .map(({ firstname, lastname, ...row }) => ({ ...row, payee: `${firstname} ${lastname}` }))
    .toSorted((a, b) => a.number - b.number);
}

const csvOf = async (payments: readonly Payment[]) =>
  buffer(await tabularStream('csv', columns, [payments]));

/** One CSV of at most `limit` payments, or a zip of `<id>_payment-report-<n>.csv` files. */
async function paymentFiles(
  reportId: number,
  payments: readonly Payment[],
  limit: number,
  now: Date,
): Promise<DocumentFile> {
  const files = await Promise.all(inFilesOf(payments, limit).map(csvOf));
  const fileName = paymentReportFileName(reportId, files.length);
  if (files.length === 1)
    return { bytes: files[0]!, fileName, contentType: tabularContentTypes.csv };
  const entries: Zippable = Object.fromEntries(
    files.map((csv, index) => [
      `${reportId}_payment-report-${index + 1}.csv`,
      [csv, { mtime: now }],
    ]),
  );
  return { bytes: Buffer.from(zipSync(entries)), fileName, contentType: 'application/zip' };
}

/**
 * GET /v1/report/invoice-payment-report: the bank's payment files for the listed invoices. The
 * report is recorded (count, total, who, when) and stamped on every invoice, replacing an
 * earlier report's stamp, in one transaction; a refused list writes nothing.
 */
export async function paymentReport(
  db: Db,
  actor: Actor,
  input: PaymentReportInput,
  now: Date,
): Promise<DocumentFile> {
  const { reportId, payments } = await db.transaction(async (tx) => {
    const found = await lockedPayments(tx, input.invoices);
    refuseUnpayable(input.invoices, found);
    const [report] = await tx
      .insert(paymentReports)
      .values({
        invoicesCount: found.length,
        amountTotal: found.reduce((sum, payment) => sum + payment.amountTotal, 0),
        createdBy: actor.userId,
        createdAt: now,
      })
      .returning({ id: paymentReports.id });
    await tx
      .update(invoices)
      .set({ paymentReportId: report!.id, updatedAt: now })
      .where(inArray(invoices.id, input.invoices));
    return { reportId: report!.id, payments: found };
  });
  return paymentFiles(reportId, payments, input.limit, now);
}
