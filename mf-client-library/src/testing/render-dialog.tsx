import type { ReactElement } from 'react';
import { Role } from '@portal/contracts';
import { renderRoutes, type RenderRoutesOptions } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';

/** A dialog as the library opens it, for a signed-in client, with the network in `server`. */
export const renderDialog = (
  dialog: ReactElement,
  options: Omit<RenderRoutesOptions, 'path' | 'signedInAs'> = {},
) =>
  renderRoutes([{ path: '*', element: dialog }], {
    path: '/library/my',
    signedInAs: testUser(Role.CLIENT),
    ...options,
  });
