import { formatMoney } from '@portal/contracts/core';
import type { MailMessage } from '../mail/mailer.ts';
import { formatDuration, optionsSummary, type Quote } from './service.ts';

export const QUOTE_SUBJECT = 'Your transcription quote';
export const QUOTE_FILENAME = 'quote.pdf';

export const formatQuoteDate = (date: Date): string =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** The plain-text mail: every line at every turnaround, ex and inc VAT, with the PDF attached. */
export function quoteMail(quote: Quote, pdf: Buffer, orderUrl: string): MailMessage {
  const money = (minor: number) => formatMoney(minor, quote.currency);
  const lines = quote.lines.flatMap((line, index) => {
    const minutes = `${line.billedMinutes} billed minute${line.billedMinutes === 1 ? '' : 's'}`;
    return [
      `${index + 1}. ${line.service.name}, ${formatDuration(line.durationSeconds)} (${minutes})`,
      `   ${optionsSummary(line)}`,
      ...quote.turnarounds
        .filter(({ seconds }) => line.prices[String(seconds)])
        .map(({ seconds, label }) => {
          const price = line.prices[String(seconds)];
          const chosen = seconds === line.options.turnaround ? ' (chosen)' : '';
          return `   ${label}${chosen}: ${money(price?.price ?? 0)} ex VAT, ${money(price?.grossPrice ?? 0)} inc VAT`;
        }),
      '',
    ];
  });
  const text = [
    `Dear ${quote.contact.firstname} ${quote.contact.lastname},`,
    '',
    'Thank you for asking for a quote. Here are the prices of your recordings; the quote is also attached as a PDF.',
    '',
    ...lines,
    `Total at the turnarounds chosen: ${money(quote.total.price)} ex VAT, ${money(quote.total.grossPrice)} inc VAT (VAT ${quote.vatPercent}%).`,
    '',
    `These prices are valid until ${formatQuoteDate(quote.validUntil)}. To order, upload your recordings at ${orderUrl}`,
  ].join('\n');
  return {
    to: quote.contact.email,
    subject: QUOTE_SUBJECT,
    text,
    attachments: [{ filename: QUOTE_FILENAME, content: pdf, contentType: 'application/pdf' }],
  };
}
