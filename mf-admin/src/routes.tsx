import { lazy } from 'react';
import { Navigate } from 'react-router';
import { Role, type PortalRoute, type RouteAccess } from '@portal/contracts';
import { lazyPage } from '@portal/ui';

const admins: RouteAccess = { login: true, roles: [Role.ADMIN, Role.SUPER_ADMIN] };
const restrictedAdmins: RouteAccess = { login: true, roles: [Role.RESTRICTED_ADMIN] };
const superAdmins: RouteAccess = { login: true, roles: [Role.SUPER_ADMIN] };

// The assign grid (its table, filters and menus) loads on its first visit.
const AssignGridPage = lazy(() =>
  import('./features/assign-grid/index.ts').then((m) => ({ default: m.AssignGridPage })),
);

// The live note-taking grid: a view of the assign grid, in the same chunk.
const LiveNotetakingPage = lazy(() =>
  import('./features/assign-grid/index.ts').then((m) => ({ default: m.LiveNotetakingPage })),
);

const PreBookingsPage = lazy(() =>
  import('./features/pre-booking/PreBookingsPage.tsx').then((m) => ({
    default: m.PreBookingsPage,
  })),
);

const SpellDictionaryPage = lazy(() =>
  import('./features/spell-dictionary/SpellDictionaryPage.tsx').then((m) => ({
    default: m.SpellDictionaryPage,
  })),
);

const ShiftCapacityPage = lazy(() =>
  import('./features/shift/ShiftCapacityPage.tsx').then((m) => ({
    default: m.ShiftCapacityPage,
  })),
);

const UsersPage = lazy(() =>
  import('./features/user/UsersPage.tsx').then((m) => ({ default: m.UsersPage })),
);

const InvoicesPage = lazy(() =>
  import('./features/invoice/InvoicesPage.tsx').then((m) => ({ default: m.InvoicesPage })),
);

const CompaniesPage = lazy(() =>
  import('./features/company/CompaniesPage.tsx').then((m) => ({ default: m.CompaniesPage })),
);

const ServicesPage = lazy(() =>
  import('./features/services/ServicesPage.tsx').then((m) => ({ default: m.ServicesPage })),
);
const ServicePage = lazy(() =>
  import('./features/services/ServicePage.tsx').then((m) => ({ default: m.ServicePage })),
);

const PromoCodesPage = lazy(() =>
  import('./features/promo-codes/PromoCodesPage.tsx').then((m) => ({ default: m.PromoCodesPage })),
);
const ReportsPage = lazy(() =>
  import('./features/report/ReportsPage.tsx').then((m) => ({ default: m.ReportsPage })),
);
const ServiceDiscountsPage = lazy(() =>
  import('./features/service-discount/ServiceDiscountsPage.tsx').then((m) => ({
    default: m.ServiceDiscountsPage,
  })),
);

const routes: PortalRoute[] = [
  { path: 'admin/assign', element: lazyPage(<AssignGridPage />), handle: admins },
  {
    path: 'admin/live-notetaking',
    element: lazyPage(<LiveNotetakingPage />),
    handle: { ...admins, flag: 'liveNotetaking' },
  },
  {
    path: 'admin/pre-bookings',
    element: lazyPage(<PreBookingsPage />),
    handle: { ...admins, flag: 'prebookings' },
  },
  { path: 'admin/spell-dictionary', element: lazyPage(<SpellDictionaryPage />), handle: admins },
  {
    path: 'admin/shifts/capacity',
    element: lazyPage(<ShiftCapacityPage />),
    handle: { ...admins, flag: 'shifts' },
  },
  { path: 'admin/companies', element: lazyPage(<CompaniesPage />), handle: admins },
  { path: 'admin/invoices', element: lazyPage(<InvoicesPage />), handle: admins },
  { path: 'admin/users', element: <Navigate to="/admin/users/client" replace />, handle: admins },
  { path: 'admin/users/:list', element: lazyPage(<UsersPage />), handle: admins },
  { path: 'radmin', element: <Navigate to="/radmin/assign" replace />, handle: restrictedAdmins },
  {
    path: 'radmin/assign',
    element: lazyPage(<AssignGridPage />),
    handle: restrictedAdmins,
  },
  {
    path: 'radmin/live-notetaking',
    element: lazyPage(<LiveNotetakingPage />),
    handle: { ...restrictedAdmins, flag: 'liveNotetaking' },
  },
  {
    path: 'radmin/pre-bookings',
    element: lazyPage(<PreBookingsPage />),
    handle: { ...restrictedAdmins, flag: 'prebookings' },
  },
  {
    path: 'super-admin',
    element: <Navigate to="/super-admin/services" replace />,
    handle: superAdmins,
  },
  { path: 'super-admin/services', element: lazyPage(<ServicesPage />), handle: superAdmins },
  {
    path: 'super-admin/services/:serviceId',
    element: lazyPage(<ServicePage />),
    handle: superAdmins,
  },
  { path: 'super-admin/reports', element: lazyPage(<ReportsPage />), handle: superAdmins },
  {
    path: 'super-admin/promo-codes',
    element: lazyPage(<PromoCodesPage />),
    handle: { ...superAdmins, flag: 'discountCodes' },
  },
  {
    path: 'super-admin/service-discounts',
    element: lazyPage(<ServiceDiscountsPage />),
    handle: superAdmins,
  },
];

export default routes;
