/**
 * npm run bench -w api: the portal's commonest signed-in reads at a steady 500 requests/s, beside
 * a static JSON route in the same run. A new client with an empty library asks for their profile,
 * their cart and their project list, and the demo admin for the assign grid's default view
 * (GET /v1/media on the demo data `npm start` seeds); /v3/remotes.json (no database, no token) is
 * the floor the others are measured against. Prints p50/p99/max per route under a steady load (steady-load.ts)
 * and the server's CPU time per request, which moves less than latency on a busy machine; then
 * p99 under autocannon's -R at the same rate, which comes in bursts at each second's start (the
 * figure earlier runs printed). The load comes from child processes, so this process serves
 * requests only. BENCH_RATE and BENCH_SECONDS change the run (default 500/s for 10 s a route and
 * a load, after 2 s of warm-up).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import { users } from '../src/db/schema.ts';
import { startSession } from '../src/modules/auth/service.ts';
import { findUserByEmail } from '../src/modules/user/service.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { startBenchServer } from './bench-server.ts';

const rate = Number(process.env.BENCH_RATE ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;

interface Route {
  label: string;
  path: string;
  /** Whose token it sends: the new client's, the demo admin's, or none. */
  as?: 'client' | 'admin';
}

const routes: Route[] = [
  { label: 'static JSON (/v3/remotes.json)', path: '/v3/remotes.json' },
  { label: 'profile (/v1/user/profile)', path: '/v1/user/profile', as: 'client' },
  { label: 'cart (/v1/cart)', path: '/v1/cart', as: 'client' },
  { label: 'empty project list (/v1/project)', path: '/v1/project', as: 'client' },
  { label: 'assign grid, demo data (/v1/media)', path: '/v1/media', as: 'admin' },
];

interface SteadyResult {
  p50: number;
  p99: number;
  max: number;
  answered: number;
  failed: number;
}

interface BurstResult {
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

const run = promisify(execFile);

const steadyLoad = fileURLToPath(new URL('./steady-load.ts', import.meta.url));

async function steady(url: string, headers: Record<string, string>, duration: number) {
  const args = [steadyLoad, url, rate, duration, JSON.stringify(headers)];
  const { stdout } = await run(process.execPath, args.map(String));
  return JSON.parse(stdout) as SteadyResult;
}

async function burst(url: string, headers: Record<string, string>, duration: number) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = ['-c', connections, '-R', rate, '-d', duration, '-j', ...headerArgs, url];
  const { stdout } = await run('autocannon', args.map(String), { maxBuffer: 1 << 24 });
  return JSON.parse(stdout) as BurstResult;
}

const server = await startBenchServer('latency');

try {
  // Before the bench's own client: the demo accounts are made only while there are no users.
  await seedDemoData(server.app.deps, { demoData: true, production: false });
  const now = new Date();
  const [client] = await server.db
    .insert(users)
    .values({
      email: 'latency@bench.test',
      role: Role.CLIENT,
      firstname: 'Lena',
      lastname: 'Bench',
      status: UserStatus.ACTIVE,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id, role: users.role });
  if (!client) throw new Error('no client');
  const admin = await findUserByEmail(server.db, 'admin@demo.test');
  if (!admin) throw new Error('no demo admin');
  // Staff work only with the authenticator on; the bench signs in without the code.
  await server.db.update(users).set({ mfaEnabled: true }).where(eq(users.id, admin.id));
  const bearerOf = async (user: { id: number; role: Role }) => ({
    authorization: `Bearer ${(await startSession(server.app.deps, user)).accessToken}`,
  });
  const tokens = { client: await bearerOf(client), admin: await bearerOf(admin) };

  console.log(`${rate} requests/s for ${seconds} s a route on ${server.driver}…\n`);
  const rows: string[][] = [
    ['route', 'p50 ms', 'p99 ms', 'max ms', 'CPU µs/req', 'burst p99 ms', 'failed'],
  ];
  for (const route of routes) {
    const url = `${server.base}${route.path}`;
    const headers = route.as ? tokens[route.as] : {};
    const check = await fetch(url, { headers });
    if (!check.ok) throw new Error(`${route.path} answered ${check.status}: ${await check.text()}`);
    await steady(url, headers, 2);
    const cpuBefore = process.cpuUsage();
    const result = await steady(url, headers, seconds);
    const cpu = process.cpuUsage(cpuBefore);
    const bursts = await burst(url, headers, seconds);
    const failed = result.failed + bursts.non2xx + bursts.errors + bursts.timeouts;
    rows.push([
      route.label,
      String(result.p50),
      String(result.p99),
      String(result.max),
      ((cpu.user + cpu.system) / result.answered).toFixed(0),
      String(bursts.latency.p99),
      String(failed),
    ]);
    if (failed > 0) process.exitCode = 1;
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) {
    console.log(
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!),
        )
        .join('  '),
    );
  }
} finally {
  await server.close();
}
