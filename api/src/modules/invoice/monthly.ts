import type { FastifyInstance } from 'fastify';
import { and, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import { INVOICE_MONTH_PATTERN, portalMonth, previousMonth } from '@portal/contracts/invoice/rules';
import { Role } from '@portal/contracts/policy/roles';
import { invoices, jobs, users } from '../../db/schema.ts';
import { scheduleTask } from '../../lib/schedule.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { enqueueTask, type TaskDefinition } from '../../lib/task-queue.ts';
import { raiseInvoice } from './generate.ts';
import { paidJobStatuses } from './lines.ts';
import { monthBounds } from './month.ts';

const monthlyPayload = z.object({ month: z.string().regex(INVOICE_MONTH_PATTERN) });
type MonthlyPayload = z.input<typeof monthlyPayload>;

declare module '../../lib/task-queue.ts' {
  interface TaskPayloads {
    'monthly-invoices': MonthlyPayload;
  }
}

type MonthlyDeps = Pick<ServiceDeps, 'db' | 'now'>;

/** The typists with paid work finished in the month and no invoice for it yet. */
async function typistsToInvoice({ db }: MonthlyDeps, month: string): Promise<number[]> {
  const { from, to } = monthBounds(month);
  const rows = await db
    .selectDistinct({ id: jobs.typistId })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.typistId))
    .where(
      and(
        eq(users.role, Role.TYPIST),
        inArray(jobs.status, [...paidJobStatuses]),
        gte(jobs.finishedAt, from),
        lt(jobs.finishedAt, to),
        notExists(
          db
            .select({ one: sql`1` })
            .from(invoices)
            .where(and(eq(invoices.typistId, jobs.typistId), eq(invoices.month, month))),
        ),
      ),
    );
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}

/**
 * The monthly run: an invoice for every typist with work in the month and none yet, each in its
 * own transaction. Repeating it adds nothing, so a retry after a crash is safe.
 */
export const monthlyInvoicesTask: TaskDefinition<
  MonthlyPayload,
  z.output<typeof monthlyPayload>
> = {
  payload: monthlyPayload,
  async run(deps, { month }) {
    for (const typistId of await typistsToInvoice(deps, month))
      await deps.db.transaction((tx) => raiseInvoice(tx, typistId, month, deps.now()));
  },
};

/** Queues last month's run when some typist is still owed an invoice for it; once a month. */
export async function enqueueMonthlyInvoices(deps: MonthlyDeps): Promise<void> {
  const month = previousMonth(portalMonth(deps.now()));
  if ((await typistsToInvoice(deps, month)).length === 0) return;
  await enqueueTask(deps.db, {
    kind: 'monthly-invoices',
    payload: { month },
    key: `monthly-invoices:${month}`,
  });
}

const CHECK_EVERY_MS = 3_600_000;

/** Looks every hour whether last month's invoices are due: they are from the 1st on, UK time. */
export function scheduleMonthlyInvoices(app: FastifyInstance, deps: MonthlyDeps): void {
  scheduleTask(app, 'monthly invoices', CHECK_EVERY_MS, () => enqueueMonthlyInvoices(deps));
}
