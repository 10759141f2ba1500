import { eq } from 'drizzle-orm';
import { DEFAULT_FILE_NAMES } from '@portal/contracts/common/constants';
import { can } from '@portal/contracts/policy/policy';
import { formatDuration } from '@portal/contracts/media/format';
import { formatMoney } from '@portal/contracts/common/currency';
import { invoiceTexts as texts } from '@portal/contracts/invoice/invoices-texts';
import { portalTime } from '@portal/contracts/common/portal-time';
import type { InvoiceDetail } from '@portal/contracts/invoice/schema';
import type { Db } from '../../db/index.ts';
import { invoices, users } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { INK, MUTED, RULE, startPdf } from '../../lib/pdf.ts';
import { invoiceDetail } from './views.ts';

const MARGIN = 50;
const gbp = (minor: number) => formatMoney(minor, 'GBP');

/** Columns of a line: description, then paid time, rate a minute, percent and amount. */
const COLUMNS = [
  { label: 'Work', width: 235, align: 'left' },
  { label: 'Time', width: 60, align: 'right' },
  { label: 'Rate/min', width: 60, align: 'right' },
  { label: '%', width: 40, align: 'right' },
  { label: 'Amount', width: 100, align: 'right' },
] as const;

function row(doc: PDFKit.PDFDocument, cells: string[], font: 'Body' | 'Bold') {
  if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  let bottom = top;
  doc.font(font).fontSize(9).fillColor(INK);
  COLUMNS.forEach((column, index) => {
    doc.text(cells[index] ?? '', x, top, { width: column.width - 6, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.x = MARGIN;
  doc.y = bottom + 4;
}

/** The invoice as an A4 PDF: who, which month, each line and the total. */
export function buildInvoicePdf(
  invoice: InvoiceDetail & { typistEmail: string },
  options: { now: Date; compress?: boolean },
): Promise<Buffer> {
  const { doc, file } = startPdf({
    title: `Invoice ${invoice.invoiceNumber}`,
    createdAt: options.now,
    margin: MARGIN,
    compress: options.compress,
  });

  doc.font('Bold').fontSize(18).fillColor(INK).text(`Invoice ${invoice.invoiceNumber}`);
  doc.moveDown(0.5).font('Body').fontSize(10).fillColor(MUTED);
  doc.text(`From: ${invoice.typistName} (${invoice.typistEmail})`);
  doc.text(`For work in: ${invoice.monthStamp}`);
  doc.text(`Raised: ${portalTime(new Date(invoice.createdAt * 1000)).date}`);
  doc.text(`Reference: ${invoice.shortId}  ·  Status: ${invoice.status}`);
  doc.moveDown(1);

  row(
    doc,
    COLUMNS.map((column) => column.label),
    'Bold',
  );
  for (const line of invoice.lines)
    row(
      doc,
      [
        line.description,
        line.seconds === null ? '' : formatDuration(line.seconds),
        line.rate === null ? '' : gbp(line.rate),
        line.ratePercent === null ? '' : `${line.ratePercent}%`,
        gbp(line.amount),
      ],
      'Body',
    );
  const width = COLUMNS.reduce((sum, column) => sum + column.width, 0);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.4);
  row(doc, [`Total (${invoice.jobsCount} jobs)`, '', '', '', gbp(invoice.amountTotal)], 'Bold');
  doc.end();
  return file;
}

/**
 * GET /v1/invoice/raw/{id}: the invoice's PDF and its file name (`<number>_invoice.pdf`). A typist
 * gets their own only: another's is answered as missing.
 */
export async function invoicePdf(db: Db, actor: Actor, id: number, now: Date) {
  const [row] = await db
    .select({ typistId: invoices.typistId, typistEmail: users.email })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.typistId))
    .where(eq(invoices.id, id));
  if (!row || (can(actor, 'invoice.readOwn') && row.typistId !== actor.userId))
    throw new ApiError(404, texts.notFound);
  const invoice = await invoiceDetail(db, id);
  const pdf = await buildInvoicePdf({ ...invoice, typistEmail: row.typistEmail }, { now });
  return { fileName: `${invoice.invoiceNumber}${DEFAULT_FILE_NAMES.invoiceSuffix}`, pdf };
}
