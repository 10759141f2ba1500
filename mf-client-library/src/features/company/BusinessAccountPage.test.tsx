import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../routes.tsx';
import { testProject } from '../../testing/test-project.ts';

const owner = testUser(Role.CLIENT, { id: 10, firstname: 'Olga', isBusinessAccount: true });
const member = testUser(Role.CLIENT, { id: 11, firstname: 'Max', isBusinessAccount: true });

const company = {
  id: 5,
  name: 'Acme Ltd',
  ownerId: 10,
  ownerName: 'Olga Client',
  address: '1 High Street, London',
  vatNumber: null,
  phone: null,
  memberCount: 2,
  createdAt: 1_780_000_000,
};

const members = {
  members: [
    {
      userId: 10,
      name: 'Olga Client',
      email: 'olga@acme.test',
      joinedAt: 1_780_000_000,
      isOwner: true,
    },
    {
      userId: 11,
      name: 'Max Client',
      email: 'max@acme.test',
      joinedAt: 1_780_100_000,
      isOwner: false,
    },
  ],
  invitations: [
    {
      id: 31,
      email: 'new@acme.test',
      state: 'pending',
      createdAt: 1_780_200_000,
      expiresAt: 1_780_804_800,
    },
  ],
};

const page = (result: unknown[]) => ({ result, total: result.length, page: 1, pageSize: 20 });

function openAs(user = owner, extra?: (server: FakeServer) => void) {
  return renderRoutes(routes, {
    path: '/business-account',
    signedInAs: user,
    handlers: (server) => {
      server.on('GET', '/v1/company', () => json(200, page([company])));
      server.on('GET', '/v1/company/members/5', () => json(200, members));
      extra?.(server);
    },
  });
}

const sent = (server: FakeServer, method: string, path: string) =>
  server.requests.find((r) => r.method === method && new URL(r.url).pathname === path);

describe('the owner of a business account', () => {
  it('sees the company, its members and the invitations waiting', async () => {
    openAs();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business account' }),
    ).toBeVisible();
    expect(await screen.findByText('1 High Street, London')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(await within(table).findByText('max@acme.test')).toBeVisible();
    expect(within(table).getByText('Owner')).toBeVisible();
    const invitations = screen.getByRole('table', { name: 'Invitations sent' });
    expect(within(invitations).getByText('new@acme.test')).toBeVisible();
    // The owner cannot be unlinked; the other member can.
    expect(screen.queryByRole('button', { name: 'Unlink Olga Client' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlink Max Client' })).toBeVisible();
  });

  it('unlinks a member after confirming', async () => {
    const { server } = openAs(owner, (s) =>
      s.on('PUT', '/v1/company/revoke-membership/5', () => new Response(null, { status: 204 })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink Max Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink member' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = sent(server, 'PUT', '/v1/company/revoke-membership/5')!;
    expect(await put.text()).toBe('user_id=11');
  });

  it('revokes an invitation', async () => {
    const { server } = openAs(owner, (s) =>
      s.on('PUT', '/v1/company/revoke-invitation/31', () =>
        json(200, { ...members.invitations[0], state: 'revoked' }),
      ),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoke the invitation of new@acme.test' }),
    );
    await waitFor(() =>
      expect(sent(server, 'PUT', '/v1/company/revoke-invitation/31')).toBeTruthy(),
    );
  });

  it('invites a colleague by email, checking the address first', async () => {
    const { server } = openAs(owner, (s) =>
      s.on('POST', '/v1/company/invite/5', () => json(200, members.invitations[0])),
    );
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invalid email')).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, 'new@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    // A new, empty form waits for the next colleague.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(''));
    expect(await sent(server, 'POST', '/v1/company/invite/5')!.text()).toBe(
      'email=new%40acme.test',
    );
  });

  it("shows the server's reason on the field when an invitation is refused", async () => {
    openAs(owner, (s) =>
      s.on('POST', '/v1/company/invite/5', () =>
        json(422, [{ field: 'email', message: 'This person is already a member of the company.' }]),
      ),
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'max@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('This person is already a member of the company.'),
    ).toBeVisible();
  });

  it('edits the company details', async () => {
    const { server } = openAs(owner, (s) =>
      s.on('PUT', '/v1/company/5', () => json(200, { ...company, phone: '020 7946 0000' })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '020 7946 0000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument(),
    );
    const body = new URLSearchParams(await sent(server, 'PUT', '/v1/company/5')!.text());
    expect(body.get('name')).toBe('Acme Ltd');
    expect(body.get('phone')).toBe('020 7946 0000');
  });

  it("opens a member's projects", async () => {
    openAs(owner, (s) =>
      s.on('GET', '/v1/company/member-projects/11', () =>
        json(200, {
          result: [
            testProject(8, {
              shortId: 'P-0008',
              title: 'Quarterly review',
              ownerId: 11,
              ownerName: 'Max Client',
              company: 'Acme Ltd',
              createdAt: 1_780_000_000,
              mediaCount: 2,
              access: 'company',
            }),
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        }),
      ),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show projects of Max Client' }),
    );
    const projects = await screen.findByRole('region', { name: 'Projects of Max Client' });
    expect(within(projects).getByText('Quarterly review')).toBeVisible();
    expect(within(projects).getByText('Active')).toBeVisible();
    expect(within(projects).getByText('2 files')).toBeVisible();
  });
});

it('shows a member the company without managing it', async () => {
  openAs(member);
  expect(
    await screen.findByText('You order on the account of Acme Ltd, managed by Olga Client.'),
  ).toBeVisible();
  const table = await screen.findByRole('table', { name: 'Members' });
  const self = (await within(table).findByText('max@acme.test')).closest('tr')!;
  expect(within(self).getByText('(you)')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Unlink/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Invite a member' })).not.toBeInTheDocument();
});

it('lets a client without a business account apply for one', async () => {
  const { server } = renderRoutes(routes, {
    path: '/business-account',
    signedInAs: testUser(Role.CLIENT),
    handlers: (s) => {
      s.on('GET', '/v1/company', () => json(200, page([])));
      s.on('POST', '/v1/company/business-account-request', () =>
        json(200, { id: 1, companyName: 'Cleo Co', state: 'pending', createdAt: 1_780_000_000 }),
      );
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Required')).toBeVisible();
  await userEvent.type(screen.getByRole('textbox', { name: /Company name/ }), 'Cleo Co');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(
    await screen.findByRole('heading', { name: 'Your application has been sent' }),
  ).toBeVisible();
  const body = await sent(server, 'POST', '/v1/company/business-account-request')!.text();
  expect(body).toBe('company_name=Cleo+Co');
});

describe('a signed-out visit', () => {
  it('is remembered for the redirect after sign-in, and forgotten once signed in', async () => {
    renderRoutes(routes, {
      path: '/business-account',
      handlers: (s) => s.on('GET', '/v1/company', () => json(401, { message: 'Sign in' })),
    });
    await waitFor(() =>
      expect(localStorage.getItem('tn.businessAcc')).toBe('/v3/business-account'),
    );
    openAs();
    await screen.findAllByRole('heading', { level: 1, name: 'Business account' });
    await waitFor(() => expect(localStorage.getItem('tn.businessAcc')).toBeNull());
  });

  it('remembers a company invitation too', async () => {
    renderRoutes(routes, { path: '/company-invitation/c0mp' });
    await waitFor(() =>
      expect(localStorage.getItem('tn.businessAcc')).toBe('/v3/company-invitation/c0mp'),
    );
  });
});
