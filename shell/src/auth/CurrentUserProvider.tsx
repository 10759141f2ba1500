import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { loadOnce, selectSignedIn, usePortalSelector, type ApiError } from '@portal/contracts';
import type { Profile, ProfileQueryProps } from './ProfileQuery.tsx';
import { CurrentUserContext, type CurrentUser } from './useCurrentUser.ts';

const signedOut: CurrentUser = {
  signedIn: false,
  isLoading: false,
  isError: false,
  refetch: () => undefined,
};
const awaitingProfile: Profile = { isLoading: true, isError: false, refetch: () => undefined };
const codeUnavailable: ApiError = { status: 'FETCH_ERROR', items: [] };

/** The profile query's code, fetched once; a failed fetch is forgotten so a retry asks again. */
export const loadProfileQuery = loadOnce(() =>
  import('./ProfileQuery.tsx').then((module) => module.ProfileQuery),
);

function useProfileQueryCode(signedIn: boolean) {
  const [code, setCode] = useState<{ Query: ComponentType<ProfileQueryProps> }>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!signedIn || code || failed) return;
    let current = true;
    loadProfileQuery().then(
      (Query) => current && setCode({ Query }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [signedIn, code, failed]);
  const retry = useCallback(() => setFailed(false), []);
  return { Query: code?.Query, failed, retry };
}

/**
 * Gives useCurrentUser the signed-in user. The profile query loads with its code after the first
 * render, so a visitor never downloads the API slice to see the login page; until it answers the
 * profile is loading, as it would be while its request is under way.
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const signedIn = usePortalSelector(selectSignedIn);
  const [profile, setProfile] = useState(awaitingProfile);
  const { Query, failed, retry } = useProfileQueryCode(signedIn);
  // A later sign-in starts from a loading profile, not the previous user's.
  if (!signedIn && profile !== awaitingProfile) setProfile(awaitingProfile);
  const current = useMemo<CurrentUser>(() => {
    if (!signedIn) return signedOut;
    if (failed)
      return { signedIn, isLoading: false, isError: true, error: codeUnavailable, refetch: retry };
    return { signedIn, ...profile };
  }, [signedIn, failed, retry, profile]);
  return (
    <CurrentUserContext value={current}>
      {signedIn && Query && <Query onChange={setProfile} />}
      {children}
    </CurrentUserContext>
  );
}
