import { asc, gt, sql } from 'drizzle-orm';
import { portalTime } from '@portal/contracts/common/portal-time';
import type { Currency } from '@portal/contracts/common/constants';
import type { PaymentType } from '@portal/contracts/common/statuses';
import type { ReportFormat } from '@portal/contracts/report/rules';
import type { Db } from '../../db/index.ts';
import { companies, orders, services, users } from '../../db/schema.ts';
import { keysetBatches } from '../../lib/keyset-batches.ts';
import { tabularStream, type Column } from '../../lib/tabular-file.ts';
import { clientOrders, orderedTotals } from './client-orders.ts';
import { minutesOf } from './minutes.ts';
import { fullName } from './people.ts';
import type { ReportQuery } from './span.ts';

interface Receipt {
  id: number;
  createdAt: Date;
  paymentType: PaymentType;
  currency: Currency;
  customer: string;
  services: string;
  media: number;
  seconds: number;
  price: number;
  vat: number;
  total: number;
}

/** How the order was paid, as the receipt's payment method. */
const paymentMethods: Record<PaymentType, string> = {
  pre_paid: 'Card',
  business_account: 'Business account',
  mixed: 'Card and business account',
};

/** A day on the portal's clock as UK files write it (DD/MM/YYYY), like the bills import. */
const ukDate = (at: Date) => portalTime(at).date.split('-').reverse().join('/');

const columns: Column<Receipt>[] = [
  { header: 'Sales Receipt No', kind: 'integer', value: (receipt) => receipt.id },
  { header: 'Customer', kind: 'text', value: (receipt) => receipt.customer },
  { header: 'Sales Receipt Date', kind: 'text', value: (receipt) => ukDate(receipt.createdAt) },
  {
    header: 'Payment Method',
    kind: 'text',
    value: (receipt) => paymentMethods[receipt.paymentType],
  },
  { header: 'Item', kind: 'text', value: (receipt) => receipt.services },
  {
    header: 'Description',
    kind: 'text',
    value: (receipt) => `${receipt.media} media, ${minutesOf(receipt.seconds)} minutes`,
  },
  { header: 'Amount', kind: 'money', value: (receipt) => receipt.price },
  { header: 'VAT', kind: 'money', value: (receipt) => receipt.vat },
  { header: 'Total', kind: 'money', value: (receipt) => receipt.total },
  { header: 'Currency', kind: 'text', value: (receipt) => receipt.currency },
];

/**
 * GET /v1/report/quickbook-report: the span's client orders as a QuickBooks Online sales receipts
 * import, one receipt per order (its number is the order's), by order. The item is the services
 * ordered; with a project status filter, the amounts are those of the media it keeps.
 */
export function quickbooksReport(db: Db, input: ReportQuery, format: ReportFormat) {
  const batchAfter = (after: number | undefined, size: number) =>
    clientOrders(
      db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          paymentType: orders.paymentType,
          currency: orders.currency,
          customer: fullName,
          services: sql<string>`coalesce(string_agg(distinct ${services.name}, ', '), '')`,
          ...orderedTotals,
        })
        .from(orders)
        .$dynamic(),
      input,
      after === undefined ? undefined : gt(orders.id, after),
    )
      .groupBy(orders.id, users.id, companies.id)
      .orderBy(asc(orders.id))
      .limit(size);
  return tabularStream(
    format,
    columns,
    keysetBatches(batchAfter, (receipt) => receipt.id),
    {
      bom: true,
    },
  );
}
