import { useEffect } from 'react';
import type { ApiError } from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import type { CurrentUser } from './useCurrentUser.ts';

export type Profile = Omit<CurrentUser, 'signedIn'>;

export interface ProfileQueryProps {
  onChange: (profile: Profile) => void;
}

/**
 * The signed-in user's profile query, reported to CurrentUserProvider. It is code of its own so
 * the API slice (RTK Query) is not in a visitor's first load.
 */
export function ProfileQuery({ onChange }: ProfileQueryProps) {
  const { data, isLoading, isError, error, refetch } = useGetProfileQuery();
  useEffect(() => {
    onChange({
      user: data,
      isLoading,
      isError,
      error: error as ApiError | undefined,
      refetch,
    });
  }, [onChange, data, isLoading, isError, error, refetch]);
  return null;
}
