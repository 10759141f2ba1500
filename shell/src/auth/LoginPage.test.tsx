import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { json, testUser } from '@portal/contracts/testing';
import { renderShell } from '../test/render-shell.tsx';

jest.mock('../remotes/federation.ts', () => ({
  loadRemoteRoutes: () => new Promise(() => undefined),
}));

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  it('shows the spec texts for missing and invalid fields', async () => {
    renderShell({ path: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.tab();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
  });

  it('explains wrong credentials in the spec words', async () => {
    const { server } = renderShell({ path: '/login' });
    server.on('POST', '/v1/oauth2/token', () => json(401, { message: 'ignored' }));
    await fillAndSubmit('client@demo.test', 'wrong');
    expect(
      await screen.findByText(
        'Something is wrong here, please check your email address and password.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the server lock-out text and a generic text for other failures', async () => {
    const { server } = renderShell({ path: '/login' });
    server.on('POST', '/v1/oauth2/token', () =>
      json(429, { error: 'Too many failed login attempts.' }),
    );
    await fillAndSubmit('client@demo.test', 'wrong');
    expect(await screen.findByText('Too many failed login attempts.')).toBeInTheDocument();

    server.on('POST', '/v1/oauth2/token', () => json(500, {}));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText(
        'We had a problem logging you. Please contact us if the problem continues.',
      ),
    ).toBeInTheDocument();
  });

  it('signs in with trimmed email and goes to the redirect target', async () => {
    const { server, location } = renderShell({ path: '/login?redirectTo=%2Fv3%2Flibrary%2Fread' });
    server.on('POST', '/v1/oauth2/token', () =>
      json(200, { accessToken: 'fresh', refreshToken: 'r', tokenType: 'Bearer', expiresIn: 900 }),
    );
    server.on('GET', '/v1/user/profile', () => json(200, testUser(Role.CLIENT)));
    await fillAndSubmit('  client@demo.test ', 'Demo-Portal-2026!');

    await waitFor(() => expect(location().pathname).toBe('/library/read'));
    const body = await server.requests.find((r) => r.url.endsWith('/v1/oauth2/token'))!.text();
    expect(body).toBe(
      'grant_type=password&username=client%40demo.test&password=Demo-Portal-2026%21',
    );
  });

  it('sends a signed-in user away from the login page', async () => {
    const { location } = renderShell({ path: '/login', signedInAs: testUser(Role.TYPIST) });
    await waitFor(() => expect(location().pathname).toBe('/typist/library/assigned'));
  });
});
