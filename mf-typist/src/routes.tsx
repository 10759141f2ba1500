import { Navigate } from 'react-router';
import { Role, type PortalRoute, type RouteAccess } from '@portal/contracts';
import { AreaLanding } from './features/landing/AreaLanding.tsx';

const typists: RouteAccess = { login: true, roles: [Role.TYPIST] };
const proofreaders: RouteAccess = { login: true, roles: [Role.PROOFREADER] };

const routes: PortalRoute[] = [
  {
    path: 'typist/library',
    element: <Navigate to="/typist/library/assigned" replace />,
    handle: typists,
  },
  {
    path: 'typist/library/assigned',
    element: <AreaLanding title="Assigned jobs" />,
    handle: typists,
  },
  { path: 'proofreader', element: <AreaLanding title="Proofreader home" />, handle: proofreaders },
];

export default routes;
