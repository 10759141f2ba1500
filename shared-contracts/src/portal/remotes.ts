/** The five remotes and the /v3 path prefixes each one owns. */
export const remoteNames = [
  'mf-client-library',
  'mf-upload-checkout',
  'mf-editor',
  'mf-admin',
  'mf-typist',
] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Module Federation names must be valid identifiers. */
export const federationName = (remote: RemoteName): string => remote.replaceAll('-', '_');

export const remotePathPrefixes: Record<RemoteName, readonly string[]> = {
  'mf-client-library': [
    'library',
    'live-notetaking-library',
    'business-account',
    'pending-invitations',
    'project-invitation',
    'project-ownership-invitation',
    'company-invitation',
    // A live booking's view; its create-booking and editor pages belong to the longer prefixes.
    'live-notetaking',
    // The library, over every client's projects: the longest prefix wins over mf-admin's.
    'admin/projects',
  ],
  'mf-upload-checkout': ['fileupload', 'live-notetaking/create-booking'],
  'mf-editor': ['editor', 'snapshot', 'media-snapshots', 'live-notetaking/editor'],
  'mf-admin': ['admin', 'super-admin', 'radmin'],
  'mf-typist': ['typist', 'proofreader', 'job-issue-approving'],
};

/** The remote that owns a path below /v3 (given without the /v3/ prefix), if any. */
export function remoteForPath(path: string): RemoteName | undefined {
  const clean = path.replace(/^\/+/, '');
  let best: { remote: RemoteName; length: number } | undefined;
  for (const remote of remoteNames) {
    for (const prefix of remotePathPrefixes[remote]) {
      const owns = clean === prefix || clean.startsWith(`${prefix}/`);
      if (owns && (!best || prefix.length > best.length)) best = { remote, length: prefix.length };
    }
  }
  return best?.remote;
}

/**
 * The pixel-update stub (client spec section 2): the shell's one route outside /v3, open to
 * anyone and headless. The spec gives it no content, so it shows none and sends nobody anywhere.
 */
export const PIXEL_UPDATE_PATH = '/update_pixel';

export const defaultManifestUrl = (remote: RemoteName): string => `/mf/${remote}/mf-manifest.json`;
