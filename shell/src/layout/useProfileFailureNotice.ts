import { useEffect } from 'react';
import {
  errorTexts,
  firstErrorMessage,
  notify,
  usePortalDispatch,
  type ApiError,
} from '@portal/contracts';
import { useGetProfileQuery, selectSignedIn, usePortalSelector } from '@portal/contracts';

/** A profile that cannot be loaded is announced once, with a way to ask again. */
export function useProfileFailureNotice(): void {
  const signedIn = usePortalSelector(selectSignedIn);
  const { error, refetch } = useGetProfileQuery(undefined, { skip: !signedIn });
  const dispatch = usePortalDispatch();
  useEffect(() => {
    if (!error) return;
    const items = (error as ApiError).items ?? [];
    dispatch(
      notify({
        type: 'error',
        title: 'We had a problem loading your profile',
        desc: firstErrorMessage(items, errorTexts.contactUs),
        onReplay: () => void refetch(),
      }),
    );
  }, [error, refetch, dispatch]);
}
