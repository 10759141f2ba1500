import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../routes.tsx';

const client = testUser(Role.CLIENT);

const accessReview = {
  id: 7,
  kind: 'project access invitation',
  title: 'Board minutes',
  from: 'Olga Owner',
  permission: 'full',
  projectId: 3,
  companyId: null,
};

const outcome = (kind: string) => ({
  id: 7,
  kind,
  state: 'accepted',
  projectId: 3,
  companyId: null,
});

function open(path: string, handlers: (server: FakeServer) => void) {
  return renderRoutes(routes, { path, signedInAs: client, handlers });
}

describe('project invitation', () => {
  it('shows what is offered and by whom, and opens the tab of the access once accepted', async () => {
    const { server, location } = open('/project-invitation/h4sh', (s) => {
      s.on('GET', '/v1/project/review-permission/h4sh', () => json(200, accessReview));
      s.on('PUT', '/v1/project-permission/accept-invitation/7', () =>
        json(200, outcome('project access invitation')),
      );
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Board minutes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Project invitation' })).toBeVisible();
    expect(screen.getByText('Olga Owner shared this project with you.')).toBeVisible();
    expect(screen.getByText('Full access')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(location().pathname).toBe('/library/full-access'));
    expect(server.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toContain(
      'PUT /v1/project-permission/accept-invitation/7',
    );
  });

  it('goes to the pending invitations once declined', async () => {
    const { location } = open('/project-invitation/h4sh', (s) => {
      s.on('GET', '/v1/project/review-permission/h4sh', () => json(200, accessReview));
      s.on('PUT', '/v1/project-permission/decline-invitation/7', () =>
        json(200, { ...outcome('project access invitation'), state: 'declined' }),
      );
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(location().pathname).toBe('/pending-invitations'));
  });

  it('says Invalid URL, with the reason, for a used, expired or foreign link', async () => {
    const reason = 'This invitation is not valid. It may have expired or been answered already.';
    open('/project-invitation/old', (s) =>
      s.on('GET', '/v1/project/review-permission/old', () => json(404, { message: reason })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(`Invalid URL${reason}`);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your pending invitations' })).toBeVisible();
  });
});

it('makes the client owner of a transferred project, then shows their own projects', async () => {
  const { location } = open('/project-ownership-invitation/0wn', (s) => {
    s.on('GET', '/v1/project/review-ownership/0wn', () =>
      json(200, { ...accessReview, kind: 'project owner invitation', permission: null }),
    );
    s.on('GET', '/v1/project/accept-ownership/0wn', () =>
      json(200, outcome('project owner invitation')),
    );
  });
  expect(await screen.findByText(/wants to transfer this project to you/)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(location().pathname).toBe('/library/my'));
});

it('joins a company and opens the business account', async () => {
  const { location } = open('/company-invitation/c0mp', (s) => {
    s.on('GET', '/v1/company/details/c0mp', () =>
      json(200, { id: 2, companyId: 5, companyName: 'Acme Ltd', from: 'Olga Owner' }),
    );
    s.on('GET', '/v1/company/join/c0mp', () =>
      json(200, {
        id: 5,
        name: 'Acme Ltd',
        ownerId: 3,
        ownerName: 'Olga Owner',
        address: null,
        vatNumber: null,
        phone: null,
        memberCount: 2,
        createdAt: 1_763_000_000,
      }),
    );
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'Acme Ltd' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 1, name: 'Company invitation' })).toBeVisible();
  expect(screen.getByText(/invited you to join the business account of Acme Ltd/)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(location().pathname).toBe('/business-account'));
});
