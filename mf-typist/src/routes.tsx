import { lazy } from 'react';
import { Role, type PortalRoute, type RouteAccess } from '@portal/contracts';
import { lazyPage } from '@portal/ui';

// Each page (and the table, forms, dialogs and endpoints it brings) loads on its first visit.
const OfferedJobsPage = lazy(() =>
  import('./features/offered-jobs/index.ts').then((m) => ({ default: m.OfferedJobsPage })),
);
const AssignedJobsPage = lazy(() =>
  import('./features/assigned-jobs/index.ts').then((m) => ({ default: m.AssignedJobsPage })),
);
const ProofreaderQueuePage = lazy(() =>
  import('./features/proofreading/index.ts').then((m) => ({ default: m.ProofreaderQueuePage })),
);
const JobIssueApprovingPage = lazy(() =>
  import('./features/issue-approving/index.ts').then((m) => ({
    default: m.JobIssueApprovingPage,
  })),
);
const ShiftbookerPage = lazy(() =>
  import('./features/shift/index.ts').then((m) => ({ default: m.ShiftbookerPage })),
);
const ContractsPage = lazy(() =>
  import('./features/staff-contracts/index.ts').then((m) => ({ default: m.ContractsPage })),
);
const InvoicesPage = lazy(() =>
  import('./features/invoice/index.ts').then((m) => ({ default: m.InvoicesPage })),
);

/**
 * The typist part (/v3/typist/...): a typist sent to log in on the way comes back to it (staff
 * spec section 2, "redirect back after login").
 */
const typistPart = { login: true, roles: [Role.TYPIST], returnAfterLogin: true } as const;

/** Staff spec sections 2 and 6: who reaches each route, and under which flag. */
export const access = {
  typists: typistPart,
  issueApproving: { login: true, roles: [Role.TYPIST] },
  proofreaders: { login: true, roles: [Role.PROOFREADER] },
  /** The jobs on offer exist only with self-assign offers; without, the typist's own jobs. */
  offers: { ...typistPart, flag: 'selfAssignOffers', flagRedirect: '/v3/typist/library/assigned' },
  typistContracts: { ...typistPart, flag: 'contracts' },
  proofreaderContracts: { login: true, roles: [Role.PROOFREADER], flag: 'contracts' },
  typistShifts: { ...typistPart, flag: 'shifts' },
  proofreaderShifts: { login: true, roles: [Role.PROOFREADER], flag: 'proofreaderShifts' },
} as const satisfies Record<string, RouteAccess>;

const routes: PortalRoute[] = [
  { path: 'typist/library', element: lazyPage(<OfferedJobsPage />), handle: access.offers },
  {
    path: 'typist/library/assigned',
    element: lazyPage(<AssignedJobsPage />),
    handle: access.typists,
  },
  // One Contracts page for both roles.
  {
    path: 'typist/contracts',
    element: lazyPage(<ContractsPage />),
    handle: access.typistContracts,
  },
  {
    path: 'typist/shiftbooker',
    element: lazyPage(<ShiftbookerPage />),
    handle: access.typistShifts,
  },
  { path: 'typist/invoices', element: lazyPage(<InvoicesPage />), handle: access.typists },
  { path: 'proofreader', element: lazyPage(<ProofreaderQueuePage />), handle: access.proofreaders },
  {
    path: 'proofreader/shiftbooker',
    element: lazyPage(<ShiftbookerPage />),
    handle: access.proofreaderShifts,
  },
  {
    path: 'proofreader/contracts',
    element: lazyPage(<ContractsPage />),
    handle: access.proofreaderContracts,
  },
  {
    path: 'job-issue-approving/:id',
    element: lazyPage(<JobIssueApprovingPage />),
    handle: access.issueApproving,
  },
];

export default routes;
