import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycles, formatCycle } from './module-cycles/find-cycles.ts';

/**
 * `npm run lint`: API modules import each other without cycles (a cycle means two modules own one
 * concern; the shared part belongs in one of them or in api/src/lib). Tests are left out: they
 * may set up data through any module.
 */
const modulesDir = fileURLToPath(new URL('../api/src/modules/', import.meta.url));
const importPattern = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The module a path inside api/src/modules belongs to, or none when it lies outside. */
function moduleOf(path: string): string | undefined {
  const inside = relative(modulesDir, path);
  if (inside.startsWith('..') || inside === '') return undefined;
  return inside.split(sep)[0];
}

const graph = new Map<string, Set<string>>();
for (const file of sourceFiles(modulesDir)) {
  const from = moduleOf(file)!;
  const imports = graph.get(from) ?? new Set<string>();
  graph.set(from, imports);
  for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
    const to = moduleOf(join(dirname(file), match[1]!));
    if (to && to !== from) imports.add(to);
  }
}

const cycles = findCycles(graph);
if (cycles.length > 0) {
  console.error(`Import cycles between API modules (api/src/modules), ${cycles.length}:`);
  for (const cycle of cycles) console.error(`  ${formatCycle(cycle)}`);
  process.exit(1);
}
console.log('No import cycles between API modules.');
