import { ErrorState } from '@portal/ui';
import { AccountLinks } from './AccountScreen.tsx';
import { accountTexts } from '@portal/contracts/user/account-texts';

/** A link from a mail that is unknown, used up or expired, and where to get a new one. */
export function InvalidLink({ retry }: { retry: { to: string; text: string } }) {
  return (
    <>
      <ErrorState message={accountTexts.invalidUrl} />
      <AccountLinks links={[retry]} />
    </>
  );
}
