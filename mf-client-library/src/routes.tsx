import { lazy } from 'react';
import { Navigate } from 'react-router';
import { Role, type PortalRoute, type RouteAccess } from '@portal/contracts';
import { lazyPage } from '@portal/ui';
import { RememberVisit } from './features/company/RememberVisit.tsx';
import { LibraryPage } from './features/library/LibraryPage.tsx';

// Each page (and the table, forms and dialogs it brings) loads on its first visit.
const PendingInvitationsPage = lazy(() =>
  import('./features/invitations/PendingInvitationsPage.tsx').then((m) => ({
    default: m.PendingInvitationsPage,
  })),
);
const ProjectInvitationPage = lazy(() =>
  import('./features/invitations/ProjectInvitationPage.tsx').then((m) => ({
    default: m.ProjectInvitationPage,
  })),
);
const OwnershipInvitationPage = lazy(() =>
  import('./features/invitations/OwnershipInvitationPage.tsx').then((m) => ({
    default: m.OwnershipInvitationPage,
  })),
);
const CompanyInvitationPage = lazy(() =>
  import('./features/invitations/CompanyInvitationPage.tsx').then((m) => ({
    default: m.CompanyInvitationPage,
  })),
);
const AdminProjectsPage = lazy(() =>
  import('./features/library/AdminProjectsPage.tsx').then((m) => ({
    default: m.AdminProjectsPage,
  })),
);
const LiveNotesLibraryPage = lazy(() =>
  import('./features/live-notes/LiveNotesLibraryPage.tsx').then((m) => ({
    default: m.LiveNotesLibraryPage,
  })),
);
const BookingPage = lazy(() =>
  import('./features/live-notes/BookingPage.tsx').then((m) => ({ default: m.BookingPage })),
);
const BusinessAccountPage = lazy(() =>
  import('./features/company/BusinessAccountPage.tsx').then((m) => ({
    default: m.BusinessAccountPage,
  })),
);

/** Client spec section 2 and staff spec section 2: who reaches each route. */
export const access = {
  clients: { login: true, roles: [Role.CLIENT] },
  admins: { login: true, roles: [Role.ADMIN, Role.SUPER_ADMIN], flag: 'adminProjects' },
  signedIn: { login: true },
  invited: { login: true, returnAfterLogin: true },
  // The API answers each user only their own projects and bookings.
  live: { login: true, flag: 'liveNotetaking' },
} as const satisfies Record<string, RouteAccess>;

const routes: PortalRoute[] = [
  // A login is all the library needs: anyone signed in, staff too, sees their own projects.
  { path: 'library', element: <Navigate to="/library/my" replace />, handle: access.signedIn },
  { path: 'library/:type', element: <LibraryPage />, handle: access.signedIn },
  { path: 'admin/projects', element: lazyPage(<AdminProjectsPage />), handle: access.admins },
  {
    path: 'live-notetaking-library',
    element: <Navigate to="/live-notetaking-library/my" replace />,
    handle: access.live,
  },
  {
    path: 'live-notetaking-library/:type',
    element: lazyPage(<LiveNotesLibraryPage />),
    handle: access.live,
  },
  // create-booking and editor below this path are other remotes' (the longest prefix wins).
  { path: 'live-notetaking/:bookingId', element: lazyPage(<BookingPage />), handle: access.live },
  {
    path: 'pending-invitations',
    element: lazyPage(<PendingInvitationsPage />),
    handle: access.signedIn,
  },
  {
    path: 'project-invitation/:hash',
    element: lazyPage(<ProjectInvitationPage />),
    handle: access.invited,
  },
  {
    path: 'project-ownership-invitation/:hash',
    element: lazyPage(<OwnershipInvitationPage />),
    handle: access.invited,
  },
  // A signed-out visit to these two is remembered: the next sign-in lands back on it.
  {
    element: <RememberVisit />,
    children: [
      {
        path: 'company-invitation/:hash',
        element: lazyPage(<CompanyInvitationPage />),
        handle: access.invited,
      },
      {
        path: 'business-account',
        element: lazyPage(<BusinessAccountPage />),
        handle: access.clients,
      },
    ],
  },
];

export default routes;
