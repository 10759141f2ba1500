import { formatMoney } from '@portal/contracts/common/currency';
import { mailTexts } from '@portal/contracts/mail/texts';
import type { MailMessage } from '../mail/mailer.ts';
import { formatDuration, optionsSummary, type Quote } from './service.ts';

export const formatQuoteDate = (date: Date): string =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** The plain-text mail: every line at every turnaround, ex and inc VAT, with the PDF attached. */
export function quoteMail(quote: Quote, pdf: Buffer, orderUrl: string): MailMessage {
  const money = (minor: number) => formatMoney(minor, quote.currency);
  const lines = quote.lines.map((line) => ({
    service: line.service.name,
    duration: formatDuration(line.durationSeconds),
    billedMinutes: line.billedMinutes,
    options: optionsSummary(line),
    prices: quote.turnarounds.flatMap(({ seconds, label }) => {
      const price = line.prices[String(seconds)];
      if (!price) return [];
      const chosen = seconds === line.options.turnaround;
      return [{ label, chosen, price: money(price.price), grossPrice: money(price.grossPrice) }];
    }),
  }));
  const text = mailTexts.quote.text({
    firstname: quote.contact.firstname,
    lastname: quote.contact.lastname,
    lines,
    total: {
      price: money(quote.total.price),
      grossPrice: money(quote.total.grossPrice),
      vatPercent: quote.vatPercent,
    },
    validUntil: formatQuoteDate(quote.validUntil),
    orderUrl,
  });
  const { subject, attachmentName } = mailTexts.quote;
  return {
    to: quote.contact.email,
    subject,
    text,
    attachments: [{ filename: attachmentName, content: pdf, contentType: 'application/pdf' }],
  };
}
