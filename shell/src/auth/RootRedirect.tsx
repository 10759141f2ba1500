import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState, Page } from '@portal/ui';
import { errorTexts, homePathFor, routerPathOf } from '@portal/contracts';
import { PageSkeleton } from '../layout/PageSkeleton.tsx';
import { useCurrentUser } from './useCurrentUser.ts';

/**
 * Sends the page home as soon as the profile says where home is. The main menu shows with that
 * same profile, so the redirect is made before the page paints: a click on the menu always comes
 * after it and wins. Made after paint (as <Navigate> does), a click landing first was undone.
 */
function useHomeRedirect(home: string | undefined) {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    if (home !== undefined) void navigate(routerPathOf(home), { replace: true });
  }, [home, navigate]);
}

/** /v3 sends each role home, fetching the profile first when it is not loaded. */
export function RootRedirect() {
  const { signedIn, user, isError, refetch } = useCurrentUser();
  const waiting = signedIn && !user;
  useHomeRedirect(waiting ? undefined : homePathFor(user?.role));
  if (waiting && isError)
    return (
      <Page title="Transcription portal">
        <ErrorState message={errorTexts.somethingWentWrong} onRetry={() => void refetch()} />
      </Page>
    );
  return waiting ? <PageSkeleton /> : null;
}
