import { useProfileSummary } from '@portal/contracts';
import { Page, UserSummary } from '@portal/ui';

/** The first screen of an area: its heading and who is signed in, from the shared profile. */
export function AreaLanding({ title }: { title: string }) {
  const summary = useProfileSummary();
  return (
    <Page title={title}>
      <UserSummary {...summary} />
    </Page>
  );
}
