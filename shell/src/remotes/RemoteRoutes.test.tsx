import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, type PortalRoute } from '@portal/contracts';
import { testUser } from '@portal/contracts/user/test-user';
import { renderShell } from '../test/render-shell.tsx';
import { loadRemoteRoutes } from './federation.ts';

jest.mock('./federation.ts', () => ({ loadRemoteRoutes: jest.fn() }));
const load = jest.mocked(loadRemoteRoutes);

const libraryRoutes: PortalRoute[] = [
  { path: 'library/:type', element: <h1>Library screen</h1>, handle: { roles: [Role.CLIENT] } },
];

describe('remote routes', () => {
  beforeEach(() => load.mockReset());

  it('mounts the owning remote and applies the route handle as a guard', async () => {
    load.mockResolvedValue(libraryRoutes);
    renderShell({ path: '/library/my', signedInAs: testUser(Role.CLIENT) });
    expect(await screen.findByRole('heading', { name: 'Library screen' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf-client-library');
  });

  it('sends a user without the role home', async () => {
    load.mockResolvedValue(libraryRoutes);
    const { location } = renderShell({
      path: '/library/my',
      signedInAs: testUser(Role.TYPIST, { mfaEnabled: true }),
    });
    await waitFor(() => expect(location().pathname).toBe('/typist/library/assigned'));
  });

  it('never shows a page the contract gate sends the user away from', async () => {
    const AssignedJobs = jest.fn(() => <h1>Assigned jobs</h1>);
    load.mockResolvedValue([
      {
        path: 'typist/library/assigned',
        element: <AssignedJobs />,
        handle: { roles: [Role.TYPIST] },
      },
      { path: 'typist/contracts', element: <h1>Contracts</h1>, handle: { roles: [Role.TYPIST] } },
    ]);
    const unsigned = { consultancyAgreementSignedAt: null, securityRequirementsSignedAt: null };
    const { location } = renderShell({
      path: '/typist/library/assigned',
      signedInAs: testUser(Role.TYPIST, { mfaEnabled: true, contracts: unsigned }),
    });
    expect(await screen.findByRole('heading', { name: 'Contracts' })).toBeInTheDocument();
    expect(location().pathname).toBe('/typist/contracts');
    expect(AssignedJobs).not.toHaveBeenCalled();
  });

  it('sends a visitor to login', async () => {
    load.mockResolvedValue(libraryRoutes);
    const { location } = renderShell({ path: '/library/my' });
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });

  it('shows an error with a retry inside the frame when the remote fails, then recovers', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(libraryRoutes);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell({ path: '/library/my', signedInAs: testUser(Role.CLIENT) });

    expect(
      await screen.findByRole('heading', { name: 'This part of the portal could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Library screen' })).toBeInTheDocument();
  });

  it('sends a path no remote owns back to /v3', async () => {
    // An admin's home, the projects, is the client library's over every client.
    load.mockResolvedValue([{ path: 'admin/projects', element: <h1>Projects screen</h1> }]);
    const { location } = renderShell({
      path: '/nowhere',
      signedInAs: testUser(Role.ADMIN, { mfaEnabled: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Projects screen' })).toBeInTheDocument();
    expect(location().pathname).toBe('/admin/projects');
    expect(load.mock.calls).toEqual([['mf-client-library']]);
  });
});
