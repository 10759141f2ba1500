/**
 * npm run bench -w api: the client library's project list at 10,000 projects. Seeds, through SQL,
 * a few owners (one in a company), a client with shares at each level and projects of every
 * status, then times GET /v1/project over real HTTP, one request at a time, across the library's
 * tabs, filters, sorts and pages. Prints p50/p95/p99 and the query plan (EXPLAIN ANALYZE) of the
 * list's one query for a client and for an admin. BENCH_PROJECTS and BENCH_REQUESTS change the
 * run (default 10,000 and 300).
 */
import { sql } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import type { Db } from '../src/db/index.ts';
import { users } from '../src/db/schema.ts';
import type { Actor } from '../src/lib/caller.ts';
import { domainInput } from '../src/lib/domain-input.ts';
import { projectListQuerySchema } from '@portal/contracts/project/schema';
import { startSession } from '../src/modules/auth/service.ts';
import { listQuery, reachedProjectIds } from '../src/modules/project/views.ts';
import { startBenchServer } from './bench-server.ts';

const projectCount = Number(process.env.BENCH_PROJECTS ?? 10_000);
const requestCount = Number(process.env.BENCH_REQUESTS ?? 300);

async function person(db: Db, name: string, role: Role) {
  const now = new Date();
  const [row] = await db
    .insert(users)
    .values({
      email: `${name}@bench.test`,
      role,
      firstname: name[0]?.toUpperCase() + name.slice(1),
      lastname: 'Bench',
      status: UserStatus.ACTIVE,
      mfaEnabled: role !== Role.CLIENT,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id, role: users.role });
  if (!row) throw new Error('no user');
  return row;
}

/**
 * Projects spread over five owners and two years, titles from a few words, statuses as a
 * library ages (mostly active and completed); the viewer gets every 7th project of the others
 * shared at full, read or write; media in every 4th project.
 */
async function seed(db: Db, viewerId: number, ownerIds: number[], companyOwnerId: number) {
  await db.execute(sql`
    insert into companies (name, owner_id, created_at, updated_at)
    values ('Bench Holdings', ${companyOwnerId}, now(), now())`);
  await db.execute(sql`
    insert into company_members (company_id, user_id, joined_at)
    select c.id, u.id, now() from companies c, unnest(${sql.raw(`array[${companyOwnerId}, ${ownerIds[0]}]`)}) as u(id)
    where c.owner_id = ${companyOwnerId}`);
  const owners = sql.raw(`array[${[viewerId, ...ownerIds].join(',')}]`);
  await db.execute(sql`
    insert into projects (short_id, title, status, owner_id, company_id, deadline, po_number,
                          created_at, updated_at)
    select
      'B' || lpad(to_hex(n), 7, '0'),
      (array['Board', 'Quarterly', 'Research', 'Interview', 'Podcast', 'Focus group', 'Hearing',
             'Lecture'])[1 + n % 8] || ' ' ||
      (array['meetings', 'reviews', 'calls', 'notes', 'series', 'sessions'])[1 + n % 6] || ' ' || n,
      (array['active', 'active', 'active', 'active', 'active', 'completed', 'completed',
             'invoiced', 'pending', 'special', 'deleted'])[1 + n % 11],
      (${owners})[1 + n % 6],
      case when n % 6 = 1 then (select id from companies where owner_id = ${companyOwnerId}) end,
      case when n % 3 = 0 then now() + (n % 90) * interval '1 day' end,
      case when n % 5 = 0 then 'PO-' || n end,
      now() - (n * 63) * interval '1 minute',
      now()
    from generate_series(1, ${projectCount}) as n`);
  await db.execute(sql`
    insert into project_permissions (project_id, user_id, email, permission, state, token_hash,
                                     expires_at, created_at)
    select id, ${viewerId}, 'viewer@bench.test',
           (array['full', 'read', 'write'])[1 + id % 3], 'accepted', md5(id::text),
           now() + interval '7 days', now()
    from projects where owner_id <> ${viewerId} and id % 7 = 0`);
  await db.execute(sql`
    insert into media (user_id, project_id, title, extension, mime, size, status, duration,
                       billed_duration, currency, storage_key, created_at, updated_at)
    select p.owner_id, p.id, 'Recording ' || m, 'mp3', 'audio/mpeg', 1000,
           (array['ordered', 'assigned', 'done', 'returned', 'deleted'])[1 + m % 5], 60, 60,
           'GBP', md5(p.id || '-' || m), p.created_at, p.created_at
    from projects p, generate_series(1, 3) as m where p.id % 4 = 0`);
  await db.execute(sql`analyze`);
}

interface Scenario {
  label: string;
  who: 'viewer' | 'admin';
  query: string;
}

const scenarios: Scenario[] = [
  { label: 'my projects', who: 'viewer', query: 'types_allowed[]=owner' },
  { label: 'all I reach', who: 'viewer', query: '' },
  { label: 'read tab', who: 'viewer', query: 'types_allowed[]=read&sort=title&order=asc' },
  { label: 'title filter', who: 'viewer', query: 'title=quarterly&sort=deadline' },
  { label: 'owner sort, p3', who: 'viewer', query: 'sort=ownerName&page=3' },
  { label: 'admin, all', who: 'admin', query: '' },
  { label: 'admin, status', who: 'admin', query: 'status[]=completed&status[]=pending' },
  { label: 'admin, owner filter', who: 'admin', query: 'owner_name=ben&sort=company&order=asc' },
  { label: 'admin, short id', who: 'admin', query: 'short_id=00012' },
  { label: 'admin, title p40', who: 'admin', query: 'title=board&sort=title&page=40' },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function explain(db: Db, actor: Actor, query: Record<string, unknown>): Promise<string> {
  const input = domainInput(projectListQuerySchema, projectListQuerySchema.parse(query));
  const reached = await reachedProjectIds(db, actor, input.typesAllowed);
  // Both drivers answer rows; the shared Db type leaves the result's shape open.
  const result = (await db.execute(
    sql`explain (analyze, costs off, timing off) ${listQuery(db, actor, input, reached)}`,
  )) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

const server = await startBenchServer('projects');

try {
  const { app, db } = server;
  const viewer = await person(db, 'viewer', Role.CLIENT);
  const owners = await Promise.all(
    ['ben', 'cleo', 'dan', 'eve', 'fay'].map((name) => person(db, name, Role.CLIENT)),
  );
  const boss = await person(db, 'boss', Role.CLIENT);
  const admin = await person(db, 'admin', Role.ADMIN);
  const actor = (user: { id: number; role: Role }): Actor => ({ userId: user.id, role: user.role });
  const seeding = Date.now();
  await seed(
    db,
    viewer.id,
    owners.map((owner) => owner.id),
    boss.id,
  );
  console.log(`Seeded ${projectCount} projects in ${Date.now() - seeding} ms (embedded PGlite).`);

  const bearer = async (user: { id: number; role: Role }) =>
    `Bearer ${(await startSession(app.deps, user)).accessToken}`;
  const headers = { viewer: await bearer(viewer), admin: await bearer(admin) };

  const times: number[] = [];
  const byScenario = new Map<string, number[]>();
  for (let i = 0; i < requestCount; i += 1) {
    const scenario = scenarios[i % scenarios.length] as Scenario;
    const url = `${server.base}/v1/project?page_size=25&${scenario.query}`;
    const start = process.hrtime.bigint();
    const response = await fetch(url, { headers: { authorization: headers[scenario.who] } });
    const body = (await response.json()) as { total?: number };
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    if (i < scenarios.length) console.log(`${scenario.label.padEnd(20)} total ${body.total}`);
    times.push(ms);
    byScenario.set(scenario.label, [...(byScenario.get(scenario.label) ?? []), ms]);
  }

  const sorted = [...times].sort((a, b) => a - b);
  const rows: [string, string][] = [
    ['requests', String(times.length)],
    ['latency p50 (ms)', percentile(sorted, 50).toFixed(1)],
    ['latency p95 (ms)', percentile(sorted, 95).toFixed(1)],
    ['latency p99 (ms)', percentile(sorted, 99).toFixed(1)],
    ['latency max (ms)', (sorted.at(-1) ?? 0).toFixed(1)],
    ...[...byScenario].map(([label, list]): [string, string] => [
      `  ${label} p50`,
      percentile(
        list.sort((a, b) => a - b),
        50,
      ).toFixed(1),
    ]),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\nGET /v1/project at ${projectCount} projects, one request at a time:`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value.padStart(8)}`);

  console.log("\nEXPLAIN ANALYZE, a client's 'all I reach' with a title filter, sorted by title:");
  console.log(
    await explain(db, actor(viewer), { title: 'quarterly', sort: 'title', order: 'asc' }),
  );
  console.log("\nEXPLAIN ANALYZE, the 'my projects' tab:");
  console.log(await explain(db, actor(viewer), { types_allowed: ['owner'] }));
  console.log('\nEXPLAIN ANALYZE, an admin, newest first:');
  console.log(await explain(db, actor(admin), {}));
} finally {
  await server.close();
}
