import { posix } from 'node:path';
import ts from 'typescript';
import type { ModuleGraph } from './find-cycles.ts';

/** A workspace package as another package imports it: its folder and its `exports` map. */
export interface WorkspacePackage {
  name: string;
  dir: string;
  exports: Readonly<Record<string, unknown>>;
}

/** The file a specifier names, tried as written, then as TypeScript or Node finds a module. */
const sourceSuffixes = [
  '',
  '.ts',
  '.tsx',
  '.js',
  '.mjs',
  '.cjs',
  '/index.ts',
  '/index.tsx',
  '/index.js',
];

/** An `exports` target: a path, or conditions whose first path is taken (types, import, default…). */
function exportTarget(target: unknown): string | undefined {
  if (typeof target === 'string') return target;
  if (target === null || typeof target !== 'object') return undefined;
  for (const condition of Object.values(target)) {
    const path = exportTarget(condition);
    if (path) return path;
  }
  return undefined;
}

/** `@portal/contracts/job/schema` → shared-contracts/src/job/schema.ts, through the package's `exports`. */
function packagePath(specifier: string, packages: readonly WorkspacePackage[]): string | undefined {
  for (const pkg of packages) {
    if (specifier !== pkg.name && !specifier.startsWith(`${pkg.name}/`)) continue;
    const target = exportTarget(pkg.exports[`.${specifier.slice(pkg.name.length)}`]);
    return target && posix.join(pkg.dir, target);
  }
  return undefined;
}

/**
 * The repository file (a path from its root) that `specifier`, imported by `from`, names: a
 * relative path or a workspace package's export. Anything else (node_modules, node: builtins,
 * a stylesheet) is outside the graph: undefined.
 */
export function resolveImport(
  specifier: string,
  from: string,
  files: ReadonlySet<string>,
  packages: readonly WorkspacePackage[],
): string | undefined {
  const path = specifier.startsWith('.')
    ? posix.join(posix.dirname(from), specifier)
    : packagePath(specifier, packages);
  if (path === undefined) return undefined;
  return sourceSuffixes.map((suffix) => path + suffix).find((candidate) => files.has(candidate));
}

/**
 * Which file imports which: every import, export-from, import() and require() of each file,
 * type-only imports included (a type shared both ways ties two files as much as a value does).
 */
export function importGraph(
  files: ReadonlySet<string>,
  read: (file: string) => string,
  packages: readonly WorkspacePackage[],
): ModuleGraph {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(read(file), true, true);
    const imports = importedFiles.map(({ fileName }) =>
      resolveImport(fileName, file, files, packages),
    );
    graph.set(file, new Set(imports.filter((to) => to !== undefined)));
  }
  return graph;
}
