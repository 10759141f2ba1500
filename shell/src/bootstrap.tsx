import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createPortalStore,
  remoteForPath,
  routerPathOf,
  selectSignedIn,
  type PortalStore,
} from '@portal/contracts';
import { startPageRequests } from '@portal/contracts/app/page-requests';
import '@portal/ui/tokens.css';
import './shell.css';
import { App } from './app/App.tsx';
import { loadProfileQuery } from './auth/CurrentUserProvider.tsx';
import { preloadShellScreen } from './app/routes.tsx';
import { StartupError } from './app/StartupError.tsx';
import { loadRuntimeConfig, type RuntimeConfig } from './app/runtime-config.ts';
import { loadRemoteRoutes, registerPortalRemotes } from './remotes/federation.ts';

const root = createRoot(document.getElementById('root')!);

/**
 * The code of the screen the page opens on, fetched beside the configuration rather than after
 * the first render asks for it: a shell screen's chunk, or the routes of the remote owning the
 * path, and for a signed-in user the profile query's, as no guarded screen shows before the
 * profile (their own loads report a failure; this one only starts them). The requests the page
 * opens with (page-requests in the contracts) start beside the remote's code too.
 */
function preloadFirstScreen(store: PortalStore): void {
  const pathname = routerPathOf(location.pathname);
  preloadShellScreen(pathname);
  const remote = remoteForPath(pathname);
  if (remote) loadRemoteRoutes(remote).catch(() => undefined);
  if (!selectSignedIn(store.getState())) return;
  loadProfileQuery().catch(() => undefined);
  void startPageRequests(store, pathname, location.search);
}

export async function start(runtimeConfig: Promise<RuntimeConfig>): Promise<void> {
  try {
    const { config, remotes } = await runtimeConfig;
    registerPortalRemotes(remotes);
    const store = createPortalStore({ config });
    preloadFirstScreen(store);
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  } catch {
    root.render(<StartupError onRetry={() => void start(loadRuntimeConfig())} />);
  }
}
