import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json } from '@portal/contracts/testing/fake-server';
import { renderShell } from '../test/render-shell.tsx';

jest.mock('../remotes/federation.ts', () => ({
  loadRemoteRoutes: () => new Promise(() => undefined),
}));

const nora = { email: 'nora@example.test', firstname: 'Nora', lastname: 'Quinn' };

describe('registration activator', () => {
  it('shows loading, then hands a valid link over to setting the password', async () => {
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { location } = renderShell({
      path: '/registration-activator?hash=a%2Fb',
      handlers: (server) =>
        server.on('GET', '/v1/user/activate/a%2Fb', () => answered.then(() => json(200, nora))),
    });
    expect(await screen.findByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    answer();
    await waitFor(() => expect(location().pathname).toBe('/set-password'));
    expect(location().search).toBe('?hash=a%2Fb');
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeVisible();
  });

  it('says Invalid URL for an unknown hash and offers to register again', async () => {
    const { location } = renderShell({
      path: '/registration-activator?hash=used',
      handlers: (server) =>
        server.on('GET', '/v1/user/activate/used', () => json(404, { message: 'Invalid URL' })),
    });
    expect(await screen.findByText('Invalid URL')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Register again' }));
    expect(location().pathname).toBe('/registration');
  });

  it('says Invalid URL without asking the server when the hash is missing', async () => {
    const { server } = renderShell({ path: '/registration-activator' });
    expect(await screen.findByText('Invalid URL')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.url.includes('/v1/user/activate'))).toHaveLength(0);
  });

  it('offers a retry when the server fails', async () => {
    const { server } = renderShell({
      path: '/registration-activator?hash=h',
      handlers: (s) => s.on('GET', '/v1/user/activate/h', () => json(500, {})),
    });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    server.on('GET', '/v1/user/activate/h', () => json(200, nora));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeVisible();
  });
});
