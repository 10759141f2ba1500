import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { json } from '@portal/contracts/testing/fake-server';
import { testUser } from '@portal/contracts/user/test-user';
import { renderShell } from '../test/render-shell.tsx';

jest.mock('../remotes/federation.ts', () => ({
  loadRemoteRoutes: () => new Promise(() => undefined),
}));

describe('shell layout', () => {
  it('sends every path to the maintenance page while the flag is set', async () => {
    const { location } = renderShell({ path: '/library/my', config: { maintenance: true } });
    expect(await screen.findByText('We are doing some maintenance')).toBeInTheDocument();
    expect(location().pathname).toBe('/maintenance');
  });

  it('leaves the maintenance page when the flag is off', async () => {
    const { location } = renderShell({ path: '/maintenance' });
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });

  it('toggles and remembers the theme on the body', async () => {
    renderShell({ path: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(document.body).toHaveClass('theme-dark');
    expect(JSON.parse(localStorage.getItem('tn.theme') ?? '{}').theme).toBe('dark');
  });

  it('marks the body while a user is signed in and applies the role view mode', async () => {
    renderShell({ path: '/admin/projects', signedInAs: testUser(Role.ADMIN) });
    await waitFor(() => expect(document.body).toHaveClass('logged-in', 'view-compact'));
  });

  it('shows the view-mode selector only on the listed pages', async () => {
    renderShell({ path: '/login' });
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByRole('button', { name: /View mode/ })).not.toBeInTheDocument();
  });

  it('announces a profile that cannot be loaded and asks again on retry', async () => {
    const { server } = renderShell({
      path: '/',
      signedInAs: testUser(Role.CLIENT),
      handlers: (s) => s.on('GET', '/v1/user/profile', () => json(500, {})),
    });
    expect(await screen.findByText('We had a problem loading your profile')).toBeInTheDocument();
    server.on('GET', '/v1/user/profile', () => json(200, testUser(Role.CLIENT)));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    await userEvent.click(within(notifications).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByText('We had a problem loading your profile')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(document.body).toHaveClass('logged-in'));
  });
});
