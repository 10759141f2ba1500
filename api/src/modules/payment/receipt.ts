import { formatMoney } from '@portal/contracts/common/currency';
import { mailTexts } from '@portal/contracts/mail/texts';
import type { MailMessage } from '../mail/mailer.ts';
import type { UserRow } from '../user/service.ts';
import type { OrderLine, OrderTotals, Payment } from './order.ts';

/** The order's receipt; with VAT set out on its own line when a VAT receipt was asked for. */
export function receipt(
  orderId: number,
  client: UserRow,
  lines: OrderLine[],
  order: OrderTotals,
  payment: Payment,
): MailMessage {
  const money = (amount: number) => formatMoney(amount, order.currency);
  return {
    to: client.email,
    subject: mailTexts.receipt.subject(orderId),
    text: mailTexts.receipt.text({
      firstname: client.firstname,
      orderId,
      paidByCard: payment.kind === 'card',
      lines: lines.map((line) => ({
        title: line.row.title,
        minutes: Math.round((line.row.billedDuration ?? 0) / 60),
        price: money(line.price),
      })),
      ...(order.emailVatReceipt && { vat: { price: money(order.price), vat: money(order.vat) } }),
      grossPrice: money(order.grossPrice),
      couponCode: order.couponCode,
    }),
  };
}
