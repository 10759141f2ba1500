/**
 * npm run bench -w api: the admin assign grid (GET /v1/media for staff) at 50,000 media and
 * 150,000 jobs. Seeds, through SQL, 200 clients (some in companies), 10,000 projects, 120 typists
 * and proofreaders, media of every status, priority and turnaround, and three jobs each (a few
 * with issues, some notes); then times the grid's pages over real HTTP, one request at a time,
 * across its default view, filters, sorts and pages. Prints p50/p95/p99 (target p99 ≤ 50 ms,
 * printed, not asserted), as bulk-loaded and again after VACUUM ANALYZE, and the query plans
 * (EXPLAIN ANALYZE) of a page's two queries: its ids and its count.
 * BENCH_MEDIA and BENCH_REQUESTS change the run (default 50,000 and 400); DATABASE_URL runs it
 * on PostgreSQL (in a database of its own) rather than embedded PGlite.
 */
import { sql } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import { staffMediaListQuerySchema } from '@portal/contracts/media/staff-media-schema';
import type { Db } from '../src/db/index.ts';
import { users } from '../src/db/schema.ts';
import { domainInput } from '../src/lib/domain-input.ts';
import { startSession } from '../src/modules/auth/service.ts';
import { staffMediaPage } from '../src/modules/media/staff-list-page.ts';
import { staffMediaCount, staffMediaWhere } from '../src/modules/media/staff-list-query.ts';
import { startBenchServer } from './bench-server.ts';
import { seedPeople, seedWork } from './staff-media-seed.ts';

const mediaCount = Number(process.env.BENCH_MEDIA ?? 50_000);
const requestCount = Number(process.env.BENCH_REQUESTS ?? 400);
const TARGET_P99_MS = 50;

interface Scenario {
  label: string;
  query: string;
}

const scenarios: Scenario[] = [
  { label: 'default view', query: '' },
  { label: 'default view, page 20', query: 'page=20' },
  { label: 'default, 100 a page', query: 'page_size=100' },
  { label: 'status filter', query: 'status[]=returned&status[]=deleted' },
  { label: 'client name', query: 'client_name=ben' },
  { label: 'title filter', query: 'title=quarterly&sort=title' },
  { label: 'priority high', query: 'priority[]=3' },
  { label: 'has issue', query: 'has_issue=true' },
  { label: 'notes jobs', query: 'type=notes&sort=createdAt&order=desc' },
  { label: 'on hold', query: 'on_hold=true' },
  { label: '24 h turnaround', query: 'turnaround[]=86400&sort=deadline&order=desc' },
  { label: 'project short id', query: 'short_id=P00001' },
  { label: 'service name', query: 'service_options_name=interview' },
  { label: 'sort client name', query: 'sort=clientName' },
  { label: 'sort title desc', query: 'sort=title&order=desc' },
  { label: 'sort priority desc', query: 'sort=priority&order=desc' },
  { label: 'sort sub-status', query: 'sort=subStatus' },
  { label: 'sort duration', query: 'sort=duration&order=desc' },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

type Plan = { rows: { 'QUERY PLAN': string }[] };

/** The plans of a page's two queries: its ids (filtered, sorted, limited) and its count. */
async function explain(db: Db, query: Record<string, unknown>): Promise<string> {
  const input = domainInput(staffMediaListQuerySchema, staffMediaListQuerySchema.parse(query));
  const plans: string[] = [];
  for (const [label, statement] of [
    ['page', staffMediaPage(db, input)],
    ['count', staffMediaCount(db).where(staffMediaWhere(input))],
  ] as const) {
    // Both drivers answer rows; the shared Db type leaves the result's shape open.
    const result = (await db.execute(
      sql`explain (analyze, costs off, timing off) ${statement}`,
    )) as unknown as Plan;
    plans.push(`-- ${label}`, ...result.rows.map((row) => row['QUERY PLAN']));
  }
  return plans.join('\n');
}

async function time(base: string, authorization: string, { printTotals = false } = {}) {
  const times: number[] = [];
  const byScenario = new Map<string, number[]>();
  for (let i = 0; i < requestCount; i += 1) {
    const scenario = scenarios[i % scenarios.length] as Scenario;
    const url = `${base}/v1/media?${scenario.query}`;
    const start = process.hrtime.bigint();
    const response = await fetch(url, { headers: { authorization } });
    const body = (await response.json()) as { total?: number };
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    if (printTotals && i < scenarios.length)
      console.log(`${scenario.label.padEnd(22)} total ${body.total}`);
    times.push(ms);
    byScenario.set(scenario.label, [...(byScenario.get(scenario.label) ?? []), ms]);
  }
  return { times, byScenario };
}

function report(state: string, { times, byScenario }: Awaited<ReturnType<typeof time>>) {
  const sorted = [...times].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  const rows: [string, string][] = [
    ['requests', String(times.length)],
    ['latency p50 (ms)', percentile(sorted, 50).toFixed(1)],
    ['latency p95 (ms)', percentile(sorted, 95).toFixed(1)],
    ['latency p99 (ms)', p99.toFixed(1)],
    ['latency max (ms)', (sorted.at(-1) ?? 0).toFixed(1)],
    ...[...byScenario].map(([label, list]): [string, string] => {
      const own = [...list].sort((a, b) => a - b);
      return [
        `  ${label} p50 / p99`,
        `${percentile(own, 50).toFixed(1)} / ${percentile(own, 99).toFixed(1)}`,
      ];
    }),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\nGET /v1/media (staff) at ${mediaCount} media, ${state}, one request at a time:`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value.padStart(13)}`);
  console.log(`  target p99 ≤ ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'}`);
}

const server = await startBenchServer('staff-media');

try {
  const { app, db, driver } = server;
  const now = new Date();
  const [admin] = await db
    .insert(users)
    .values({
      email: 'admin@bench.test',
      role: Role.ADMIN,
      firstname: 'Admin',
      lastname: 'Bench',
      status: UserStatus.ACTIVE,
      mfaEnabled: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id, role: users.role });
  if (!admin) throw new Error('no admin');
  const seeding = Date.now();
  await seedPeople(db);
  await seedWork(db, mediaCount);
  const [counts] = (
    (await db.execute(
      sql`select (select count(*) from media)::int as media, (select count(*) from jobs)::int as jobs`,
    )) as unknown as { rows: { media: number; jobs: number }[] }
  ).rows;
  console.log(
    `Seeded ${counts?.media} media and ${counts?.jobs} jobs in ${Date.now() - seeding} ms (${driver}).`,
  );

  const authorization = `Bearer ${(await startSession(app.deps, admin)).accessToken}`;
  report(
    'as bulk-loaded (analyzed, not vacuumed)',
    await time(server.base, authorization, { printTotals: true }),
  );
  // What autovacuum does on PostgreSQL: visibility map set, so counts read indexes alone.
  // Embedded PGlite runs no autovacuum.
  await db.execute(sql`vacuum analyze`);
  report('after VACUUM ANALYZE', await time(server.base, authorization));

  console.log(
    '\nEXPLAIN ANALYZE (vacuumed), the default view (ordered, assigned or done, no issue, by deadline):',
  );
  console.log(await explain(db, {}));
  console.log('\nEXPLAIN ANALYZE, sorted by client name:');
  console.log(await explain(db, { sort: 'clientName' }));
  console.log('\nEXPLAIN ANALYZE, media with an issue:');
  console.log(await explain(db, { has_issue: 'true' }));
  console.log('\nEXPLAIN ANALYZE, high priority, newest first:');
  console.log(await explain(db, { priority: ['3'], sort: 'createdAt', order: 'desc' }));
  console.log('\nEXPLAIN ANALYZE, title containing "quarterly", by title:');
  console.log(await explain(db, { title: 'quarterly', sort: 'title' }));
  console.log('\nEXPLAIN ANALYZE, project short id containing "P00001":');
  console.log(await explain(db, { short_id: 'P00001' }));
  console.log('\nEXPLAIN ANALYZE, service name containing "interview":');
  console.log(await explain(db, { service_options_name: 'interview' }));
} finally {
  await server.close();
}
