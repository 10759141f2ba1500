import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RouteGuard } from '../guards/RouteGuard.tsx';
import { lazyScreen } from '../layout/lazy-screen.tsx';

// Each screen is its own chunk: visitors who never register or reset download none of it.
const RegistrationPage = lazy(() =>
  import('./RegistrationPage.tsx').then((m) => ({ default: m.RegistrationPage })),
);
const ActivationPage = lazy(() =>
  import('./ActivationPage.tsx').then((m) => ({ default: m.ActivationPage })),
);
const SetPasswordPage = lazy(() =>
  import('./SetPasswordPage.tsx').then((m) => ({ default: m.SetPasswordPage })),
);
const PasswordResetPage = lazy(() =>
  import('./PasswordResetPage.tsx').then((m) => ({ default: m.PasswordResetPage })),
);

/** Registration, activation and password reset (client spec section 2); all headless screens. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'registration',
    element: (
      <RouteGuard access={{ anonymousOnly: true }}>
        {lazyScreen('registration', RegistrationPage)}
      </RouteGuard>
    ),
  },
  { path: 'registration-activator', element: lazyScreen('registration-activator', ActivationPage) },
  { path: 'set-password', element: lazyScreen('set-password', SetPasswordPage) },
  { path: 'password-reset', element: lazyScreen('password-reset', PasswordResetPage) },
];
