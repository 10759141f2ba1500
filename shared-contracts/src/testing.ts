/** Helpers for tests of any package that talks to the API through the portal store. */
export { json, startFakeServer, type FakeServer, type Handler } from './test/fake-server.ts';
export { testPortalConfig } from './test/portal-config.ts';
export { renderRoutes, type RenderRoutesOptions } from './test/render-routes.tsx';
export { testUser } from './test/test-user.ts';
export { testService } from './test/test-service.ts';
export { testMedia, unpricedMedia } from './test/test-media.ts';
export { testCart } from './test/test-cart.ts';
