import { basename } from 'node:path';

/** `main.3f2a9c1b.js`: the name changes whenever the content does. */
const contentHashed = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Content-hashed files are cached for a year; everything else (index.html, manifests,
 * remoteEntry.js, config) is revalidated on every use so a deploy shows at once. The
 * precompressed sibling (`.br`, `.gz`) is judged by the file it stands for.
 */
export function cacheControlFor(path: string): string {
  const name = basename(path).replace(/\.(br|gz)$/, '');
  return contentHashed.test(name) ? IMMUTABLE : REVALIDATE;
}
