import type { RouteTable } from './contract.ts';
import { userRoutes } from '../user/routes.ts';
import { authRoutes } from '../auth/routes.ts';
import { mfaRoutes } from '../mfa/routes.ts';
import { socialRoutes } from '../social/routes.ts';
import { activatorRoutes } from '../activator/routes.ts';
import { promoCodeRoutes } from '../promo-codes/routes.ts';
import { servicesRoutes } from '../services/routes.ts';
import { mediaRoutes } from '../media/routes.ts';
import { mediaReturnRoutes } from '../media-return/routes.ts';
import { mediaEditRoutes } from '../media-edits/routes.ts';
import { mediaAssignmentRoutes } from '../media-assignment/routes.ts';
import { splitRoutes } from '../split/routes.ts';
import { speechToTextRoutes } from '../speech-to-text/routes.ts';
import { cartRoutes } from '../cart/routes.ts';
import { paymentRoutes } from '../payment/routes.ts';
import { projectRoutes } from '../project/routes.ts';
import { projectPermissionRoutes } from '../project-permission/routes.ts';
import { companyRoutes } from '../company/routes.ts';
import { transcriptRoutes } from '../transcript/routes.ts';
import { storageRoutes } from '../storage/routes.ts';
import { outboxRoutes } from '../mail/outbox-routes.ts';
import { e2eRoutes } from '../e2e-support/e2e-routes.ts';
import { portalRoutes } from '../portal/routes.ts';
import { jobRoutes } from '../job/routes.ts';
import { preBookingRoutes } from '../pre-booking/routes.ts';
import { liveBookingRoutes } from '../live-booking/routes.ts';
import { shiftRoutes } from '../shift/routes.ts';
import { typistSettingsRoutes } from '../typist-settings/routes.ts';
import { transcriptSnapshotRoutes } from '../transcript-snapshot/routes.ts';
import { typistActivityRoutes } from '../typist-activity/routes.ts';
import { spellCheckerRoutes } from '../spell-checker/routes.ts';
import { shortFileBashingRoutes } from '../short-file-bashing/routes.ts';
import { securityRequirementsRoutes } from './security-requirements.ts';
import { serviceDiscountRoutes } from '../service-discount/routes.ts';
import { adHocChargeRoutes } from '../ad-hoc-charge/routes.ts';
import { invoiceRoutes } from '../invoice/routes.ts';
import { monthInvoiceRoutes } from '../invoice/month-invoice-routes.ts';
import { reportRoutes } from '../report/routes.ts';
import { bulkDownloadRoutes } from '../media/bulk-download-routes.ts';
import { mediaImportRoutes } from '../media-import/routes.ts';

export * from './contract.ts';
export { userRoutes };
export { authRoutes };
export { mfaRoutes };
export { socialRoutes };
export { activatorRoutes, promoCodeRoutes };
export { servicesRoutes };
export { mediaRoutes };
export { mediaReturnRoutes };
export { mediaEditRoutes };
export { mediaAssignmentRoutes, splitRoutes };
export { speechToTextRoutes };
export { cartRoutes };
export { paymentRoutes };
export { projectRoutes };
export { projectPermissionRoutes };
export { companyRoutes };
export { transcriptRoutes };
export { storageRoutes };
export { outboxRoutes };
export { e2eRoutes };
export { portalRoutes };
export { jobRoutes };
export { preBookingRoutes };
export { liveBookingRoutes };
export { shiftRoutes };
export { typistSettingsRoutes };
export { transcriptSnapshotRoutes };
export { typistActivityRoutes };
export { spellCheckerRoutes };
export { shortFileBashingRoutes };
export { securityRequirementsRoutes };
export { serviceDiscountRoutes };
export { adHocChargeRoutes };
export { invoiceRoutes };
export { monthInvoiceRoutes };
export { reportRoutes };
export { bulkDownloadRoutes };
export { mediaImportRoutes };

/**
 * Every route of the API, one table per resource path (the first segment after /v1), as the
 * API module that owns the path registers them. A test holds the API's routes to these tables.
 */
const routeTables = [
  userRoutes,
  authRoutes,
  mfaRoutes,
  socialRoutes,
  activatorRoutes,
  promoCodeRoutes,
  servicesRoutes,
  mediaRoutes,
  mediaReturnRoutes,
  mediaEditRoutes,
  mediaAssignmentRoutes,
  splitRoutes,
  speechToTextRoutes,
  cartRoutes,
  paymentRoutes,
  projectRoutes,
  projectPermissionRoutes,
  companyRoutes,
  transcriptRoutes,
  storageRoutes,
  outboxRoutes,
  e2eRoutes,
  portalRoutes,
  jobRoutes,
  shiftRoutes,
  preBookingRoutes,
  liveBookingRoutes,
  typistSettingsRoutes,
  transcriptSnapshotRoutes,
  typistActivityRoutes,
  spellCheckerRoutes,
  shortFileBashingRoutes,
  securityRequirementsRoutes,
  serviceDiscountRoutes,
  adHocChargeRoutes,
  invoiceRoutes,
  monthInvoiceRoutes,
  reportRoutes,
  bulkDownloadRoutes,
  mediaImportRoutes,
] as const;

export const allRoutes: readonly RouteTable[] = routeTables;

type KeysOf<Tables extends readonly unknown[]> = Tables extends readonly [
  infer First,
  ...infer Rest,
]
  ? keyof First | KeysOf<Rest>
  : never;

/** The key of every route the API serves, as its table writes it. */
export type ApiRouteKey = Extract<KeysOf<typeof routeTables>, string>;

type Merged<Tables extends readonly unknown[]> = Tables extends readonly [
  infer First,
  ...infer Rest,
]
  ? First & Merged<Rest>
  : unknown;

/** Every route's contract by its key, whichever table holds it: what the API registers. */
export type ApiRoutes = Merged<typeof routeTables>;
export const apiRoutes = Object.assign({}, ...routeTables) as ApiRoutes;
