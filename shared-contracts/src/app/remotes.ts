import type { RemoteName } from '../portal/remotes.ts';
import type { ProjectView } from '../project/schema.ts';

export * from '../portal/remotes.ts';

/**
 * Loads a module a remote exposes, e.g. `('mf-upload-checkout', './UploadToProjectDialog')`,
 * resolving to the module itself (its `default` and named exports).
 */
export type RemoteModuleLoader = <T>(remote: RemoteName, exposedModule: string) => Promise<T>;

// @portal/contracts is a Module Federation singleton: the loader the shell provides here is the
// one every remote sees, so a remote opens another remote's component without a copy of it.
let remoteModuleLoader: RemoteModuleLoader | undefined;

/** Called once by the shell when the remotes are registered. */
export function provideRemoteModuleLoader(loader: RemoteModuleLoader): void {
  remoteModuleLoader = loader;
}

/** A module another remote exposes; fits React.lazy when the module has a default export. */
export async function loadRemoteModule<T>(remote: RemoteName, exposedModule: string): Promise<T> {
  if (!remoteModuleLoader) {
    throw new Error(
      `Cannot load ${remote}/${exposedModule}: no remote module loader is provided (the shell provides it at startup)`,
    );
  }
  return remoteModuleLoader<T>(remote, exposedModule);
}

/** Props of `./UploadToProjectDialog` of mf-upload-checkout, opened by the client library. */
export interface UploadToProjectDialogProps {
  project: ProjectView;
  onClose(): void;
}
