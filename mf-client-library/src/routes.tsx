import { Navigate } from 'react-router';
import { Role, type PortalRoute, type RouteAccess } from '@portal/contracts';
import { LibraryPage } from './features/library/LibraryPage.tsx';

const clients: RouteAccess = { login: true, roles: [Role.CLIENT] };

const routes: PortalRoute[] = [
  { path: 'library', element: <Navigate to="/library/my" replace />, handle: clients },
  { path: 'library/:type', element: <LibraryPage />, handle: clients },
];

export default routes;
