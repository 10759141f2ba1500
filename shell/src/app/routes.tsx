import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { accountRoutes } from '../account/account-routes.tsx';
import { CurrentUserProvider } from '../auth/CurrentUserProvider.tsx';
import { RootRedirect } from '../auth/RootRedirect.tsx';
import { RouteGuard } from '../guards/RouteGuard.tsx';
import { lazyScreen } from '../layout/lazy-screen.tsx';
import { ShellLayout } from '../layout/ShellLayout.tsx';
import { MaintenancePage } from '../pages/MaintenancePage.tsx';
import { RemoteRoutes } from '../remotes/RemoteRoutes.tsx';

// The form library comes with the login page, so signed-in users rarely download it.
const loadLogin = () => import('../auth/LoginPage.tsx');
const LoginRoute = lazy(() => loadLogin().then((m) => ({ default: m.LoginRoute })));

const loadProfile = () => import('../profile/ProfilePage.tsx');
const ProfilePage = lazy(() => loadProfile().then((m) => ({ default: m.ProfilePage })));

// Signing out needs the API slice, which a visitor's first load does without.
const LogoutPage = lazy(() =>
  import('../auth/LogoutPage.tsx').then((m) => ({ default: m.LogoutPage })),
);

const lazyScreens = new Map<string, () => Promise<unknown>>([
  ['/login', loadLogin],
  ['/profile', loadProfile],
]);

/**
 * Starts downloading a lazy shell screen's code when the page opens on it (a router path), so it
 * arrives with the shell instead of after the first render; its lazy route takes it from there.
 */
export function preloadShellScreen(pathname: string): void {
  const load = lazyScreens.get(pathname);
  load?.().catch(() => undefined);
}

/** The shell's own screens; every other path belongs to a remote or goes back to /v3. */
export const shellRoutes: RouteObject[] = [
  {
    element: (
      <CurrentUserProvider>
        <ShellLayout />
      </CurrentUserProvider>
    ),
    children: [
      { index: true, element: <RootRedirect /> },
      { path: 'login', element: lazyScreen('login', LoginRoute) },
      {
        path: 'logout',
        element: (
          <RouteGuard access={{ login: true }}>{lazyScreen('logout', LogoutPage)}</RouteGuard>
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
