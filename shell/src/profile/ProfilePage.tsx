import { Page } from '@portal/ui';
import { can, requiresTwoFactor } from '@portal/contracts';
import { useGetMfaQuery } from '@portal/contracts/mfa/client';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { PageSkeleton } from '../layout/PageSkeleton.tsx';
import { ClientSettings } from './ClientSettings.tsx';
import { PasswordChange } from './PasswordChange.tsx';
import { PersonalDetails } from './PersonalDetails.tsx';
import { TwoFactorSettings } from './TwoFactorSettings.tsx';
import './profile.css';

/** /v3/profile: personal details, password, two-factor setup and, for clients, their settings. */
export function ProfilePage() {
  const { user } = useCurrentUser();
  // The page appears whole once the two-factor settings are in too: drawn before them, it would
  // grow under the reader as their section filled in.
  const twoFactor = useGetMfaQuery();
  if (!user || twoFactor.isLoading) return <PageSkeleton />;
  // Staff held here until 2FA is on find what they came for at the top. The key keeps the section
  // (and the recovery codes it shows once) mounted when 2FA turns on and it moves down.
  const twoFactorFirst = requiresTwoFactor(user.role) && !user.mfaEnabled;
  return (
    <Page title="Profile">
      <div className="shell-profile">
        {twoFactorFirst && <TwoFactorSettings key="two-factor" />}
        <PersonalDetails user={user} />
        {!twoFactorFirst && <TwoFactorSettings key="two-factor" />}
        <PasswordChange user={user} />
        {can(user, 'cart.own') && <ClientSettings user={user} />}
      </div>
    </Page>
  );
}
