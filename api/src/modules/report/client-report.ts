import { asc, sql } from 'drizzle-orm';
import type { Currency } from '@portal/contracts/common/constants';
import type { ReportFormat } from '@portal/contracts/report/rules';
import type { Db } from '../../db/index.ts';
import { companies, orders, users } from '../../db/schema.ts';
import { keysetBatches } from '../../lib/keyset-batches.ts';
import { tabularStream, type Column } from '../../lib/tabular-file.ts';
import { clientOrders, orderedTotals } from './client-orders.ts';
import { minutesOf } from './minutes.ts';
import { fullName } from './people.ts';
import type { ReportQuery } from './span.ts';

interface ClientLine {
  id: number;
  name: string;
  email: string;
  company: string | null;
  businessAccount: boolean;
  currency: Currency;
  orders: number;
  media: number;
  seconds: number;
  price: number;
  vat: number;
  total: number;
}

const columns: Column<ClientLine>[] = [
  { header: 'Client ID', kind: 'integer', value: (line) => line.id },
  { header: 'Name', kind: 'text', value: (line) => line.name },
  { header: 'Email', kind: 'text', value: (line) => line.email },
  { header: 'Company', kind: 'text', value: (line) => line.company },
  {
    header: 'Business account',
    kind: 'text',
    value: (line) => (line.businessAccount ? 'Yes' : 'No'),
  },
  { header: 'Currency', kind: 'text', value: (line) => line.currency },
  { header: 'Orders', kind: 'integer', value: (line) => line.orders },
  { header: 'Media', kind: 'integer', value: (line) => line.media },
  { header: 'Minutes ordered', kind: 'integer', value: (line) => minutesOf(line.seconds) },
  { header: 'Price (ex VAT)', kind: 'money', value: (line) => line.price },
  { header: 'VAT', kind: 'money', value: (line) => line.vat },
  { header: 'Total', kind: 'money', value: (line) => line.total },
];

type Key = Pick<ClientLine, 'id' | 'currency'>;

/**
 * GET /v1/report/client: per client, what they ordered in the span, by client id. Sums of
 * different currencies mean nothing, so a client who paid in two has a line for each.
 */
export function clientReport(db: Db, input: ReportQuery, format: ReportFormat) {
  const batchAfter = (after: Key | undefined, size: number) =>
    clientOrders(
      db
        .select({
          id: users.id,
          name: fullName,
          email: users.email,
          company: sql<string | null>`${companies.name}`,
          businessAccount: users.isBusinessAccount,
          currency: orders.currency,
          orders: sql<number>`count(distinct ${orders.id})::int`,
          ...orderedTotals,
        })
        .from(orders)
        .$dynamic(),
      input,
      after && sql`(${users.id}, ${orders.currency}) > (${after.id}, ${after.currency})`,
    )
      .groupBy(users.id, companies.id, orders.currency)
      .orderBy(asc(users.id), asc(orders.currency))
      .limit(size);
  return tabularStream(
    format,
    columns,
    keysetBatches(batchAfter, (line) => line),
    {
      bom: true,
    },
  );
}
