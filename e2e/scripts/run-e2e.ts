import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/** Debian's Chromium, installed on demand where apt-get can run (Playwright's download is blocked). */
function findChromium(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canApt) {
    console.error(
      `Chromium was not found at ${path}. Install Debian's package (apt-get install chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) process.exit(1);
  }
  return path;
}

const chromium = findChromium();
const port = await freePort();
const oidcPort = await freePort();
const chatPort = await freePort();
const remoteOriginPort = await freePort();
const s2tEnginePort = await freePort();
const s3Port = await freePort();
const s3PortalPort = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_PORT: String(port),
    E2E_OIDC_PORT: String(oidcPort),
    E2E_CHAT_PORT: String(chatPort),
    E2E_REMOTE_ORIGIN_PORT: String(remoteOriginPort),
    E2E_S2T_ENGINE_PORT: String(s2tEnginePort),
    E2E_S3_PORT: String(s3Port),
    E2E_S3_PORTAL_PORT: String(s3PortalPort),
    E2E_DATA_DIR: dataDir,
  },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
