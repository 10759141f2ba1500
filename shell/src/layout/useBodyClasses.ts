import { useLayoutEffect } from 'react';
import { bodyClassesFor } from '@portal/ui';
import {
  defaultViewModeFor,
  selectTheme,
  selectViewMode,
  usePortalDispatch,
  usePortalSelector,
  viewModeDefaulted,
} from '@portal/contracts';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { iconFor } from './page-icon.ts';

/**
 * Theme, density and the logged-in marker live on <body> so every remote's CSS can follow them.
 * Set before the browser paints: a staff member's compact density, known once their profile
 * arrives, would otherwise move the whole screen a frame after it was drawn.
 */
export function useBodyClasses(): void {
  const theme = usePortalSelector(selectTheme);
  const viewMode = usePortalSelector(selectViewMode);
  const dispatch = usePortalDispatch();
  const { user } = useCurrentUser();
  const role = user?.role;

  useLayoutEffect(() => {
    if (role !== undefined) dispatch(viewModeDefaulted(defaultViewModeFor(role)));
  }, [role, dispatch]);

  useLayoutEffect(() => {
    const classes = [...bodyClassesFor(theme, viewMode), ...(user ? ['logged-in'] : [])];
    document.body.className = classes.join(' ');
    document
      .querySelector<HTMLLinkElement>('link[rel="icon"]')
      ?.setAttribute('href', iconFor(theme));
  }, [theme, viewMode, user]);
}
