import { formatMoney } from '@portal/contracts/common/currency';
import { INK, MUTED, RULE, startPdf } from '../../lib/pdf.ts';
import { formatQuoteDate } from './quote-mail.ts';
import { QUOTE_VALID_DAYS, formatDuration, optionsSummary, type Quote } from './service.ts';

export interface QuotePdfOptions {
  /** Who issues the quote: the portal's public address and phone. */
  site: { url: string; phone: string };
  /** Where the client orders: the portal's upload page. */
  orderUrl: string;
  /** Deflate the page streams (default); tests turn it off to read the text. */
  compress?: boolean;
}

const MARGIN = 50;
const FIRST_COLUMN = 165;
const PADDING = 6;
const CHOSEN = '#e6f0fb';

/** The quote as an A4 PDF: title, date, contact, lines × turnarounds, VAT, total, validity. */
export function buildQuotePdf(quote: Quote, options: QuotePdfOptions): Promise<Buffer> {
  const { doc, file } = startPdf({
    title: 'Transcription quote',
    createdAt: quote.date,
    margin: MARGIN,
    compress: options.compress,
  });
  const money = (minor: number) => formatMoney(minor, quote.currency);
  const width = doc.page.width - 2 * MARGIN;

  // Heading, date and contact.
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text('Transcription quote');
  doc.moveDown(0.3).font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(`Transcription portal  ·  ${options.site.url}  ·  ${options.site.phone}`);
  doc.moveDown(1).fillColor(INK).fontSize(10);
  doc.text(`Date: ${formatQuoteDate(quote.date)}`);
  doc.text(`Valid until: ${formatQuoteDate(quote.validUntil)}`);
  doc.moveDown(0.8).font('Helvetica-Bold').text('Prepared for');
  doc.font('Helvetica');
  const { contact } = quote;
  for (const line of [
    `${contact.firstname} ${contact.lastname}`,
    contact.company,
    contact.email,
    contact.phone,
  ])
    if (line) doc.text(line);
  doc.moveDown(1.2);

  // The table: one row per recording, one column per turnaround.
  const columns = quote.turnarounds;
  const columnWidth = (width - FIRST_COLUMN) / Math.max(1, columns.length);
  const x = (column: number) => MARGIN + FIRST_COLUMN + column * columnWidth;
  const bottom = () => doc.page.height - MARGIN;

  const header = () => {
    const top = doc.y;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
    const heights = [
      doc.heightOfString('Recording', { width: FIRST_COLUMN - PADDING }),
      ...columns.map(({ label }) => doc.heightOfString(label, { width: columnWidth - PADDING })),
    ];
    doc.text('Recording', MARGIN, top, { width: FIRST_COLUMN - PADDING });
    columns.forEach(({ label }, i) =>
      doc.text(label, x(i), top, { width: columnWidth - PADDING, align: 'right' }),
    );
    const end = top + Math.max(...heights) + PADDING;
    doc
      .moveTo(MARGIN, end)
      .lineTo(MARGIN + width, end)
      .strokeColor(INK)
      .lineWidth(0.8)
      .stroke();
    doc.y = end + PADDING;
  };

  header();
  quote.lines.forEach((line, index) => {
    const title = `${index + 1}. ${line.service.name}`;
    const details = [
      `${formatDuration(line.durationSeconds)}, billed as ${line.billedMinutes} min`,
      optionsSummary(line),
    ].join('\n');
    doc.fontSize(9).font('Helvetica-Bold');
    const titleHeight = doc.heightOfString(title, { width: FIRST_COLUMN - PADDING });
    doc.font('Helvetica').fontSize(8);
    const detailsHeight = doc.heightOfString(details, { width: FIRST_COLUMN - PADDING });
    const height = Math.max(titleHeight + detailsHeight, 3 * doc.currentLineHeight(true)) + PADDING;
    if (doc.y + height > bottom()) {
      doc.addPage();
      header();
    }
    const top = doc.y;
    columns.forEach(({ seconds }, i) => {
      const price = line.prices[String(seconds)];
      const chosen = seconds === line.options.turnaround;
      if (chosen) doc.rect(x(i), top - PADDING / 2, columnWidth - 2, height).fill(CHOSEN);
      doc.fillColor(price ? INK : MUTED).font(chosen ? 'Helvetica-Bold' : 'Helvetica');
      const cell = price
        ? `${money(price.price)} ex VAT\n${money(price.grossPrice)} inc VAT${chosen ? '\nchosen' : ''}`
        : 'not offered';
      doc.fontSize(8).text(cell, x(i), top, { width: columnWidth - PADDING, align: 'right' });
    });
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(9);
    doc.text(title, MARGIN, top, { width: FIRST_COLUMN - PADDING });
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(details, MARGIN, top + titleHeight, { width: FIRST_COLUMN - PADDING });
    const end = top + height;
    doc
      .moveTo(MARGIN, end)
      .lineTo(MARGIN + width, end)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.y = end + PADDING;
  });

  // Totals at the chosen turnarounds.
  const totals: [string, string][] = [
    ['Total ex VAT', money(quote.total.price)],
    [`VAT at ${quote.vatPercent}%`, money(quote.total.grossPrice - quote.total.price)],
    ['Total inc VAT', money(quote.total.grossPrice)],
  ];
  if (doc.y + 5 * doc.currentLineHeight(true) + 60 > bottom()) doc.addPage();
  doc.moveDown(0.5).fillColor(INK).fontSize(10);
  const labelX = MARGIN + width - 260;
  totals.forEach(([label, value], i) => {
    const last = i === totals.length - 1;
    const top = doc.y;
    doc.font(last ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, labelX, top, { width: 150 });
    doc.text(value, labelX + 150, top, { width: 110, align: 'right' });
    doc.y = top + doc.currentLineHeight(true) + 2;
  });
  doc.moveDown(0.3).font('Helvetica').fontSize(8).fillColor(MUTED);
  doc.text('Totals are for the turnaround chosen for each recording.', labelX, doc.y, {
    width: 260,
    align: 'right',
  });

  // Validity and how to order.
  doc.moveDown(2).fontSize(9).fillColor(INK);
  doc.text(
    `This quote is valid for ${QUOTE_VALID_DAYS} days, until ${formatQuoteDate(quote.validUntil)}. ` +
      'Recordings are billed per whole minute, rounded up. Prices are in ' +
      `${quote.currency} and include the options listed for each recording. ` +
      `To order, upload your recordings at ${options.orderUrl}`,
    MARGIN,
    doc.y,
    { width },
  );
  doc.end();
  return file;
}
