import { Suspense, lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteGuard } from '../guards/RouteGuard.tsx';
import { PageSkeleton } from '../layout/PageSkeleton.tsx';

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

const loaded = (Page: ComponentType) => (
  <Suspense fallback={<PageSkeleton />}>
    <Page />
  </Suspense>
);

/** Registration, activation and password reset (client spec section 2); all headless screens. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'registration',
    element: <RouteGuard access={{ anonymousOnly: true }}>{loaded(RegistrationPage)}</RouteGuard>,
  },
  { path: 'registration-activator', element: loaded(ActivationPage) },
  { path: 'set-password', element: loaded(SetPasswordPage) },
  { path: 'password-reset', element: loaded(PasswordResetPage) },
];
