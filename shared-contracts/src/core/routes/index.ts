import type { RouteTable } from './contract.ts';
import { userRoutes } from './user.ts';
import { authRoutes } from './auth.ts';
import { mfaRoutes } from './mfa.ts';
import { socialRoutes } from './social.ts';
import { activatorRoutes } from './activator.ts';
import { servicesRoutes } from './services.ts';
import { mediaRoutes } from './media.ts';
import { mediaReturnRoutes } from './media-return.ts';
import { mediaEditRoutes } from './media-edits.ts';
import { mediaAssignmentRoutes } from './media-assignment.ts';
import { speechToTextRoutes } from './speech-to-text.ts';
import { cartRoutes } from './cart.ts';
import { paymentRoutes } from './payment.ts';
import { projectRoutes } from './project.ts';
import { projectPermissionRoutes } from './project-permission.ts';
import { companyRoutes } from './company.ts';
import { transcriptRoutes } from './transcript.ts';
import { storageRoutes } from './storage.ts';
import { outboxRoutes } from './outbox.ts';
import { e2eRoutes } from './e2e.ts';
import { portalRoutes } from './portal.ts';
import { jobRoutes } from './job.ts';
import { preBookingRoutes } from './pre-booking.ts';
import { liveBookingRoutes } from './live-booking.ts';
import { shiftRoutes } from './shift.ts';
import { typistSettingsRoutes } from './typist-settings.ts';
import { transcriptSnapshotRoutes } from './transcript-snapshot.ts';
import { typistActivityRoutes } from './typist-activity.ts';
import { spellCheckerRoutes } from './spell-checker.ts';
import { shortFileBashingRoutes } from './short-file-bashing.ts';
import { securityRequirementsRoutes } from './security-requirements.ts';
import { serviceDiscountRoutes } from './service-discount.ts';
import { adHocChargeRoutes } from './ad-hoc-charge.ts';
import { invoiceRoutes } from './invoice.ts';
import { monthInvoiceRoutes } from './month-invoice.ts';
import { reportRoutes } from './report.ts';
import { bulkDownloadRoutes } from './bulk-download.ts';

export * from './contract.ts';
export { userRoutes };
export { authRoutes };
export { mfaRoutes };
export { socialRoutes };
export { activatorRoutes };
export { servicesRoutes };
export { mediaRoutes };
export { mediaReturnRoutes };
export { mediaEditRoutes };
export { mediaAssignmentRoutes };
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
  servicesRoutes,
  mediaRoutes,
  mediaReturnRoutes,
  mediaEditRoutes,
  mediaAssignmentRoutes,
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
