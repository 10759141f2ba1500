import { featureFlagsFor, Role, type FeatureFlags } from '@portal/contracts';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import type { FakeServer } from '@portal/contracts/testing/fake-server';
import routes from '../routes.tsx';

interface RenderOptions {
  as?: typeof Role.TYPIST | typeof Role.PROOFREADER;
  /** Flags over the e2e environment's (every staff flag on). */
  flags?: Partial<FeatureFlags>;
  handlers?: (server: FakeServer) => void;
}

/** mf-typist's routes at `path`, signed in as the test typist (id 8) or proofreader (id 16). */
export function renderTypist(path: string, { as = Role.TYPIST, flags, handlers }: RenderOptions) {
  const rendered = renderRoutes(routes, {
    path,
    signedInAs: testUser(as),
    config: { featureFlags: featureFlagsFor('e2e', flags) },
    handlers,
  });
  return {
    ...rendered,
    /** Each notification shown so far, as [type, title, text]. */
    notifications: () =>
      rendered.store
        .getState()
        .notifications.items.map((item) => [item.type, item.title, item.desc]),
    /** The queries of the GET /v1/job calls made so far. */
    jobLists: () =>
      rendered.server.requests
        .filter((request) => request.method === 'GET')
        .map((request) => new URL(request.url))
        .filter((url) => url.pathname === '/v1/job')
        .map((url) => url.searchParams),
    /** The bodies of the calls made to `method path`. */
    sent: (method: string, path: string) =>
      Promise.all(
        rendered.server.requests
          .filter((request) => request.method === method && new URL(request.url).pathname === path)
          .map((request) => request.clone().text()),
      ),
  };
}
