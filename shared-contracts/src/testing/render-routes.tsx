import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  MemoryRouter,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router';
import { STORAGE_KEYS } from '../common/constants.ts';
import type { PortalConfig } from '../portal/schema.ts';
import type { User } from '../user/schema.ts';
import { createPortalStore } from '../app/store.ts';
import { json, startFakeServer, type FakeServer } from './fake-server.ts';
import { testPortalConfig } from './portal-config.ts';

export interface RenderRoutesOptions {
  path: string;
  basename?: string;
  /** Signs this user in: stored tokens, and the profile call answers with the user. */
  signedInAs?: User;
  config?: Partial<PortalConfig>;
  /** Answers installed before the first render, overriding the defaults. */
  handlers?: (server: FakeServer) => void;
}

const active: FakeServer[] = [];
afterEach(() => active.splice(0).forEach((server) => server.restore()));

/**
 * Routes as the portal mounts them, with a real store and router; the network is `server` and
 * `location()` is where the router is now.
 */
export function renderRoutes(routes: RouteObject[], options: RenderRoutesOptions) {
  const { path, basename, signedInAs, config, handlers } = options;
  const server = startFakeServer();
  active.push(server);
  if (signedInAs) {
    const now = Date.now();
    const tokens = {
      accessToken: 'token',
      refreshToken: 'refresh',
      expiresAt: now + 900_000,
      stamp: now,
    };
    localStorage.setItem(STORAGE_KEYS.authToken, JSON.stringify(tokens));
    server.on('GET', '/v1/user/profile', () => json(200, signedInAs));
  }
  handlers?.(server);
  const store = createPortalStore({ config: testPortalConfig(config) });
  let current: Location | undefined;
  function Mounted() {
    current = useLocation();
    return useRoutes(routes);
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]} basename={basename}>
        <Mounted />
      </MemoryRouter>
    </Provider>,
  );
  return { server, store, location: () => current! };
}
