import type { PortalRoute } from '@portal/contracts';

// No screen of this remote is built yet, and the portal shows none that is not built.
const routes: PortalRoute[] = [];

export default routes;
