import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import {
  decideAccess,
  routerPathOf,
  selectFeatureFlags,
  usePortalSelector,
  type RouteAccess,
} from '@portal/contracts';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { PageSkeleton } from '../layout/PageSkeleton.tsx';
import { heldByGate, toPortalPath } from '../security/gate-holds.ts';

/**
 * Applies a route's access rules; role checks wait for the profile. A page a gate is sending the
 * user away from is not shown meanwhile, so it never asks the API for what the API refuses.
 */
export function RouteGuard({ access, children }: { access?: RouteAccess; children: ReactNode }) {
  const location = useLocation();
  const [search] = useSearchParams();
  const flags = usePortalSelector(selectFeatureFlags);
  const { signedIn, user, isLoading } = useCurrentUser();
  if (access?.roles && signedIn && !user) return isLoading ? <PageSkeleton /> : null;
  const decision = decideAccess(
    access,
    { signedIn, role: user?.role, flags },
    { pathname: toPortalPath(location.pathname), search: location.search },
    search.get('redirectTo'),
  );
  if (decision.allow)
    return heldByGate(user, flags, location.pathname) ? <PageSkeleton /> : children;
  return <Navigate to={routerPathOf(decision.redirect)} replace />;
}
