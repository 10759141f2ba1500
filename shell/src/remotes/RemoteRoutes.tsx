import { useMemo } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { remoteForPath, type PortalRoute, type RemoteName } from '@portal/contracts';
import { RouteGuard } from '../guards/RouteGuard.tsx';
import { PageSkeleton } from '../layout/PageSkeleton.tsx';
import { RemoteErrorBoundary, RemoteUnavailable } from './RemoteErrorBoundary.tsx';
import { useRemoteRoutes } from './useRemoteRoutes.ts';

/** Wraps every remote route in the shell's guard so remotes declare access and never enforce it. */
function guarded(routes: PortalRoute[]): RouteObject[] {
  return routes.map((route) => {
    const element = route.element && <RouteGuard access={route.handle}>{route.element}</RouteGuard>;
    const children = route.children ? guarded(route.children) : undefined;
    return { ...route, element, children } as RouteObject;
  });
}

function MountedRemote({ routes }: { routes: PortalRoute[] }) {
  const wrapped = useMemo(
    () => [...guarded(routes), { path: '*', element: <Navigate to="/" replace /> }],
    [routes],
  );
  return useRoutes(wrapped);
}

/** Any path a remote owns: its routes load on first visit, inside the shell frame. */
export function RemoteRoutes() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <Navigate to="/" replace />;
  return <RemoteFrame key={remote} remote={remote} />;
}

function RemoteFrame({ remote }: { remote: RemoteName }) {
  const state = useRemoteRoutes(remote);
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={state.retry} />;
  return (
    <RemoteErrorBoundary remote={remote} onRetry={state.retry}>
      <MountedRemote routes={state.routes} />
    </RemoteErrorBoundary>
  );
}
