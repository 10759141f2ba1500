import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { BusinessTwoFactorNotice } from './BusinessTwoFactorNotice.tsx';
import { ContractsGate } from './ContractsGate.tsx';
import { TwoFactorGate } from './TwoFactorGate.tsx';
import { useIdleLogout } from './useIdleLogout.ts';

/**
 * What watches over a signed-in user: idle logout, mandatory 2FA, the contract gate, the
 * business-account notice.
 * `signedInHere`: the session began with a sign-in on this page, not restored from storage.
 */
export function SignedInServices({ signedInHere }: { signedInHere: boolean }) {
  const { user } = useCurrentUser();
  useIdleLogout(user, signedInHere);
  return (
    <>
      <TwoFactorGate user={user} />
      <ContractsGate user={user} />
      <BusinessTwoFactorNotice user={user} />
    </>
  );
}
