import { BrowserRouter, useRoutes } from 'react-router';
import { PIXEL_UPDATE_PATH, PortalStoreProvider, type PortalStore } from '@portal/contracts';
import { PixelUpdatePage } from '../pages/PixelUpdatePage.tsx';
import { shellRoutes } from './routes.tsx';

function ShellRoutes() {
  return useRoutes(shellRoutes);
}

/** Every route sits under /v3 (client spec section 2) but the pixel-update stub. */
export function App({ store }: { store: PortalStore }) {
  return (
    <PortalStoreProvider store={store}>
      {window.location.pathname === PIXEL_UPDATE_PATH ? (
        <PixelUpdatePage />
      ) : (
        <BrowserRouter basename="/v3">
          <ShellRoutes />
        </BrowserRouter>
      )}
    </PortalStoreProvider>
  );
}
