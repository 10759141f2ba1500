import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { accountRoutes } from '../account/account-routes.tsx';
import { LogoutPage } from '../auth/LogoutPage.tsx';
import { RootRedirect } from '../auth/RootRedirect.tsx';
import { RouteGuard } from '../guards/RouteGuard.tsx';
import { lazyScreen } from '../layout/lazy-screen.tsx';
import { ShellLayout } from '../layout/ShellLayout.tsx';
import { MaintenancePage } from '../pages/MaintenancePage.tsx';
import { RemoteRoutes } from '../remotes/RemoteRoutes.tsx';

// The form library comes with the login page, so signed-in users rarely download it.
const LoginRoute = lazy(() =>
  import('../auth/LoginPage.tsx').then((m) => ({ default: m.LoginRoute })),
);

const ProfilePage = lazy(() =>
  import('../profile/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })),
);

/** The shell's own screens; every other path belongs to a remote or goes back to /v3. */
export const shellRoutes: RouteObject[] = [
  {
    element: <ShellLayout />,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: 'login', element: lazyScreen('login', LoginRoute) },
      {
        path: 'logout',
        element: (
          <RouteGuard access={{ login: true }}>
            <LogoutPage />
          </RouteGuard>
        ),
      },
      {
        path: 'profile',
        element: (
          <RouteGuard access={{ login: true, returnAfterLogin: true }}>
            {lazyScreen('profile', ProfilePage)}
          </RouteGuard>
        ),
      },
      ...accountRoutes,
      { path: 'maintenance', element: <MaintenancePage /> },
      { path: '*', element: <RemoteRoutes /> },
    ],
  },
];
