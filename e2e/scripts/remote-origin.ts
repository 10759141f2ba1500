/**
 * The remote the e2e deploys on its own: its build is served from a second origin standing in
 * for a CDN (`remote-origin-server.ts`), and the API points the shell at it with
 * REMOTE_MF_TYPIST_URL, as a team shipping that remote alone would.
 */
export const CDN_REMOTE = 'mf-typist';
export const CDN_REMOTE_ENV = 'REMOTE_MF_TYPIST_URL';

/**
 * What the CDN answers under a path prefix other than the remote's own, each a deploy moment
 * with the previous build's manifest:
 * - `one-build-behind`: the previous build (manifest, remoteEntry.js and its chunks, kept as
 *   hashed files are), built against older versions of the shared packages;
 * - `stale-manifest`: the previous build's manifest over this build's remoteEntry.js, the
 *   previous chunks gone (this build's are there);
 * - `purged`: the previous build's manifest and remoteEntry.js, its chunks gone.
 */
export const edges = ['one-build-behind', 'stale-manifest', 'purged'] as const;
export type Edge = (typeof edges)[number];

/** The remote's manifest on the CDN, as deployed or as an edge answers it. */
export const cdnManifestUrl = (origin: string, edge?: Edge): string =>
  `${origin}/${edge ? `${edge}/` : ''}${CDN_REMOTE}/mf-manifest.json`;
