import { selectSignedIn, useGetProfileQuery, usePortalSelector } from '@portal/contracts';

/** The signed-in user from the one profile query; it is only asked for when a token exists. */
export function useCurrentUser() {
  const signedIn = usePortalSelector(selectSignedIn);
  const profile = useGetProfileQuery(undefined, { skip: !signedIn });
  return {
    signedIn,
    user: signedIn ? profile.data : undefined,
    isLoading: profile.isLoading,
    isError: profile.isError,
    refetch: profile.refetch,
  };
}
