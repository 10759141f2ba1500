import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The real entry point, as `npm start` runs it. */
const serverFile = fileURLToPath(new URL('../server.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
}

/**
 * Starts the API in a process of its own, quiet and local, with `env` over the test's
 * environment; the embedded database unless `env` names a DATABASE_URL.
 */
export function startServer(env: Record<string, string>): ServerProcess {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [serverFile], {
    env: { ...inherited, NODE_ENV: 'development', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

// A first start migrates and seeds the demo (about 17 s alone on a 2-core machine): two minutes
// leave room for a machine busy with the other suites or kept busy (npm run test:under-load).
const STARTS_WITHIN_MS = 120_000;

export async function waitUntilServing(base: string, started: ServerProcess): Promise<void> {
  const deadline = Date.now() + STARTS_WITHIN_MS;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`Server exited: ${started.output()}`);
    const ok = await fetch(`${base}/v3/config.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Server did not start: ${started.output()}`);
}

/** SIGTERM, then its exit code once it has ended. */
export async function stopServer(started: ServerProcess): Promise<number | null> {
  const { child } = started;
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  child.kill('SIGTERM');
  const [code] = await once(child, 'exit');
  return code as number | null;
}
