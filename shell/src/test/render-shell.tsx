import { renderRoutes, type RenderRoutesOptions } from '@portal/contracts/testing/render-routes';
import { shellRoutes } from '../app/routes.tsx';

/** The whole shell at a path below /v3, with a real store and router. */
export function renderShell(options: RenderRoutesOptions) {
  return renderRoutes(shellRoutes, { ...options, basename: '/v3', path: `/v3${options.path}` });
}
