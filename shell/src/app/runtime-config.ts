import type { PortalConfig, RemotesManifest } from '@portal/contracts';

export interface RuntimeConfig {
  config: PortalConfig;
  remotes: RemotesManifest;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The portal's configuration and remote locations, read at run time so remotes deploy alone. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const [config, remotes] = await Promise.all([
    getJson<PortalConfig>('/v3/config.json'),
    getJson<RemotesManifest>('/v3/remotes.json'),
  ]);
  return { config, remotes };
}
