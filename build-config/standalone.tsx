import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import {
  PortalStoreProvider,
  ROOT_PATH,
  createPortalStore,
  type PortalConfig,
  type PortalRoute,
} from '@portal/contracts';

function Routes({ routes }: { routes: PortalRoute[] }) {
  return useRoutes(routes);
}

/**
 * A remote's own page for its team (`npm run dev -w mf-x`): its routes under /v3 with a store of
 * its own. The shell's frame and guards are absent; the API behind the dev server answers data.
 */
export async function renderStandalone(routes: PortalRoute[]): Promise<void> {
  const response = await fetch('/v3/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/v3/config.json answered ${response.status}`);
  const store = createPortalStore({ config: (await response.json()) as PortalConfig });
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <PortalStoreProvider store={store}>
        <BrowserRouter basename={ROOT_PATH}>
          <Routes routes={routes} />
        </BrowserRouter>
      </PortalStoreProvider>
    </StrictMode>,
  );
}
