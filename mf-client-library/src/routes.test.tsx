import { screen } from '@testing-library/react';
import { Role } from '@portal/contracts';
import { renderRoutes, testUser } from '@portal/contracts/testing';
import routes from './routes.tsx';

const client = testUser(Role.CLIENT);

it.each(['my', 'transcript-only', 'upload-only', 'full-access'])(
  'shows the %s library with the signed-in client',
  async (type) => {
    renderRoutes(routes, { path: `/library/${type}`, signedInAs: client });
    expect(screen.getByRole('heading', { level: 1, name: 'Library' })).toBeInTheDocument();
    expect(await screen.findByText('Cleo Client')).toBeInTheDocument();
    expect(screen.getByText('cleo@demo.test')).toBeInTheDocument();
  },
);

it.each(['/library', '/library/shared'])("sends %s to the client's own library", async (path) => {
  const { location } = renderRoutes(routes, { path, signedInAs: client });
  expect(await screen.findByRole('heading', { level: 1, name: 'Library' })).toBeInTheDocument();
  expect(location().pathname).toBe('/library/my');
});

it('lets only signed-in clients in', () => {
  for (const route of routes) expect(route.handle).toEqual({ login: true, roles: [Role.CLIENT] });
});
