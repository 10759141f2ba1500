/**
 * npm run bench -w api: the admin assign grid (GET /v1/media for staff) as its data grows, at
 * 1,000, 10,000 and 50,000 media (three jobs each). Seeds, through SQL, 200 clients (some in
 * companies), projects, 120 typists and proofreaders, media of every status, priority and
 * turnaround, jobs (a few with issues, some notes) and a live session per hundred media; then at
 * each size, after VACUUM ANALYZE (what autovacuum keeps a PostgreSQL database at), times the
 * default view over real HTTP one request at a time, alternating with the profile route
 * (GET /v1/user/profile) as the reference of the same run: the curve should be flat. At the
 * largest size it also times 18 filters, sorts and pages (target p99 ≤ 50 ms) and prints the
 * plans (EXPLAIN ANALYZE) of a page's statement: its ids and its capped total. Printed, never
 * asserted. BENCH_SIZES (default 1000,10000,50000) and BENCH_REQUESTS (default 200 a size, 400
 * over the scenarios) change the run; DATABASE_URL runs it on PostgreSQL (in a database of its
 * own) rather than embedded PGlite.
 */
import { sql } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import { staffMediaListQuerySchema } from '@portal/contracts/media/staff-media-schema';
import type { Db } from '../src/db/index.ts';
import { users } from '../src/db/schema.ts';
import { domainInput } from '../src/lib/domain-input.ts';
import { startSession } from '../src/modules/auth/service.ts';
import { countCap, pageAndTotal } from '../src/modules/media/staff-list.ts';
import { startBenchServer } from './bench-server.ts';
import { seedPeople, seedWork } from './staff-media-seed.ts';

const sizes = (process.env.BENCH_SIZES ?? '1000,10000,50000').split(',').map(Number);
const largest = Math.max(...sizes);
const requestCount = Number(process.env.BENCH_REQUESTS ?? 400);
const curveRequests = Number(process.env.BENCH_REQUESTS ?? 200);
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

/** The plan of a page's one statement: its ids (filtered, sorted, limited) and its total. */
async function explain(db: Db, query: Record<string, unknown>): Promise<string> {
  const input = domainInput(staffMediaListQuerySchema, staffMediaListQuerySchema.parse(query));
  // Both drivers answer rows; the shared Db type leaves the result's shape open.
  const result = (await db.execute(
    sql`explain (analyze, costs off, timing off) ${pageAndTotal(db, input, countCap(input) + 1)}`,
  )) as unknown as Plan;
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function timed(url: string, authorization: string): Promise<number> {
  const start = process.hrtime.bigint();
  const response = await fetch(url, { headers: { authorization } });
  const body = await response.text();
  const took = ms(start);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${body}`);
  return took;
}

const p50p99 = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 99).toFixed(1)}`;
};

/** The default view and the profile route, one request of each in turn. */
async function curvePoint(base: string, authorization: string) {
  const grid: number[] = [];
  const profile: number[] = [];
  for (let i = 0; i < curveRequests; i += 1) {
    grid.push(await timed(`${base}/v1/media`, authorization));
    profile.push(await timed(`${base}/v1/user/profile`, authorization));
  }
  return { grid: p50p99(grid), profile: p50p99(profile) };
}

async function time(base: string, authorization: string, { printTotals = false } = {}) {
  const times: number[] = [];
  const byScenario = new Map<string, number[]>();
  for (let i = 0; i < requestCount; i += 1) {
    const scenario = scenarios[i % scenarios.length] as Scenario;
    const url = `${base}/v1/media?${scenario.query}`;
    const start = process.hrtime.bigint();
    const response = await fetch(url, { headers: { authorization } });
    const body = (await response.json()) as { total?: number; totalIsCapped?: boolean };
    const took = ms(start);
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    if (printTotals && i < scenarios.length)
      console.log(
        `${scenario.label.padEnd(22)} total ${body.total}${body.totalIsCapped ? '+' : ''}`,
      );
    times.push(took);
    byScenario.set(scenario.label, [...(byScenario.get(scenario.label) ?? []), took]);
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
  console.log(`\nGET /v1/media (staff) at ${largest} media, ${state}, one request at a time:`);
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
  await seedPeople(db);
  const authorization = `Bearer ${(await startSession(app.deps, admin)).accessToken}`;
  const curve: string[][] = [
    ['media', 'jobs', 'seed s', 'default view p50 / p99', 'profile p50 / p99'],
  ];
  let seeded = 0;
  for (const size of [...sizes].sort((a, b) => a - b)) {
    const seeding = Date.now();
    await seedWork(db, seeded, size);
    seeded = size;
    // What autovacuum does on PostgreSQL: visibility map set, so counts read indexes alone.
    // Embedded PGlite runs no autovacuum.
    await db.execute(sql`vacuum analyze`);
    const [counts] = (
      (await db.execute(
        sql`select (select count(*) from media)::int as media, (select count(*) from jobs)::int as jobs`,
      )) as unknown as { rows: { media: number; jobs: number }[] }
    ).rows;
    const seconds = ((Date.now() - seeding) / 1000).toFixed(1);
    const { grid, profile } = await curvePoint(server.base, authorization);
    curve.push([String(counts?.media), String(counts?.jobs), seconds, grid, profile]);
  }
  console.log(
    `GET /v1/media (staff), default view, ms, ${curveRequests} requests a size, each beside a profile request (${driver}, vacuumed):`,
  );
  const widths = curve[0]!.map((_, column) => Math.max(...curve.map((row) => row[column]!.length)));
  for (const row of curve)
    console.log(`  ${row.map((cell, column) => cell.padStart(widths[column]!)).join('   ')}`);

  report('after VACUUM ANALYZE', await time(server.base, authorization, { printTotals: true }));

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
