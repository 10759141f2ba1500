/**
 * npm run bench -w api: the portal's commonest signed-in reads at a steady 500 requests/s, beside
 * a static JSON route in the same run. A new client with an empty library asks for their profile,
 * their cart and their project list; /v3/remotes.json (no database, no token) is the floor the
 * others are measured against. Prints p50/p99/max per route and the server's CPU time per
 * request, which moves less than latency on a busy machine. The load comes from autocannon in a
 * child process, so this process serves requests only. BENCH_RATE and BENCH_SECONDS change the
 * run (default 500/s for 10 s a route, after 2 s of warm-up).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Role, UserStatus } from '@portal/contracts/core';
import { users } from '../src/db/schema.ts';
import { startSession } from '../src/modules/auth/service.ts';
import { startBenchServer } from './bench-server.ts';

const rate = Number(process.env.BENCH_RATE ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;

interface Route {
  label: string;
  path: string;
  signedIn: boolean;
}

const routes: Route[] = [
  { label: 'static JSON (/v3/remotes.json)', path: '/v3/remotes.json', signedIn: false },
  { label: 'profile (/v1/user/profile)', path: '/v1/user/profile', signedIn: true },
  { label: 'cart (/v1/cart)', path: '/v1/cart', signedIn: true },
  { label: 'empty project list (/v1/project)', path: '/v1/project', signedIn: true },
];

interface LoadResult {
  latency: { p50: number; p99: number; max: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

const run = promisify(execFile);

async function load(url: string, headers: Record<string, string>, duration: number) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = ['-c', connections, '-R', rate, '-d', duration, '-j', ...headerArgs, url];
  const { stdout } = await run('autocannon', args.map(String), { maxBuffer: 1 << 24 });
  return JSON.parse(stdout) as LoadResult;
}

const server = await startBenchServer('latency');

try {
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
  const { accessToken } = await startSession(server.app.deps, client);
  const bearer = { authorization: `Bearer ${accessToken}` };

  console.log(`${rate} requests/s for ${seconds} s a route on ${server.driver}…\n`);
  const rows: string[][] = [
    ['route', 'p50 ms', 'p99 ms', 'max ms', 'req/s', 'CPU µs/req', 'failed'],
  ];
  for (const route of routes) {
    const url = `${server.base}${route.path}`;
    const headers = route.signedIn ? bearer : {};
    const check = await fetch(url, { headers });
    if (!check.ok) throw new Error(`${route.path} answered ${check.status}: ${await check.text()}`);
    await load(url, headers, 2);
    const cpuBefore = process.cpuUsage();
    const result = await load(url, headers, seconds);
    const cpu = process.cpuUsage(cpuBefore);
    rows.push([
      route.label,
      String(result.latency.p50),
      String(result.latency.p99),
      String(result.latency.max),
      result.requests.average.toFixed(0),
      ((cpu.user + cpu.system) / result.requests.total).toFixed(0),
      String(result.non2xx + result.errors + result.timeouts),
    ]);
    if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
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
