import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { testUser } from '@portal/contracts/user/test-user';
import { renderShell } from '../test/render-shell.tsx';

// The profile query's code as a download that fails until the network is back.
let mockProfileCodeReachable = false;
jest.mock('./ProfileQuery.tsx', () => {
  if (!mockProfileCodeReachable) throw new Error('Loading chunk failed');
  return jest.requireActual('./ProfileQuery.tsx');
});

afterEach(() => {
  mockProfileCodeReachable = false;
});

it('announces profile code that cannot be downloaded as a profile failure, and downloads it again on retry', async () => {
  const { location } = renderShell({ path: '/', signedInAs: testUser(Role.CLIENT) });
  expect(await screen.findByText('We had a problem loading your profile')).toBeInTheDocument();

  mockProfileCodeReachable = true;
  const notifications = screen.getByRole('region', { name: 'Notifications' });
  await userEvent.click(within(notifications).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(location().pathname).toBe('/library/my'));
});

it('asks a visitor for no profile', async () => {
  const { server } = renderShell({ path: '/login' });
  await screen.findByRole('button', { name: 'Log in' });
  expect(screen.queryByText('We had a problem loading your profile')).not.toBeInTheDocument();
  expect(server.requests.map((request) => new URL(request.url).pathname)).not.toContain(
    '/v1/user/profile',
  );
});
