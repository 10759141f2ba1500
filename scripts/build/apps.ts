import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;

/** Written by every successful build of that app. */
const builtMarker = (app: string) =>
  join(root, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');

/** Builds one frontend app for production; returns the build's exit code. */
export function buildApp(app: string): number {
  console.log(`\nBuilding ${app}`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', app], {
    cwd: root,
    stdio: 'inherit',
  });
  const status = result.status ?? 1;
  // webpack leaves a file whose content did not change as it was, old date included: without
  // this, a touched input (npm install rewrites package-lock.json) made every later start
  // rebuild the app again.
  if (status === 0) {
    const now = new Date();
    utimesSync(builtMarker(app), now, now);
  }
  return status;
}

// What every app's bundle is made of besides its own folder.
const commonInputs = ['build-config', 'shared-contracts/src', 'shared-ui/src', 'package-lock.json'];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  const files = readdirSync(path, { recursive: true, withFileTypes: true });
  return (
    files
      // Tests are not bundled, so changing one leaves the build current.
      .filter((entry) => entry.isFile() && !/\.test\.[jt]sx?$/.test(entry.name))
      .reduce(
        (newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs),
        stat.mtimeMs,
      )
  );
}

/** Apps with no build, or whose build is older than any file it is made from. */
export function staleApps(apps: readonly string[]): string[] {
  return apps.filter((app) => {
    const marker = builtMarker(app);
    if (!existsSync(marker)) return true;
    const inputs = [
      `${app}/src`,
      `${app}/webpack.config.js`,
      `${app}/package.json`,
      ...commonInputs,
    ];
    const built = statSync(marker).mtimeMs;
    return inputs.some(
      (input) => existsSync(join(root, input)) && newestChange(join(root, input)) > built,
    );
  });
}
