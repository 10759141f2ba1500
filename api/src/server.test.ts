import { once } from 'node:events';
import type { Tokens } from '@portal/contracts/auth/schema';
import { DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { clientAuthorization, form, tempDirsForFile } from './test/helper.ts';
import { freePort, startServer, stopServer, waitUntilServing } from './test/server-process.ts';

// The real entry point, as `npm start` runs it: the embedded database, a folder per start.
const dataDir = tempDirsForFile('portal-server-');

test('a bad variable stops the server with a message naming it', async () => {
  const started = startServer({
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

  const first = startServer(env);
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
  expect(await stopServer(first)).toBe(0);

  const second = startServer(env);
  await waitUntilServing(base, second);
  expect(second.output()).not.toContain('Demo accounts created');
  expect(second.output()).not.toContain('Demo work created');
  const profile = await fetch(`${base}/v1/user/profile`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(profile.status).toBe(200);
  expect(await stopServer(second)).toBe(0);
  // Two starts, each given two minutes (test/server-process.ts).
}, 300_000);
