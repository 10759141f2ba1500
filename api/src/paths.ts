import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout root: the server may be started from any directory, so paths hang off the code. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export const fromRepoRoot = (path: string): string =>
  isAbsolute(path) ? path : resolve(repoRoot, path);

export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
