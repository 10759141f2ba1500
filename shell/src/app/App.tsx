import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router';
import type { PortalStore } from '@portal/contracts';
import { shellRoutes } from './routes.tsx';

function ShellRoutes() {
  return useRoutes(shellRoutes);
}

export function App({ store }: { store: PortalStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter basename="/v3">
        <ShellRoutes />
      </BrowserRouter>
    </Provider>
  );
}
