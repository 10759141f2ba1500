import { Page } from '../page/Page.tsx';
import { UserSummary, type UserSummaryProps } from '../user-summary/UserSummary.tsx';

export interface LandingPageProps extends UserSummaryProps {
  title: string;
}

/** The first screen of an area: its heading and who is signed in. */
export function LandingPage({ title, ...summary }: LandingPageProps) {
  return (
    <Page title={title}>
      <UserSummary {...summary} />
    </Page>
  );
}
