import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const root = new URL('../../', import.meta.url);
const readJson = <T>(url: URL): T => JSON.parse(readFileSync(url, 'utf8')) as T;
const distFile = (app: string, file: string): URL => new URL(`${app}/dist/${file}`, root);

interface FederationManifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

export interface FirstLoad {
  app: string;
  /** Each script with its gzip size, largest first. */
  scripts: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/**
 * The scripts a first visit fetches: for the shell, the startup list its build writes; for a
 * remote, remoteEntry.js and the chunks of `./routes` (shared singletons come from the shell).
 */
function firstLoadScripts(app: string): string[] {
  if (app === 'shell') return readJson<string[]>(distFile(app, 'startup-assets.json'));
  const manifest = readJson<FederationManifest>(distFile(app, 'mf-manifest.json'));
  const routes = manifest.exposes.find((expose) => expose.path === './routes');
  if (!routes) throw new Error(`${app} does not expose ./routes`);
  return [manifest.metaData.remoteEntry.name, ...routes.assets.js.sync];
}

const gzipBytes = (app: string, file: string): number =>
  gzipSync(readFileSync(distFile(app, file)), { level: 9 }).length;

/** Each app's first-load budget in gzip KB (1000 bytes). */
const readBudgets = () => readJson<Record<string, number>>(new URL('build-budgets.json', root));

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

export function firstLoadSizes(apps: string[]): FirstLoad[] {
  const sizes = apps.map((app) => {
    const scripts = firstLoadScripts(app)
      .map((file) => ({ file, gzipBytes: gzipBytes(app, file) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    return { app, scripts, gzipBytes: total };
  });
  const budgets = readBudgets();
  console.log('\nFirst-load JavaScript (gzip), against build-budgets.json:');
  for (const { app, scripts, gzipBytes: bytes } of sizes) {
    const budget = budgets[app] === undefined ? 'no budget' : `budget ${budgets[app]} KB`;
    console.log(
      `  ${app.padEnd(20)} first load ${kb(bytes).padStart(10)} gzip in ${String(scripts.length).padStart(2)} file(s), ${budget}`,
    );
  }
  return sizes;
}

/** One line per app over its budget in build-budgets.json (KB of 1000 bytes). */
export function checkBudgets(sizes: FirstLoad[]): string[] {
  const budgets = readBudgets();
  return sizes.flatMap(({ app, scripts, gzipBytes: bytes }) => {
    const budget = budgets[app];
    if (budget === undefined) return [`${app}: no budget in build-budgets.json`];
    if (bytes <= budget * 1000) return [];
    const files = scripts.map((script) => `${script.file} ${kb(script.gzipBytes)}`);
    return [
      `${app}: first load ${kb(bytes)} gzip is over its ${budget} KB budget: ${files.join(', ')}`,
    ];
  });
}
