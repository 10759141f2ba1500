import { screen, waitFor } from '@testing-library/react';
import { Role, type PortalRoute } from '@portal/contracts';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import routes from './routes.tsx';

const client = testUser(Role.CLIENT);

// The library's table loads lazily; the test ends once it is there.
const tableLoaded = () =>
  waitFor(() =>
    expect(screen.queryByRole('status', { name: 'Loading projects' })).not.toBeInTheDocument(),
  );

it.each(['my', 'transcript-only', 'upload-only', 'full-access'])(
  'shows the %s library with the signed-in client',
  async (type) => {
    const { location } = renderRoutes(routes, { path: `/library/${type}`, signedInAs: client });
    expect(screen.getByRole('heading', { level: 1, name: 'Library' })).toBeInTheDocument();
    expect(location().pathname).toBe(`/library/${type}`);
    await tableLoaded();
  },
);

it.each(['/library', '/library/shared'])("sends %s to the client's own library", async (path) => {
  const { location } = renderRoutes(routes, { path, signedInAs: client });
  expect(await screen.findByRole('heading', { level: 1, name: 'Library' })).toBeInTheDocument();
  expect(location().pathname).toBe('/library/my');
  await tableLoaded();
});

/** Every route below the layout routes, by path. */
const byPath = (list: PortalRoute[]): Record<string, PortalRoute['handle']> =>
  Object.assign(
    {},
    ...list.map((route) =>
      route.path ? { [route.path]: route.handle } : byPath((route.children ?? []) as PortalRoute[]),
    ),
  );

it('declares who reaches each route (client spec section 2)', () => {
  const clients = { login: true, roles: [Role.CLIENT] };
  const invited = { login: true, returnAfterLogin: true };
  const live = { login: true, flag: 'liveNotetaking' };
  expect(byPath(routes)).toEqual({
    library: { login: true },
    'library/:type': { login: true },
    'admin/projects': {
      login: true,
      roles: [Role.ADMIN, Role.SUPER_ADMIN],
      flag: 'adminProjects',
    },
    'business-account': clients,
    'live-notetaking-library': live,
    'live-notetaking-library/:type': live,
    'live-notetaking/:bookingId': live,
    'pending-invitations': { login: true },
    'project-invitation/:hash': invited,
    'project-ownership-invitation/:hash': invited,
    'company-invitation/:hash': invited,
  });
});
