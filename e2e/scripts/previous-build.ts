import { createHash } from 'node:crypto';

/**
 * The build before this one, derived from this one's files: the same code under other content
 * hashes (a build changes them), built against the previous minor (else patch) version of every
 * shared package from a major of 1 on (@portal/contracts 0.1.0 stays, as a caret on 0.x allows
 * nothing older). Deterministic, so the journeys know what the CDN answers.
 */

/** `1071.f35a5aa3.js`, `1071.f35a5aa3.js.map`: the 8-hex content hash webpack names chunks by. */
const hashedName = /^[\w-]+\.([0-9a-f]{8})\.[\w.]+$/;

export const contentHashOf = (file: string): string | undefined => hashedName.exec(file)?.[1];

export const previousHash = (hash: string): string =>
  createHash('sha256').update(`previous build of ${hash}`).digest('hex').slice(0, 8);

export function previousVersion(version: string): string {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  if (major === 0) return version;
  if (minor > 0) return `${major}.${minor - 1}.0`;
  return patch > 0 ? `${major}.0.${patch - 1}` : version;
}

export interface Build {
  /** Every content hash in this build's file names. */
  hashes: Set<string>;
  /** The shared packages' versions this build was made with, from its manifest. */
  sharedVersions: Set<string>;
}

/** Rewrites each match in one pass, so a value already rewritten is never rewritten again. */
function replaceAll(text: string, map: Map<string, string>, what: string): string {
  const keys = [...map.keys()].filter((key) => key !== map.get(key));
  if (keys.length === 0) return text;
  const escaped = keys.map((key) => key.replace(/[.^$*+?()[\]{}|\\]/g, '\\$&'));
  const pattern = new RegExp(escaped.join('|'), 'g');
  const found = new Set<string>();
  const result = text.replace(pattern, (match) => {
    found.add(match);
    return map.get(match) ?? match;
  });
  // A build whose output no longer names them would make the scenario pass for nothing.
  const missing = keys.filter((key) => !found.has(key));
  if (missing.length > 0) throw new Error(`The ${what} does not contain ${missing.join(', ')}`);
  return result;
}

/**
 * The previous build's version of a text file naming chunks and shared versions (mf-manifest.json,
 * remoteEntry.js): the hashes it names are the previous ones, its versions the older ones.
 */
export function previousText(text: string, build: Build, what: string): string {
  const hashes = new Map(
    [...build.hashes].filter((hash) => text.includes(hash)).map((h) => [h, previousHash(h)]),
  );
  const versions = new Map(
    [...build.sharedVersions].flatMap((version) => {
      const older = previousVersion(version);
      return [
        [`"${version}"`, `"${older}"`],
        [`"^${version}"`, `"^${older}"`],
      ];
    }),
  );
  return replaceAll(replaceAll(text, hashes, what), versions, what);
}

/** This build's file the previous build named `file`, if `file` is a previous chunk's name. */
export function currentFileOf(file: string, build: Build): string | undefined {
  const hash = contentHashOf(file);
  const current = [...build.hashes].find((h) => previousHash(h) === hash);
  return hash && current ? file.replace(hash, current) : undefined;
}
