import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  federationName,
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

/** Registers every remote from /v3/remotes.json; nothing is fetched until a route needs it. */
export function registerPortalRemotes(remotes: RemotesManifest): void {
  manifest = remotes;
  registerRemotes(remoteNames.map(entryFor));
}

const loaded = new Map<RemoteName, Promise<PortalRoute[]>>();

/** The remote's `./routes`, loaded once; a failed load is forgotten so a retry fetches anew. */
export function loadRemoteRoutes(remote: RemoteName): Promise<PortalRoute[]> {
  const cached = loaded.get(remote);
  if (cached) return cached;
  const loading = loadRemote<{ default: PortalRoute[] }>(`${federationName(remote)}/routes`).then(
    (module) => {
      if (!module || !Array.isArray(module.default)) throw new Error(`${remote} has no routes`);
      return module.default;
    },
  );
  loaded.set(remote, loading);
  loading.catch(() => {
    loaded.delete(remote);
    registerRemotes([entryFor(remote)], { force: true });
  });
  return loading;
}
