import { importGraph, resolveImport, type WorkspacePackage } from './import-graph.ts';

const packages: WorkspacePackage[] = [
  { name: '@portal/ui', dir: 'shared-ui', exports: { '.': './src/index.ts' } },
  {
    name: '@portal/contracts',
    dir: 'shared-contracts',
    exports: { '.': './src/index.ts', './job/schema': { types: './src/job/schema.ts' } },
  },
];
const files = new Set([
  'shell/src/app.tsx',
  'shell/src/auth/login.ts',
  'shell/src/auth/index.ts',
  'shell/src/header/Header.tsx',
  'build-config/shared.js',
  'shared-ui/src/index.ts',
  'shared-contracts/src/index.ts',
  'shared-contracts/src/job/schema.ts',
]);
const resolve = (specifier: string) =>
  resolveImport(specifier, 'shell/src/app.tsx', files, packages);

describe('resolveImport', () => {
  it('follows a relative path as written, or as TypeScript finds it without an extension', () => {
    expect(resolve('./auth/login.ts')).toBe('shell/src/auth/login.ts');
    expect(resolve('./header/Header')).toBe('shell/src/header/Header.tsx');
    expect(resolve('./auth')).toBe('shell/src/auth/index.ts');
    expect(resolve('../../build-config/shared.js')).toBe('build-config/shared.js');
  });

  it("follows a workspace package's exports, plain or by condition", () => {
    expect(resolve('@portal/ui')).toBe('shared-ui/src/index.ts');
    expect(resolve('@portal/contracts')).toBe('shared-contracts/src/index.ts');
    expect(resolve('@portal/contracts/job/schema')).toBe('shared-contracts/src/job/schema.ts');
  });

  it('leaves out what is no source file of the repository', () => {
    expect(resolve('@portal/contracts/none')).toBeUndefined();
    expect(resolve('@portal/uikit')).toBeUndefined();
    expect(resolve('react')).toBeUndefined();
    expect(resolve('node:fs')).toBeUndefined();
    expect(resolve('./app.css')).toBeUndefined();
  });
});

describe('importGraph', () => {
  it('takes every kind of import, type-only ones too, and none that a comment names', () => {
    const sources: Record<string, string> = {
      'shell/src/app.tsx': [
        "import type { User } from './auth/login.ts';",
        "export { Header } from './header/Header.tsx';",
        "const ui = () => import('@portal/ui');",
        "// import { x } from './auth/index.ts';",
      ].join('\n'),
      'build-config/shared.js': "const contracts = require('../shared-contracts/src/index.ts');",
    };
    const graph = importGraph(files, (file) => sources[file] ?? '', packages);
    expect(graph.get('shell/src/app.tsx')).toEqual(
      new Set(['shell/src/auth/login.ts', 'shell/src/header/Header.tsx', 'shared-ui/src/index.ts']),
    );
    expect(graph.get('build-config/shared.js')).toEqual(new Set(['shared-contracts/src/index.ts']));
    expect(graph.get('shell/src/auth/login.ts')).toEqual(new Set());
  });
});
