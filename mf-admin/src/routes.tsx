import { Navigate } from 'react-router';
import { Role, type PortalRoute, type RouteAccess } from '@portal/contracts';
import { AreaLanding } from './features/landing/AreaLanding.tsx';

const admins: RouteAccess = { login: true, roles: [Role.ADMIN, Role.SUPER_ADMIN] };
const restrictedAdmins: RouteAccess = { login: true, roles: [Role.RESTRICTED_ADMIN] };

const routes: PortalRoute[] = [
  { path: 'admin/projects', element: <AreaLanding title="Projects" />, handle: admins },
  { path: 'admin/assign', element: <AreaLanding title="Transcription" />, handle: admins },
  { path: 'radmin', element: <Navigate to="/radmin/assign" replace />, handle: restrictedAdmins },
  {
    path: 'radmin/assign',
    element: <AreaLanding title="Transcription" />,
    handle: restrictedAdmins,
  },
];

export default routes;
