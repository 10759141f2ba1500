/**
 * npm run bench -w api: the super admins' reports over a year of 200 typists' work. Seeds,
 * through SQL, 200 typists with two jobs started a day each for 365 days (about 146,000 jobs,
 * ten to a media), every job worked on for three or four days (about 510,000 typist_activity
 * rows); then downloads, over real HTTP and one at a time, the activity report (CSV, every row)
 * and the activity-by-typist and transcriber-update reports (XLSX, a row per typist) for the 12
 * months, and streams the activity rows as XLSX through the same batch source and file writer
 * (no route serves that one; it shows an XLSX of half a million rows). For each it prints the
 * rows, bytes, wall time and the process's memory sampled every 50 ms while it streams: if the
 * streaming holds, the heap's growth stays a few MB whatever the file's size.
 * BENCH_TYPISTS and BENCH_DAYS change the run (default 200 and 365); DATABASE_URL runs it on
 * PostgreSQL (in a database of its own) rather than embedded PGlite.
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import { addPortalDays, portalTime } from '@portal/contracts/common/portal-time';
import type { Db } from '../src/db/index.ts';
import { users } from '../src/db/schema.ts';
import { tabularStream } from '../src/lib/tabular-file.ts';
import { startSession } from '../src/modules/auth/service.ts';
import {
  activityBatch,
  activityColumns,
  activityLines,
} from '../src/modules/report/activity-report.ts';
import { startBenchServer } from './bench-server.ts';

const typistCount = Number(process.env.BENCH_TYPISTS ?? 200);
const dayCount = Number(process.env.BENCH_DAYS ?? 365);
const SAMPLE_MS = 50;
const MB = 1024 * 1024;

const lastDay = portalTime(new Date()).date;
const firstDay = addPortalDays(lastDay, 1 - dayCount);

/** Typists (half with a mobile number), a client whose media they work on, a super admin. */
async function seedPeople(db: Db) {
  await db.execute(sql`
    insert into users (email, role, firstname, lastname, mobile, status, grade, trained_in,
                       last_login_at, created_at, updated_at)
    select 'typist' || n || '@bench.test', ${Role.TYPIST}::int,
           (array['Ann', 'Ben', 'Cleo', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'])[1 + n % 10],
           'Typist ' || n,
           case when n % 2 = 0 then '+44 7700 9' || lpad(n::text, 5, '0') end,
           ${UserStatus.ACTIVE}::int, 1 + n % 3, '[{"shortName": "IVB"}]'::jsonb,
           now() - n * interval '1 hour', now(), now()
    from generate_series(1, ${typistCount}::int) as n`);
  const [client] = await db
    .insert(users)
    .values({
      email: 'client@bench.test',
      role: Role.CLIENT,
      firstname: 'Clara',
      lastname: 'Bench',
      status: UserStatus.ACTIVE,
    })
    .returning();
  const [superAdmin] = await db
    .insert(users)
    .values({
      email: 'super@bench.test',
      role: Role.SUPER_ADMIN,
      firstname: 'Super',
      lastname: 'Bench',
      status: UserStatus.ACTIVE,
      mfaEnabled: true,
    })
    .returning({ id: users.id, role: users.role });
  if (!client || !superAdmin) throw new Error('no people');
  return { clientId: client.id, superAdmin };
}

/**
 * Each typist starts two jobs a day, each a tenth of an hour-long media (a media per typist and
 * five days); a job is done two days after it starts, and worked on that day, the two after
 * and, for the first of the day, a third. Activity goes in a month at a time.
 */
async function seedWork(db: Db, clientId: number) {
  const typists = sql`(select id, row_number() over (order by id) as n from users
                       where role = ${Role.TYPIST}) as t`;
  await db.execute(sql`
    insert into media (user_id, title, extension, mime, size, status, duration, billed_duration,
                       service_options, currency, storage_key, created_at, updated_at)
    select ${clientId}::int, 'Recording ' || t.n || '-' || b, 'mp3', 'audio/mpeg', 1000, 'done',
           3600, 3600, '{"id": 1, "turnaround": 604800, "speakers": "1",
                         "priceCalculationElements": {}}'::jsonb,
           'GBP', 'bench-' || t.n || '-' || b,
           ${firstDay}::date + b * 5, now()
    from ${typists} cross join generate_series(0, ${Math.ceil(dayCount / 5) - 1}::int) as b`);
  await db.execute(sql`
    insert into jobs (media_id, start, "end", status, typist_id, rate, finished_at, created_at,
                      updated_at)
    select m.id, ((d % 5) * 2 + k) * 360, ((d % 5) * 2 + k + 1) * 360,
           case when d + 2 < ${dayCount}::int then 'done' else 'in-progress' end, t.id, 150,
           case when d + 2 < ${dayCount}::int
                then ${firstDay}::date + d + 2 + interval '15 hours' end,
           ${firstDay}::date + d + interval '9 hours', now()
    from ${typists} cross join generate_series(0, ${dayCount - 1}::int) as d
    cross join generate_series(0, 1) as k
    join media m on m.storage_key = 'bench-' || t.n || '-' || (d / 5)`);
  for (let month = 0; month * 31 < dayCount; month += 1)
    await db.execute(sql`
      insert into typist_activity (user_id, job_id, day, seconds, updated_at)
      select j.typist_id, j.id, to_char(j.created_at::date + o, 'YYYY-MM-DD'),
             300 + (j.id * 7 + o * 13) % 1800, now()
      from jobs j cross join generate_series(0, 3) as o
      where j.created_at >= ${firstDay}::date + ${month * 31}::int
        and j.created_at < ${firstDay}::date + ${(month + 1) * 31}::int
        and (o < 3 or (j.start / 360) % 2 = 0)
        and j.created_at::date + o <= ${lastDay}::date`);
  await db.execute(sql`analyze`);
}

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

/** The process's memory every 50 ms until stopped: the peaks, and the heap's at each half. */
function sampleMemory() {
  const samples: Memory[] = [];
  const take = () => samples.push(process.memoryUsage());
  take();
  const timer = setInterval(take, SAMPLE_MS);
  return () => {
    clearInterval(timer);
    take();
    const half = Math.ceil(samples.length / 2);
    const peak = (list: Memory[], field: keyof Memory) => Math.max(...list.map((s) => s[field]));
    return {
      before: samples[0] as Memory,
      count: samples.length,
      rss: peak(samples, 'rss'),
      heapUsed: peak(samples, 'heapUsed'),
      external: peak(samples, 'external'),
      heapFirstHalf: peak(samples.slice(0, half), 'heapUsed'),
      heapSecondHalf: peak(samples.slice(half), 'heapUsed'),
    };
  };
}

interface Measured {
  label: string;
  rows: number;
  bytes: number;
  ms: number;
  memory: ReturnType<ReturnType<typeof sampleMemory>>;
}

/** Streams a file to disk, measuring; the rows are counted afterwards, outside the measure. */
async function measure(
  label: string,
  open: () => Promise<Readable>,
  countRows: (path: string) => Promise<number>,
  dir: string,
): Promise<Measured> {
  (globalThis as { gc?: () => void }).gc?.();
  const path = join(dir, `${label.replace(/\W+/g, '-')}.out`);
  const stop = sampleMemory();
  const start = process.hrtime.bigint();
  let bytes = 0;
  const body = await open();
  body.on('data', (chunk: Buffer) => (bytes += chunk.length));
  await pipeline(body, createWriteStream(path));
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const memory = stop();
  return { label, rows: await countRows(path), bytes, ms, memory };
}

async function csvLines(path: string): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(path, 'utf8');
  return text.split('\n').length - 2;
}

/** Rows of the first sheet but the header, read back with ExcelJS's streaming reader. */
async function xlsxRows(path: string): Promise<number> {
  let rows = 0;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(path, {}))
    for await (const row of sheet) if (row.number > 1) rows += 1;
  return rows;
}

type Plan = { rows: { 'QUERY PLAN': string }[] };

/** The plan of one batch of the activity report, from the middle of the span. */
async function explainActivityBatch(db: Db): Promise<string> {
  const span = { fromDate: firstDay, toDate: lastDay };
  const after = { day: addPortalDays(firstDay, Math.floor(dayCount / 2)), userId: 0, jobId: 0 };
  // Both drivers answer rows; the shared Db type leaves the result's shape open.
  const result = (await db.execute(
    sql`explain (analyze, costs off) ${activityBatch(db, span, after, 1000)}`,
  )) as unknown as Plan;
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

const fetched = (url: string, authorization: string) => async () => {
  const response = await fetch(url, { headers: { authorization } });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
};

function print(results: Measured[], activityBytes: number) {
  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  console.log(
    `\n${dayCount} days, ${firstDay} to ${lastDay}, one download at a time (memory sampled every ${SAMPLE_MS} ms):`,
  );
  for (const { label, rows, bytes, ms, memory } of results) {
    console.log(`\n${label}`);
    console.log(`  rows ${rows}, ${mb(bytes)}, ${(ms / 1000).toFixed(2)} s`);
    console.log(
      `  RSS ${mb(memory.before.rss)} before, peak ${mb(memory.rss)} (+${mb(memory.rss - memory.before.rss)})`,
    );
    console.log(
      `  heap used ${mb(memory.before.heapUsed)} before, peak ${mb(memory.heapUsed)} (+${mb(memory.heapUsed - memory.before.heapUsed)}); peak in the first half ${mb(memory.heapFirstHalf)}, second half ${mb(memory.heapSecondHalf)}`,
    );
    console.log(
      `  external ${mb(memory.before.external)} before, peak ${mb(memory.external)} (${memory.count} samples)`,
    );
  }
  console.log(`\ntypist_activity on disk (table and indexes): ${mb(activityBytes)}`);
}

const server = await startBenchServer('reports');
const dir = mkdtempSync(join(tmpdir(), 'portal-bench-reports-'));

try {
  const { app, db, driver, base } = server;
  const seeding = Date.now();
  const { clientId, superAdmin } = await seedPeople(db);
  await seedWork(db, clientId);
  const counted = (await db.execute(sql`
    select (select count(*) from jobs)::int as jobs,
           (select count(*) from typist_activity)::int as activity,
           pg_total_relation_size('typist_activity')::bigint as bytes`)) as unknown as {
    rows: { jobs: number; activity: number; bytes: string | number }[];
  };
  const counts = counted.rows[0]!;
  console.log(
    `Seeded ${typistCount} typists, ${counts.jobs} jobs and ${counts.activity} activity rows in ${Date.now() - seeding} ms (${driver}).`,
  );

  const authorization = `Bearer ${(await startSession(app.deps, superAdmin)).accessToken}`;
  const span = `from_date=${firstDay}&to_date=${lastDay}`;
  const url = (type: string, query = '') => `${base}/v1/report/${type}?${span}${query}`;
  // Loads the code paths once, on a week, so the first measure is not of module loading.
  const week = `from_date=${addPortalDays(lastDay, -6)}&to_date=${lastDay}`;
  for (const query of ['typist-activity-report?', 'transcriber-update?format=xlsx&'])
    await (await fetch(`${base}/v1/report/${query}${week}`, { headers: { authorization } })).text();

  const lastMonth = `from_date=${addPortalDays(lastDay, -29)}&to_date=${lastDay}`;
  const results = [
    // The same report on a twelfth of the data: streaming, its memory is the year's.
    await measure(
      'GET typist-activity-report (CSV), the last 30 days only',
      fetched(`${base}/v1/report/typist-activity-report?${lastMonth}`, authorization),
      csvLines,
      dir,
    ),
    await measure(
      'GET typist-activity-report (CSV)',
      fetched(url('typist-activity-report'), authorization),
      csvLines,
      dir,
    ),
    await measure(
      'GET typist-activity-group-by-user-report (XLSX)',
      fetched(url('typist-activity-group-by-user-report', '&format=xlsx'), authorization),
      xlsxRows,
      dir,
    ),
    await measure(
      'GET transcriber-update (XLSX)',
      fetched(url('transcriber-update', '&format=xlsx'), authorization),
      xlsxRows,
      dir,
    ),
    await measure(
      'Activity rows as XLSX (library, no route)',
      () =>
        tabularStream(
          'xlsx',
          activityColumns,
          activityLines(db, { fromDate: firstDay, toDate: lastDay }),
        ),
      xlsxRows,
      dir,
    ),
  ];
  print(results, Number(counts.bytes));
  console.log('\nEXPLAIN ANALYZE, a batch of the activity report from the middle of the span:');
  console.log(await explainActivityBatch(db));
} finally {
  rmSync(dir, { recursive: true, force: true });
  await server.close();
}
