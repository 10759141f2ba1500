import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * @portal/contracts is sorted by domain (src/<domain>/{schema,routes,texts,rules,client}.ts):
 * every file of a domain folder is an entry of its own, so `package.json` exports are the folder
 * list and nothing else. `node scripts/contracts-exports.ts` writes them; `--check` (in
 * `npm run lint`) fails when a file was added, moved or removed without them.
 */
const packageDir = new URL('../shared-contracts/', import.meta.url);
const manifestPath = fileURLToPath(new URL('package.json', packageDir));
const isEntry = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

/** `./<domain>/<file>` → `./src/<domain>/<file>.ts`, sorted; the root entry first. */
export function contractsExports(
  srcDir: URL = new URL('src/', packageDir),
): Record<string, string> {
  const entries: Record<string, string> = { '.': './src/index.ts' };
  const domains = readdirSync(srcDir, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  for (const domain of domains.map((entry) => entry.name).sort()) {
    const files = readdirSync(new URL(`${domain}/`, srcDir))
      .filter(isEntry)
      .sort();
    for (const file of files)
      entries[`./${domain}/${file.replace(/\.tsx?$/, '')}`] = `./src/${domain}/${file}`;
  }
  return entries;
}

/**
 * The entries Module Federation shares as singletons: the root entry (the store), the API slice
 * and every domain's endpoints (`client.ts`, `*-client.ts`), which inject into that one slice.
 * The rest holds no state, so each app bundles what it uses of it.
 */
export function sharedContractsEntries(exports: Record<string, string>): string[] {
  return Object.keys(exports)
    .filter((entry) => entry === './app/api' || /[/-]client$/.test(entry))
    .map((entry) => entry.slice(2));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { exports: unknown };
  const wanted = contractsExports();
  const same = JSON.stringify(manifest.exports) === JSON.stringify(wanted);
  if (process.argv.includes('--check')) {
    if (!same) {
      console.error(
        'shared-contracts/package.json exports differ from its folders: run `node scripts/contracts-exports.ts`.',
      );
      process.exit(1);
    }
    console.log(`shared-contracts exports match its ${Object.keys(wanted).length} entries.`);
  } else if (!same) {
    manifest.exports = wanted;
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`Wrote ${Object.keys(wanted).length} entries to shared-contracts/package.json.`);
  }
}
