import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.ts';

/** The portal as `npm start` runs it, answering once its runtime configuration does. */
export async function startPortal(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [new URL('../../scripts/start.ts', import.meta.url).pathname],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      // A group of its own: `npm start` leaves its API process in its group, and stopping the
      // group stops both, as Playwright's web server does.
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PORTAL_URL: url,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        CHAT_APP_ID: '',
      },
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 300_000; waited += 500) {
    if (child.exitCode !== null) break;
    const answered = await fetch(`${url}/v3/config.json`, {
      signal: AbortSignal.timeout(2_000),
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { url, stop };
    await sleep(500);
  }
  await stop();
  throw new Error('The portal did not start');
}
