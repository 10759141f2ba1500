import { useEffect } from 'react';
import { errorTexts, firstErrorMessage, notify, usePortalDispatch } from '@portal/contracts';
import { useCurrentUser } from '../auth/useCurrentUser.ts';

/** A profile that cannot be loaded is announced once, with a way to ask again. */
export function useProfileFailureNotice(): void {
  const { error, refetch } = useCurrentUser();
  const dispatch = usePortalDispatch();
  useEffect(() => {
    if (!error) return;
    dispatch(
      notify({
        type: 'error',
        title: 'We had a problem loading your profile',
        desc: firstErrorMessage(error.items ?? [], errorTexts.contactUs),
        onReplay: refetch,
      }),
    );
  }, [error, refetch, dispatch]);
}
