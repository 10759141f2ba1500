import { Navigate } from 'react-router';
import { ErrorState, Page } from '@portal/ui';
import { errorTexts, homePathFor, routerPathOf } from '@portal/contracts';
import { PageSkeleton } from '../layout/PageSkeleton.tsx';
import { useCurrentUser } from './useCurrentUser.ts';

/** /v3 sends each role home, fetching the profile first when it is not loaded. */
export function RootRedirect() {
  const { signedIn, user, isError, refetch } = useCurrentUser();
  if (signedIn && !user) {
    if (!isError) return <PageSkeleton />;
    return (
      <Page title="Transcription portal">
        <ErrorState message={errorTexts.somethingWentWrong} onRetry={() => void refetch()} />
      </Page>
    );
  }
  return <Navigate to={routerPathOf(homePathFor(user?.role))} replace />;
}
