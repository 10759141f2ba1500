import { defaultManifestUrl, remoteNames, type RemoteName } from '@portal/contracts/portal/remotes';
import {
  featureFlagNames,
  type FeatureFlag,
  type FeatureFlags,
} from '@portal/contracts/portal/flags';
import type { RemotesManifest } from '@portal/contracts/portal/schema';

type Env = Record<string, string | undefined>;

/** liveNotetaking → LIVE_NOTETAKING, mf-client-library → MF_CLIENT_LIBRARY. */
const envName = (name: string): string =>
  name
    .replace(/[A-Z]/g, (c) => `_${c}`)
    .replaceAll('-', '_')
    .toUpperCase();

const flagByEnvName = new Map<string, FeatureFlag>(
  featureFlagNames.map((flag) => [`FEATURE_${envName(flag)}`, flag]),
);
const remoteByEnvName = new Map<string, RemoteName>(
  remoteNames.map((remote) => [`REMOTE_${envName(remote)}_URL`, remote]),
);

/** FEATURE_<FLAG>=on|off. An unknown flag is an error: a typo must not pass silently. */
export function featureOverridesFrom(env: Env): {
  overrides: Partial<FeatureFlags>;
  problems: string[];
} {
  const overrides: Partial<FeatureFlags> = {};
  const problems: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('FEATURE_') || value === undefined) continue;
    const flag = flagByEnvName.get(name);
    if (!flag) problems.push(`Invalid environment variable ${name}: no such feature flag`);
    else if (value !== 'on' && value !== 'off')
      problems.push(`Invalid environment variable ${name}: expected on or off`);
    else overrides[flag] = value === 'on';
  }
  return { overrides, problems };
}

const isManifestUrl = (value: string): boolean =>
  value.startsWith('/') || /^https?:\/\/[^/]+/.test(value);

/** REMOTE_<NAME>_URL: where the shell loads a remote's mf-manifest.json from. */
export function remoteManifestUrlsFrom(env: Env): { urls: RemotesManifest; problems: string[] } {
  const urls = Object.fromEntries(
    remoteNames.map((remote) => [remote, defaultManifestUrl(remote)]),
  ) as RemotesManifest;
  const problems: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!/^REMOTE_.+_URL$/.test(name) || value === undefined) continue;
    const remote = remoteByEnvName.get(name);
    if (!remote) problems.push(`Invalid environment variable ${name}: no such remote`);
    else if (!isManifestUrl(value))
      problems.push(`Invalid environment variable ${name}: expected an http(s) URL or a path`);
    else urls[remote] = value;
  }
  return { urls, problems };
}
