import { portalConfigSchema, remotesManifestSchema } from './schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/** The web portal: its run-time configuration, where its remotes are, and its files. */
export const portalRoutes = defineRoutes({
  'GET /v3/remotes.json': { response: { 200: remotesManifestSchema } },
  'GET /v3/config.json': { response: { 200: portalConfigSchema } },
  // The shell's files, and index.html for its client routes.
  'GET /v3/*': { response: {} },
});

export type PortalRoutes = typeof portalRoutes;
