import { useProfileSummary } from '@portal/contracts';
import { LandingPage } from '@portal/ui';

export function AreaLanding({ title }: { title: string }) {
  return <LandingPage title={title} {...useProfileSummary()} />;
}
