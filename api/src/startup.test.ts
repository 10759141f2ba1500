import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const app = fileURLToPath(new URL('./app.ts', import.meta.url));

/** Loads the whole API in a fresh Node and lists every package it resolved on the way. */
function packagesLoadedByTheApi(): string[] {
  const script = `
    import { registerHooks } from 'node:module';
    const loaded = new Set();
    registerHooks({
      resolve(specifier, context, next) {
        const name = specifier.match(/^(@[^/]+\\/[^/]+|[^./][^/]*)/)?.[1];
        if (name && !specifier.startsWith('node:')) loaded.add(name);
        return next(specifier, context);
      },
    });
    await import(${JSON.stringify(app)});
    process.stdout.write(JSON.stringify([...loaded]));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[];
}

test('the API loads the contracts core and no React, Redux or router code', () => {
  const loaded = packagesLoadedByTheApi();
  expect(loaded).toContain('@portal/contracts');
  expect(loaded).toContain('zod');
  for (const browserOnly of [
    'react',
    'react-dom',
    'react-redux',
    '@reduxjs/toolkit',
    'react-router',
  ])
    expect(loaded).not.toContain(browserOnly);
});
