import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, UserStatus, type UserStatistics } from '@portal/contracts';
import { userTexts } from '@portal/contracts/user/texts';
import type { StaffUser } from '@portal/contracts/user/list-schema';
import { seriousViolations } from '@portal/ui/testing/axe';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testService } from '@portal/contracts/services/test-service';
import { testStaffUser } from '@portal/contracts/user/test-staff-user';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../routes.tsx';

const services = [
  testService(),
  testService({ id: 2, name: 'Interview Transcription', shortName: 'INT' }),
];

const statistics: UserStatistics = {
  activeSessions: 1,
  lastLoginAt: null,
  memberSince: '2026-01-01T00:00:00.000Z',
  users: [
    { role: Role.CLIENT, status: UserStatus.ACTIVE, count: 12 },
    { role: Role.TYPIST, status: UserStatus.ACTIVE, count: 2 },
    { role: Role.TYPIST, status: UserStatus.PENDING, count: 1 },
    { role: Role.ADMIN, status: UserStatus.ACTIVE, count: 1 },
    { role: Role.SUPER_ADMIN, status: UserStatus.ACTIVE, count: 1 },
  ],
};

const tess = testStaffUser(21, ['Tess', 'Typist'], {
  profile: { mobile: null, contactPhone2: null },
});
const otto = testStaffUser(22, ['Otto', 'Typist'], {
  status: UserStatus.ON_HOLD,
  mfaEnabled: false,
});

function renderUsers(path: string, rows: StaffUser[], role: Role = Role.ADMIN) {
  return renderRoutes(routes, {
    path,
    signedInAs: testUser(role),
    handlers: (server) => {
      server.on('GET', '/v1/user', () =>
        json(200, { result: rows, total: rows.length, page: 1, pageSize: 20 }),
      );
      server.on('GET', '/v1/user/statistics', () => json(200, statistics));
      server.on('GET', '/v1/new-service/guest-services', () => json(200, services));
    },
  });
}

const listRequests = (server: FakeServer) =>
  server.requests
    .filter((r) => r.method === 'GET' && new URL(r.url).pathname === '/v1/user')
    .map((r) => new URL(r.url).searchParams);

const sentForm = async (server: FakeServer, method: string, path: string) => {
  const request = server.requests.find(
    (r) => r.method === method && new URL(r.url).pathname === path,
  );
  return request && new URLSearchParams(await request.text());
};

describe('the Users screens', () => {
  it('lists a kind of user, 20 a page, with tabs counting each list and filters in the URL', async () => {
    const { server, location } = renderUsers('/admin/users/typist', [tess, otto]);
    const table = await screen.findByRole('table', { name: 'Typists' });
    const held = await within(table).findByRole('row', { name: /Otto Typist/ });
    expect(held).toHaveTextContent('On hold');
    expect(held).toHaveTextContent('Grade 2');
    expect(await screen.findByRole('link', { name: 'Typists (3)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Clients (12)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admins (2)' })).toBeInTheDocument();
    const [first] = listRequests(server);
    expect(first?.getAll('role[]')).toEqual([String(Role.TYPIST)]);
    expect(first?.get('page_size')).toBe('20');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'On hold');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Contracts' }),
      'Not signed yet',
    );
    await waitFor(() => expect(location().search).toBe('?status=5&typistContracts=false'));
    await waitFor(() =>
      expect(
        listRequests(server).some(
          (query) => query.get('status') === '5' && query.get('typist_contracts') === 'false',
        ),
      ).toBe(true),
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('changes a typist: status, training, grade, phones and flags', async () => {
    const { server } = renderUsers('/admin/users/typist', [tess]);
    server.on('PUT', '/v1/user/21', () =>
      json(422, [{ field: 'profile[mobile]', message: "Doesn't conform to pattern" }]),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Tess Typist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tess Typist' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Status' }),
      'On hold',
    );
    await userEvent.click(
      await within(dialog).findByRole('checkbox', { name: 'Interview Transcription (INT)' }),
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Grade' }),
      'Grade 3',
    );
    await userEvent.type(within(dialog).getByLabelText('Mobile'), '+44 7700 900123');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Can do lazy shifts/ }));
    expect(within(dialog).queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save user' }));

    expect(await within(dialog).findByText("Doesn't conform to pattern")).toBeInTheDocument();
    const body = await sentForm(server, 'PUT', '/v1/user/21');
    expect(body?.get('status')).toBe('5');
    expect(body?.getAll('trained_in[]')).toEqual(['IVB', 'INT']);
    expect(body?.get('grade')).toBe('3');
    expect(body?.get('profile[mobile]')).toBe('+44 7700 900123');
    expect(body?.get('can_do_lazy_shift')).toBe('true');
    expect(body?.get('is_xld')).toBe('false');
    expect(body?.has('role')).toBe(false);
  });

  it('leads from the typists to their invoices', async () => {
    renderUsers('/admin/users/typist', [tess]);
    expect(await screen.findByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'href',
      '/admin/invoices',
    );
  });

  it('has no invoices link on the other lists', async () => {
    renderUsers('/admin/users/client', []);
    await screen.findByRole('heading', { name: 'No clients yet' });
    expect(screen.queryByRole('link', { name: 'Invoices' })).not.toBeInTheDocument();
  });

  it("resets someone's 2FA only once confirmed", async () => {
    const { server } = renderUsers('/admin/users/typist', [tess]);
    server.on('PUT', '/v1/multi-factor-auth/21', () =>
      json(200, {
        id: 21,
        totp: false,
        sms: false,
        smsPhone: null,
        smsAvailable: true,
        recoveryCodesLeft: 0,
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Tess Typist' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset 2FA' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset 2FA of Tess Typist?' });
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset 2FA' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await sentForm(server, 'PUT', '/v1/multi-factor-auth/21'))?.get('reset')).toBe('true');
  });

  it('opens a new typist account, trained in a service', async () => {
    const { server } = renderUsers('/admin/users/typist', []);
    server.on('POST', '/v1/user/admin-create', () =>
      json(200, testStaffUser(30, ['Nina', 'New'], { status: UserStatus.PENDING })),
    );
    expect(await screen.findByRole('heading', { name: 'No typists yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Nina');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'New');
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'nina@example.com');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /\(IVB\)/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = await sentForm(server, 'POST', '/v1/user/admin-create');
    expect(Object.fromEntries(body!)).toEqual({
      role: String(Role.TYPIST),
      email: 'nina@example.com',
      firstname: 'Nina',
      lastname: 'New',
      'trained_in[]': 'IVB',
      grade: '1',
    });
  });

  it('takes the focus to the first field to fix when a new user is sent unfinished', async () => {
    renderUsers('/admin/users/typist', []);
    await userEvent.click(await screen.findByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(within(dialog).getByLabelText(/First name/)).toHaveFocus();

    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Nina');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'New');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(within(dialog).getByLabelText(/Email/)).toHaveFocus();
  });

  it('shows an admin the admin accounts without offering to create or change them', async () => {
    const boss = testStaffUser(2, ['Sam', 'Superadmin'], { role: Role.SUPER_ADMIN });
    renderUsers('/admin/users/admin', [boss]);
    expect(await screen.findByRole('row', { name: /Sam Superadmin/ })).toHaveTextContent(
      'Superadmin',
    );
    expect(screen.queryByRole('button', { name: 'New user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('lets a super admin open an admin account and change a role, never their own', async () => {
    const me = testStaffUser(Role.SUPER_ADMIN, ['Sam', 'Superadmin'], { role: Role.SUPER_ADMIN });
    const radmin = testStaffUser(5, ['Rex', 'Radmin'], { role: Role.RESTRICTED_ADMIN });
    renderUsers('/admin/users/admin', [me, radmin], Role.SUPER_ADMIN);
    await userEvent.click(await screen.findByRole('button', { name: 'New user' }));
    const create = await screen.findByRole('dialog', { name: 'New user' });
    expect(within(create).getByRole('combobox', { name: 'Role' })).toHaveDisplayValue(
      'Restricted admin',
    );
    await userEvent.click(within(create).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit Rex Radmin' }));
    expect(
      within(await screen.findByRole('dialog')).getByRole('combobox', { name: 'Role' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Sam Superadmin' }));
    const own = await screen.findByRole('dialog', { name: 'Sam Superadmin' });
    expect(within(own).getByText(userTexts.ownRoleOrStatus)).toBeInTheDocument();
    expect(within(own).queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Reset 2FA' })).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const { server } = renderUsers('/admin/users/client', []);
    server.on('GET', '/v1/user', () => json(500, { message: 'Something went wrong' }));
    expect(await screen.findByText('The clients could not be loaded.')).toBeInTheDocument();
    server.on('GET', '/v1/user', () =>
      json(200, {
        result: [testStaffUser(7, ['Clara', 'Client'], { role: Role.CLIENT })],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Clara Client/ })).toBeInTheDocument();
  });

  it('sends an unknown list to the clients', async () => {
    const { location } = renderUsers('/admin/users/nobody', []);
    await waitFor(() => expect(location().pathname).toBe('/admin/users/client'));
  });
});
