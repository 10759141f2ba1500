import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, featureFlagsFor, type User } from '@portal/contracts';
import { json } from '@portal/contracts/testing/fake-server';
import { testUser } from '@portal/contracts/user/test-user';
import { renderShell } from '../test/render-shell.tsx';

jest.mock('../remotes/federation.ts', () => ({
  loadRemoteRoutes: () => new Promise(() => undefined),
}));

// Staff as they are once set up: without 2FA they would be held on /v3/profile, under the 2FA
// reminder (the gate's own tests cover that), and the menus would be hidden behind a dialog.
const settledUser = (role: Role, overrides: Partial<User> = {}) =>
  testUser(role, { mfaEnabled: true, ...overrides });

const menuLabels = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await within(nav).findAllByRole('link');
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

const adminMenu = [
  'Projects',
  'Transcription',
  'Live Notetaking',
  'Pre bookings',
  'Users',
  'Shifts',
  'Upload/Quote',
  'Companies',
];

describe('header', () => {
  it.each([
    [Role.CLIENT, ['Library', 'Upload file', 'Get a quote', 'Help centre']],
    [Role.TYPIST, ['Home', 'Demo', 'Contracts', 'Shiftbooker']],
    [Role.PROOFREADER, ['Home', 'Shiftbooker', 'Contracts']],
    [Role.ADMIN, adminMenu],
    [Role.SUPER_ADMIN, [...adminMenu, 'Services', 'Reports', 'Promo codes']],
    [Role.RESTRICTED_ADMIN, ['Transcription', 'Live Notetaking', 'Pre bookings']],
  ])('shows the main menu of role %s', async (role, labels) => {
    renderShell({ path: '/library/my', signedInAs: settledUser(role) });
    expect(await menuLabels()).toEqual(labels);
  });

  it.each(['/editor?media=4', '/editor/demo', '/snapshot?id=2'])(
    'gives a typist on %s the menu of the editor: Portal Home and the Help centre',
    async (path) => {
      renderShell({ path, signedInAs: settledUser(Role.TYPIST) });
      expect(await menuLabels()).toEqual([
        'Portal Home',
        'Demo',
        'Contracts',
        'Shiftbooker',
        'Help centre',
      ]);
    },
  );

  it('marks only the proofreader’s Contracts current on their Contracts page, not Home above it', async () => {
    renderShell({ path: '/proofreader/contracts', signedInAs: settledUser(Role.PROOFREADER) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Contracts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('hides an entry whose feature flag is off', async () => {
    const featureFlags = featureFlagsFor('e2e', {
      adminProjects: false,
      liveNotetaking: false,
      prebookings: false,
      shifts: false,
      discountCodes: false,
    });
    renderShell({
      path: '/admin/assign',
      signedInAs: settledUser(Role.SUPER_ADMIN),
      config: { featureFlags },
    });
    expect(await menuLabels()).toEqual([
      'Transcription',
      'Users',
      'Upload/Quote',
      'Companies',
      'Services',
      'Reports',
    ]);
  });

  it.each([
    [Role.TYPIST, 'shifts', '/typist/library/assigned', ['Home', 'Demo', 'Contracts']],
    [Role.PROOFREADER, 'proofreaderShifts', '/proofreader', ['Home', 'Contracts']],
  ] as const)(
    'shows role %s the Shiftbooker only with the %s flag',
    async (role, flag, path, labels) => {
      const featureFlags = featureFlagsFor('e2e', { [flag]: false });
      renderShell({ path, signedInAs: settledUser(role), config: { featureFlags } });
      expect(await menuLabels()).toEqual(labels);
    },
  );

  it.each([
    [Role.CLIENT, 'Get a quote'],
    [Role.ADMIN, 'Upload/Quote'],
    [Role.SUPER_ADMIN, 'Upload/Quote'],
  ])('sends role %s to the quote from the main menu', async (role, label) => {
    renderShell({ path: '/library/my', signedInAs: settledUser(role) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: label })).toHaveAttribute(
      'href',
      '/v3/fileupload/addfiles?mode=quote',
    );
  });

  it('gives clients an Upload file button beside Get a quote, each current on its own mode', async () => {
    renderShell({ path: '/fileupload/addfiles?mode=quote', signedInAs: settledUser(Role.CLIENT) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const upload = await within(nav).findByRole('link', { name: 'Upload file' });
    expect(upload).toHaveAttribute('href', '/v3/fileupload/addfiles');
    expect(upload).toHaveClass('ui-button--primary');
    const quote = within(nav).getByRole('link', { name: 'Get a quote' });
    expect(quote).toHaveClass('active');
    expect(quote).toHaveAttribute('aria-current', 'page');
    expect(upload).not.toHaveAttribute('aria-current');
  });

  it('marks Upload file, not Get a quote, current on the upload page itself', async () => {
    renderShell({ path: '/fileupload/addfiles', signedInAs: settledUser(Role.CLIENT) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const upload = await within(nav).findByRole('link', { name: 'Upload file' });
    expect(upload).toHaveAttribute('aria-current', 'page');
    const quote = within(nav).getByRole('link', { name: 'Get a quote' });
    expect(quote).not.toHaveClass('active');
    expect(quote).not.toHaveAttribute('aria-current');
  });

  it('shows visitors on the upload page the marketing header with its get-quote button', async () => {
    renderShell({ path: '/fileupload/addfiles?mode=quote' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/v3/login');
    expect(within(nav).getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
      'href',
      '/v3/fileupload/addfiles?mode=quote',
    );
  });

  it('shows clients their pending invitations with the count, only when there are any', async () => {
    renderShell({
      path: '/library/my',
      signedInAs: settledUser(Role.CLIENT),
      handlers: (server) =>
        server.on('GET', '/v1/activator', () => json(200, { result: [], total: 3 })),
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const entry = await within(nav).findByRole('link', { name: 'Pending invitations 3' });
    expect(entry).toHaveAttribute('href', '/v3/pending-invitations');
  });

  it('leaves the entry out while no invitation waits', async () => {
    const { server } = renderShell({
      path: '/library/my',
      signedInAs: settledUser(Role.CLIENT),
      handlers: (server) =>
        server.on('GET', '/v1/activator', () => json(200, { result: [], total: 0 })),
    });
    await waitFor(() =>
      expect(server.requests.some((r) => r.url.includes('/v1/activator'))).toBe(true),
    );
    expect(await menuLabels()).toEqual(['Library', 'Upload file', 'Get a quote', 'Help centre']);
  });

  it('greets the user in the user menu', async () => {
    renderShell({
      path: '/library/my',
      signedInAs: settledUser(Role.CLIENT, { firstname: 'Ada' }),
    });
    expect(await screen.findByText('Hi, Ada')).toBeInTheDocument();
  });

  it('offers Profile and Logout as links of the user menu, opened and picked by keyboard', async () => {
    const { location } = renderShell({ path: '/library/my', signedInAs: settledUser(Role.CLIENT) });
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: /user menu/ });
    act(() => trigger.focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: /user menu/ });
    // Links, so a page holding the visitor (unsaved meeting details) sees them as a way out.
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/v3/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveAttribute(
      'href',
      '/v3/logout',
    );
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/profile'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('has no header on the login page', async () => {
    renderShell({ path: '/login' });
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
