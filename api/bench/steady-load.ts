/**
 * A steady load for the latency bench, run as a child process:
 *   node bench/steady-load.ts <url> <requests/s> <seconds> [headers as JSON]
 * A request starts every 1000/rate ms on keep-alive connections, whatever the pace of the
 * answers (open loop), and each latency counts from its scheduled start, so a slow server is
 * not flattered by being sent fewer requests. autocannon's -R is not steady: each connection
 * sends its share of a second back to back at the second's start, so its p99 is the time to
 * serve that burst (a bare Node server answering `{}` shows about 30 ms on 2 cores).
 * Prints JSON: p50, p99 and max in ms, the count answered and the count failed.
 */
import http from 'node:http';

const [url, rateArg, secondsArg, headersJson] = process.argv.slice(2);
if (!url || !rateArg || !secondsArg) throw new Error('usage: <url> <requests/s> <seconds>');
const headers = JSON.parse(headersJson ?? '{}') as Record<string, string>;
const interval = 1000 / Number(rateArg);
const total = Math.round(Number(rateArg) * Number(secondsArg));

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const latencies: number[] = [];
let failed = 0;
let settled = 0;
let sent = 0;
const start = performance.now();

const percentile = (sorted: number[], share: number) =>
  sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;

function report(): void {
  const sorted = latencies.sort((a, b) => a - b);
  const ms = (value: number) => Math.round(value * 10) / 10;
  console.log(
    JSON.stringify({
      p50: ms(percentile(sorted, 0.5)),
      p99: ms(percentile(sorted, 0.99)),
      max: ms(sorted.at(-1) ?? 0),
      answered: sorted.length,
      failed,
    }),
  );
  agent.destroy();
}

function settle(): void {
  settled += 1;
  if (settled === total) report();
}

function send(scheduled: number): void {
  const request = http.get(url!, { agent, headers }, (response) => {
    response.resume();
    response.on('end', () => {
      if (response.statusCode === 200) latencies.push(performance.now() - scheduled);
      else failed += 1;
      settle();
    });
  });
  request.on('error', () => {
    failed += 1;
    settle();
  });
}

function tick(): void {
  const now = performance.now();
  for (; sent < total && start + sent * interval <= now; sent += 1) send(start + sent * interval);
  if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
}

tick();
