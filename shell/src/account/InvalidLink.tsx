import { ErrorState } from '@portal/ui';
import { accountTexts } from './account-texts.ts';
import { AccountLinks } from './AccountScreen.tsx';

/** A link from a mail that is unknown, used up or expired, and where to get a new one. */
export function InvalidLink({ retry }: { retry: { to: string; text: string } }) {
  return (
    <>
      <ErrorState message={accountTexts.invalidUrl} />
      <AccountLinks links={[retry]} />
    </>
  );
}
