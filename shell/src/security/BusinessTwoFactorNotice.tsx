import { useState } from 'react';
import { Link } from 'react-router';
import { IconButton, CloseIcon } from '@portal/ui';
import { STORAGE_KEYS, readJson, writeJson, type User } from '@portal/contracts';

/** The attention-seeker key of client spec section 2. */
export const BA_TWO_FACTOR_NOTICE = 'ba-clients-2fa';

const dismissedNotices = (): string[] => {
  const value = readJson(localStorage, STORAGE_KEYS.attentionSeekers);
  return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
};

/** A business-account client is told about 2FA until they dismiss it or turn it on. */
export function BusinessTwoFactorNotice({ user }: { user: User | undefined }) {
  const [dismissed, setDismissed] = useState(() =>
    dismissedNotices().includes(BA_TWO_FACTOR_NOTICE),
  );
  if (!user?.isBusinessAccount || user.mfaEnabled || dismissed) return null;
  const dismiss = () => {
    writeJson(localStorage, STORAGE_KEYS.attentionSeekers, [
      ...dismissedNotices(),
      BA_TWO_FACTOR_NOTICE,
    ]);
    setDismissed(true);
  };
  return (
    <aside className="shell-notice" aria-label="Two-factor authentication for business accounts">
      <p>
        Business accounts can now protect their sign-in with two-factor authentication.{' '}
        <Link to="/profile">Set it up in your profile</Link>.
      </p>
      <IconButton label="Dismiss" icon={<CloseIcon />} onClick={dismiss} />
    </aside>
  );
}
