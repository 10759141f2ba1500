import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  findCircles,
  findCycles,
  formatCycle,
  type ModuleGraph,
} from './module-cycles/find-cycles.ts';
import { importGraph, type WorkspacePackage } from './module-cycles/import-graph.ts';
import { workspaces } from './workspaces.ts';

/**
 * `npm run lint`, first step: no import circle between any two files of the repository (every
 * package, its tests, scripts and build config; type-only imports too), and none between API
 * modules. A circle means two files share a piece that belongs to one of them, or to a third
 * that both import. Tests count: a test helper is imported like any file, and a circle through
 * one is as tangled; a test itself is imported by nothing, so it never closes one.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const readRoot = (path: string) => readFileSync(`${root}${path}`, 'utf8');

// What git tracks or would add (so a new file counts before its first commit), never what
// .gitignore leaves out: node_modules, builds, reports.
const listed = execFileSync('git', ['ls-files', '-coz', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
});
const files = new Set(
  listed.split('\0').filter((file) => /\.[cm]?[jt]sx?$/.test(file) && existsSync(`${root}${file}`)),
);
const packages: WorkspacePackage[] = workspaces.map((dir) => {
  const { name, exports = {} } = JSON.parse(readRoot(`${dir}/package.json`));
  return { name, dir, exports };
});
const graph = importGraph(files, readRoot, packages);

/**
 * API modules (api/src/modules/<module>/) import each other without cycles: a cycle means two
 * modules own one concern; the shared part belongs in one of them or in api/src/lib. Tests are
 * left out: they may set up data through any module.
 */
function apiModuleGraph(fileGraph: ModuleGraph): ModuleGraph {
  const moduleOf = (file: string) => /^api\/src\/modules\/([^/]+)\//.exec(file)?.[1];
  const modules = new Map<string, Set<string>>();
  for (const [file, imports] of fileGraph) {
    const from = moduleOf(file);
    if (!from || /\.test\.tsx?$/.test(file)) continue;
    const to = modules.get(from) ?? new Set<string>();
    modules.set(from, to);
    for (const name of [...imports].map(moduleOf)) if (name && name !== from) to.add(name);
  }
  return modules;
}

const circles = findCircles(graph);
const moduleCycles = findCycles(apiModuleGraph(graph));
for (const circle of circles) {
  console.error(`Import circle between ${circle.length} files:`);
  for (const file of circle)
    for (const to of graph.get(file)!) if (circle.includes(to)) console.error(`  ${file} -> ${to}`);
}
if (moduleCycles.length > 0)
  console.error(`Import cycles between API modules (api/src/modules), ${moduleCycles.length}:`);
for (const cycle of moduleCycles) console.error(`  ${formatCycle(cycle)}`);
if (circles.length > 0 || moduleCycles.length > 0) process.exit(1);
console.log(
  `No import circles between the repository's ${files.size} files, nor between API modules.`,
);
