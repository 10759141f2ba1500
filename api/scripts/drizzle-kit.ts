import { createRequire, registerHooks } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const isDrizzleOrm = (specifier: string): boolean =>
  specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');

// npm keeps drizzle-orm in api/node_modules while drizzle-kit is hoisted to the root, where the
// kit cannot see it. Resolve the kit's drizzle-orm imports from this package instead.
let inHook = false;
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (inHook || !isDrizzleOrm(specifier)) return nextResolve(specifier, context);
    inHook = true;
    try {
      return { url: pathToFileURL(require.resolve(specifier)).href, shortCircuit: true };
    } finally {
      inHook = false;
    }
  },
});

// The package does not export its CLI, so it is found beside the package entry.
require(join(dirname(require.resolve('drizzle-kit')), 'bin.cjs'));
