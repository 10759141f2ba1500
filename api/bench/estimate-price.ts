/**
 * npm run bench -w api: GET /v1/media/estimate-price under load, on a fresh embedded database.
 * Prints requests per second and latency percentiles. BENCH_SECONDS and BENCH_CONNECTIONS
 * change the run (default 10 s, 50 connections).
 */
import autocannon from 'autocannon';
import qs from 'qs';
import { createSessionId } from '@portal/contracts/auth/session-id';
import { startBenchServer } from './bench-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

// A visitor pricing a 47-minute interview: 2-3 speakers, timestamps, two add-ons, in GBP.
const path = `/v1/media/estimate-price?${qs.stringify({
  duration: 2825,
  currency: 'GBP',
  service_options: {
    id: 3,
    speakers: '2-3',
    timestamps: 'speaker_change',
    price_calculation_elements: { speaker_id: true, difficult_audio: true },
  },
  email: 'visitor@example.com',
})}`;

const server = await startBenchServer('estimate');

try {
  const url = `${server.base}${path}`;
  const headers = { 'x-session-id': createSessionId() };

  const check = await fetch(url, { headers });
  if (!check.ok) throw new Error(`The estimate answered ${check.status}: ${await check.text()}`);
  console.log(`GET ${path}\n${await check.text()}\n`);
  console.log(`${connections} connections for ${seconds} s on embedded PGlite…`);

  const result = await autocannon({ url, headers, connections, duration: seconds });
  const rows: [string, string][] = [
    ['requests/s (mean)', result.requests.average.toFixed(0)],
    ['requests in total', String(result.requests.total)],
    ['latency p50 (ms)', String(result.latency.p50)],
    ['latency p99 (ms)', String(result.latency.p99)],
    ['latency max (ms)', String(result.latency.max)],
    ['non-2xx answers', String(result.non2xx)],
    ['errors / timeouts', `${result.errors} / ${result.timeouts}`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const valueWidth = Math.max(...rows.map(([, value]) => value.length));
  const rule = `+${'-'.repeat(width + 2)}+${'-'.repeat(valueWidth + 2)}+`;
  console.log(
    [
      rule,
      ...rows.map(([label, value]) => `| ${label.padEnd(width)} | ${value.padStart(valueWidth)} |`),
      rule,
    ].join('\n'),
  );
  if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
} finally {
  await server.close();
}
