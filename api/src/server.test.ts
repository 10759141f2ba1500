import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Tokens } from '@portal/contracts/core';
import { DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { clientAuthorization, form, tempDirsForFile } from './test/helper.ts';

// The real entry point, as `npm start` runs it: always the embedded database.
const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url));
const dataDir = tempDirsForFile('portal-server-');

interface Started {
  child: ChildProcess;
  output: () => string;
}

function start(env: Record<string, string>): Started {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [serverFile], {
    env: { ...inherited, NODE_ENV: 'development', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

// A first start migrates and seeds the demo (about 17 s alone on a 2-core machine): a minute
// leaves room for a machine busy with the other suites.
async function waitUntilServing(base: string, started: Started): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
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

async function stop(started: Started): Promise<number | null> {
  started.child.kill('SIGTERM');
  const [code] = await once(started.child, 'exit');
  return code as number | null;
}

test('a bad variable stops the server with a message naming it', async () => {
  const started = start({
    PORT: 'eighty',
    DATA_DIR: dataDir(),
  });
  const [code] = await once(started.child, 'exit');
  expect(code).toBe(1);
  expect(started.output()).toContain(
    'Invalid environment variable PORT: expected a port number 1-65535',
  );
});

test('first start migrates and seeds; a restart keeps data and tokens; SIGTERM ends it cleanly', async () => {
  const env = {
    PORT: String(await freePort()),
    DATA_DIR: dataDir(),
  };
  const base = `http://127.0.0.1:${env.PORT}`;

  const first = start(env);
  await waitUntilServing(base, first);
  expect(first.output()).toContain('| client@demo.test ');
  expect(first.output()).toContain('Demo work created: 8 recordings with 10 jobs');
  const catalogue = await fetch(`${base}/v1/new-service/guest-services`);
  // The nine of the catalogue and the demo's live service.
  expect(((await catalogue.json()) as unknown[]).length).toBe(10);
  const token = await fetch(`${base}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: clientAuthorization(),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form({ grant_type: 'password', username: 'admin@demo.test', password: DEMO_PASSWORD }),
  });
  expect(token.status).toBe(200);
  const { accessToken } = (await token.json()) as Tokens;
  expect(await stop(first)).toBe(0);

  const second = start(env);
  await waitUntilServing(base, second);
  expect(second.output()).not.toContain('Demo accounts created');
  expect(second.output()).not.toContain('Demo work created');
  const profile = await fetch(`${base}/v1/user/profile`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(profile.status).toBe(200);
  expect(await stop(second)).toBe(0);
}, 150_000);
