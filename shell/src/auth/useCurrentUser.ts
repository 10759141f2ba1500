import { createContext, use } from 'react';
import type { ApiError, User } from '@portal/contracts';

export interface CurrentUser {
  signedIn: boolean;
  /** The signed-in user's profile, once loaded. */
  user?: User;
  isLoading: boolean;
  isError: boolean;
  error?: ApiError;
  refetch: () => void;
}

export const CurrentUserContext = createContext<CurrentUser | null>(null);

/** The signed-in user, from the one profile query CurrentUserProvider runs. */
export function useCurrentUser(): CurrentUser {
  const current = use(CurrentUserContext);
  if (!current) throw new Error('useCurrentUser needs a CurrentUserProvider above it');
  return current;
}
