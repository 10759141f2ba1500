import { Navigate, useLocation } from 'react-router';
import {
  contractsGateRedirect,
  routerPathOf,
  selectFeatureFlags,
  usePortalSelector,
  type User,
} from '@portal/contracts';
import { toPortalPath } from './gate-holds.ts';

/**
 * Typists and proofreaders who have not signed the consultancy agreement and the IT security
 * form are sent to their Contracts page from every other route but the profile and logout
 * (staff spec section 2); the API refuses their job work too.
 */
export function ContractsGate({ user }: { user: User | undefined }) {
  const { pathname } = useLocation();
  const flags = usePortalSelector(selectFeatureFlags);
  if (!user) return null;
  const target = contractsGateRedirect(user, flags, toPortalPath(pathname));
  return target ? <Navigate to={routerPathOf(target)} replace /> : null;
}
