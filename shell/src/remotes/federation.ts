import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  federationName,
  provideRemoteModuleLoader,
  remoteNames,
  type PortalRoute,
  type RemoteName,
  type RemotesManifest,
} from '@portal/contracts';

let manifest: RemotesManifest | undefined;

const entryFor = (remote: RemoteName): { name: string; entry: string } => {
  if (!manifest) throw new Error('Remotes are not registered yet');
  return { name: federationName(remote), entry: new URL(manifest[remote], location.href).href };
};

const loaded = new Map<string, Promise<unknown>>();

/**
 * A module a remote exposes ('./routes' or 'routes'), loaded once; a failed load is forgotten and
 * the remote registered anew, so a retry fetches its entry again.
 */
export function loadRemoteModule<T>(remote: RemoteName, exposedModule: string): Promise<T> {
  const id = `${federationName(remote)}/${exposedModule.replace(/^\.\//, '')}`;
  const cached = loaded.get(id);
  if (cached) return cached as Promise<T>;
  const loading = loadRemote<T>(id).then((module) => {
    if (!module) throw new Error(`${remote} does not expose ${exposedModule}`);
    return module;
  });
  loaded.set(id, loading);
  loading.catch(() => {
    loaded.delete(id);
    registerRemotes([entryFor(remote)], { force: true });
  });
  return loading;
}

/**
 * Registers every remote from /v3/remotes.json, and lets remotes load each other's modules
 * through @portal/contracts; nothing is fetched until a route or a remote needs it.
 */
export function registerPortalRemotes(remotes: RemotesManifest): void {
  manifest = remotes;
  registerRemotes(remoteNames.map(entryFor));
  provideRemoteModuleLoader(loadRemoteModule);
}

/** The remote's `./routes`. */
export async function loadRemoteRoutes(remote: RemoteName): Promise<PortalRoute[]> {
  const module = await loadRemoteModule<{ default: PortalRoute[] }>(remote, './routes');
  if (!Array.isArray(module.default)) throw new Error(`${remote} has no routes`);
  return module.default;
}
