import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button, Dialog } from '@portal/ui';
import { requiresTwoFactor, type User } from '@portal/contracts';

export const reminderTexts = {
  title: 'Please enable 2FA',
  text: 'Two-Factor Authentication is now required for admins, proofreaders and typists. Please enable it in your settings before proceeding to other actions.',
  button: 'Got it',
} as const;

// What enabling 2FA takes, and the way out.
const openPaths = ['/profile', '/logout'];

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
  if (!openPaths.includes(location.pathname)) {
    const state: ReminderState = { twoFactorReminder: true };
    return <Navigate to="/profile" replace state={state} />;
  }
  const open = (location.state as ReminderState | null)?.twoFactorReminder === true;
  const close = () => navigate(location.pathname, { replace: true, state: null });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={reminderTexts.title}
      description={reminderTexts.text}
      size="sm"
      actions={
        <Button variant="primary" onClick={close}>
          {reminderTexts.button}
        </Button>
      }
    />
  );
}
