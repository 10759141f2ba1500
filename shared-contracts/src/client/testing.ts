/** Helpers for tests of any package that talks to the API through the portal store. */
export { json, startFakeServer, type FakeServer, type Handler } from './test/fake-server.ts';
export { testPortalConfig } from './test/portal-config.ts';
export { renderRoutes, type RenderRoutesOptions } from './test/render-routes.tsx';
export { testUser } from '../core/test/test-user.ts';
export { testService } from '../core/test/test-service.ts';
export { testMedia, unpricedMedia } from '../core/test/test-media.ts';
export { testCart } from '../core/test/test-cart.ts';
export { testProject } from '../core/test/test-project.ts';
export { jobPageOf, testJob } from '../core/test/test-job.ts';
export { invoicePageOf, testInvoice } from '../core/test/test-invoice.ts';
export { staffMediaPageOf, testStaffJob, testStaffMedia } from '../core/test/test-staff-media.ts';
export { testStaffUser } from '../core/test/test-staff-user.ts';
