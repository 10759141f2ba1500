import { useGetStatisticsQuery } from '@portal/contracts/user/client';
import { useFirstUserTags } from '../analytics/first-user-tags.ts';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { BusinessTwoFactorNotice } from './BusinessTwoFactorNotice.tsx';
import { ContractsGate } from './ContractsGate.tsx';
import { TwoFactorGate } from './TwoFactorGate.tsx';
import { useIdleLogout } from './useIdleLogout.ts';

/**
 * What watches over a signed-in user: idle logout, mandatory 2FA, the contract gate, the
 * business-account notice; and what comes with a sign-in: the first user's analytics tags and
 * the user's statistics, preloaded with the profile (client spec section 2) for the screens that
 * show them. Statistics that fail to load stay empty and show no error (section 4).
 * `signedInHere`: the session began with a sign-in on this page, not restored from storage.
 */
export function SignedInServices({ signedInHere }: { signedInHere: boolean }) {
  const { user } = useCurrentUser();
  useIdleLogout(user, signedInHere);
  useFirstUserTags(user);
  useGetStatisticsQuery();
  return (
    <>
      <TwoFactorGate user={user} />
      <ContractsGate user={user} />
      <BusinessTwoFactorNotice user={user} />
    </>
  );
}
