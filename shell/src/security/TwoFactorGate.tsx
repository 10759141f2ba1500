import { Suspense, lazy } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { requiresTwoFactor, type User } from '@portal/contracts';
import { heldForTwoFactor } from './gate-holds.ts';
// Only staff without 2FA ever see it: the first load does without the dialog.
const TwoFactorReminder = lazy(() =>
  import('./TwoFactorReminder.tsx').then((module) => ({ default: module.TwoFactorReminder })),
);

interface ReminderState {
  twoFactorReminder?: boolean;
}

/**
 * Staff without two-factor authentication are held on /v3/profile: any other route sends them
 * there with the reminder (client spec section 2); the server refuses their other calls too.
 */
export function TwoFactorGate({ user }: { user: User | undefined }) {
  const location = useLocation();
  const navigate = useNavigate();
  if (!user || !requiresTwoFactor(user.role) || user.mfaEnabled) return null;
  if (heldForTwoFactor(user, location.pathname)) {
    const state: ReminderState = { twoFactorReminder: true };
    return <Navigate to="/profile" replace state={state} />;
  }
  const open = (location.state as ReminderState | null)?.twoFactorReminder === true;
  const close = () => navigate(location.pathname, { replace: true, state: null });
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <TwoFactorReminder onClose={close} />
    </Suspense>
  );
}
