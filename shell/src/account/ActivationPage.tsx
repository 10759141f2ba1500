import { Navigate } from 'react-router';
import { ActivationGate } from './ActivationGate.tsx';
import { AccountScreen } from './AccountScreen.tsx';

/** /v3/registration-activator: checks the mailed link, then hands over to setting the password. */
export function ActivationPage() {
  return (
    <AccountScreen title="Activate your account">
      <ActivationGate>
        {({ hash }) => <Navigate to={`/set-password?hash=${encodeURIComponent(hash)}`} replace />}
      </ActivationGate>
    </AccountScreen>
  );
}
