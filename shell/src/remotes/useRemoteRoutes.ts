import { useCallback, useEffect, useState } from 'react';
import type { PortalRoute, RemoteName } from '@portal/contracts';
import { loadRemoteRoutes } from './federation.ts';

type RemoteState =
  { status: 'loading' } | { status: 'ready'; routes: PortalRoute[] } | { status: 'failed' };

/** Loads a remote's routes, and again on retry after a failure. */
export function useRemoteRoutes(remote: RemoteName): RemoteState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadRemoteRoutes(remote).then(
      (routes) => current && setState({ status: 'ready', routes }),
      (error: unknown) => {
        console.error(`Remote ${remote} could not be loaded`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
