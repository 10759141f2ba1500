import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { BusinessTwoFactorNotice } from './BusinessTwoFactorNotice.tsx';
import { TwoFactorGate } from './TwoFactorGate.tsx';
import { useIdleLogout } from './useIdleLogout.ts';

/** What watches over a signed-in user: idle logout, mandatory 2FA, the business-account notice. */
export function SignedInServices() {
  const { user } = useCurrentUser();
  useIdleLogout(user);
  return (
    <>
      <TwoFactorGate user={user} />
      <BusinessTwoFactorNotice user={user} />
    </>
  );
}
