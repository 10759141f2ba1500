import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { json } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../routes.tsx';

const day = 86_400;
const invitation = (id: number, kind: string, title: string, permission: string | null) => ({
  id,
  kind,
  title,
  from: 'Olga Owner',
  permission,
  createdAt: 1_780_000_000,
  expiresAt: 1_780_000_000 + 7 * day,
});

const waiting = [
  invitation(4, 'project access invitation', 'Board minutes', 'read'),
  invitation(4, 'business invitation', 'Acme Ltd', null),
];

function openList(result: unknown[], total = result.length) {
  return renderRoutes(routes, {
    path: '/pending-invitations',
    signedInAs: testUser(Role.CLIENT),
    handlers: (server) => server.on('GET', '/v1/activator', () => json(200, { result, total })),
  });
}

it('lists the invitations of every kind, 50 a page', async () => {
  const { server } = openList(waiting);
  const table = await screen.findByRole('table', { name: 'Pending invitations' });
  const board = (await within(table).findByText('Board minutes')).closest('tr')!;
  expect(within(board).getByText('Project access')).toBeVisible();
  expect(within(board).getByText('Transcript only')).toBeVisible();
  expect(within(board).getByText('Olga Owner')).toBeVisible();
  const acme = within(table).getByText('Acme Ltd').closest('tr')!;
  expect(within(acme).getByText('Business account')).toBeVisible();
  expect(screen.getByText('Showing 1 - 2 out of 2 items')).toBeVisible();
  const query = new URL(server.requests.find((r) => r.url.includes('activator'))!.url).search;
  expect(query).toBe('?page=1&page_size=50');
});

it('accepts one invitation by its id and kind, then refreshes the list', async () => {
  const { server } = openList(waiting);
  server.on('PUT', '/v1/activator/accept/4', () =>
    json(200, {
      id: 4,
      kind: 'business invitation',
      state: 'accepted',
      projectId: null,
      companyId: 5,
    }),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Accept Acme Ltd' }));
  const put = server.requests.find((r) => r.method === 'PUT')!;
  expect(new URL(put.url).search).toBe('?kind=business+invitation');
  await waitFor(() =>
    expect(server.requests.filter((r) => r.url.includes('/v1/activator?'))).toHaveLength(2),
  );
});

it('declines one invitation', async () => {
  const { server } = openList(waiting);
  server.on('PUT', '/v1/activator/decline/4', () =>
    json(200, { id: 4, kind: 'project access invitation', state: 'declined' }),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Decline Board minutes' }));
  const put = server.requests.find((r) => r.method === 'PUT')!;
  expect(new URL(put.url).pathname).toBe('/v1/activator/decline/4');
  expect(new URL(put.url).search).toBe('?kind=project+access+invitation');
});

it('says so when nothing waits', async () => {
  openList([]);
  expect(await screen.findByRole('heading', { name: 'No pending invitations' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Go to your library' })).toHaveAttribute(
    'href',
    '/library/my',
  );
});
