import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { json } from '@portal/contracts/testing/fake-server';
import { testCart } from '@portal/contracts/cart/test-cart';
import { testMedia } from '@portal/contracts/media/test-media';
import { testUser } from '@portal/contracts/user/test-user';
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

  it('refuses a password no account could have without asking the server', async () => {
    const { server } = renderShell({ path: '/login' });
    await fillAndSubmit('client@demo.test', 'pass word');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription(
      "Doesn't conform to pattern",
    );
    expect(server.requests.filter((r) => r.url.includes('/v1/oauth2/token'))).toEqual([]);
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
      json(429, {
        error: 'Too many failed login attempts.',
        message: 'Too many failed login attempts.',
      }),
    );
    await fillAndSubmit('client@demo.test', 'wrong');
    expect(await screen.findByText('Too many failed login attempts.')).toBeInTheDocument();

    server.on('POST', '/v1/oauth2/token', () => json(500, { message: 'Internal Server Error' }));
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

  it('sends a client whose cart has items to the payment page after signing in', async () => {
    const { server, location } = renderShell({ path: '/login' });
    server.on('POST', '/v1/oauth2/token', () =>
      json(200, { accessToken: 'fresh', refreshToken: 'r', tokenType: 'Bearer', expiresIn: 900 }),
    );
    server.on('GET', '/v1/user/profile', () => json(200, testUser(Role.CLIENT)));
    server.on('GET', '/v1/cart', (request) =>
      request.headers.get('authorization') === 'Bearer fresh'
        ? json(200, testCart([testMedia(1)]))
        : json(200, testCart([], { id: null })),
    );
    await fillAndSubmit('client@demo.test', 'Demo-Portal-2026!');
    await waitFor(() => expect(location().pathname).toBe('/fileupload/payment'));
  });

  it('sends a client with an empty cart to the root, which sends them home', async () => {
    const { server, location } = renderShell({ path: '/login' });
    server.on('POST', '/v1/oauth2/token', () =>
      json(200, { accessToken: 'fresh', refreshToken: 'r', tokenType: 'Bearer', expiresIn: 900 }),
    );
    server.on('GET', '/v1/user/profile', () => json(200, testUser(Role.CLIENT)));
    server.on('GET', '/v1/cart', () => json(200, testCart([], { id: null })));
    await fillAndSubmit('client@demo.test', 'Demo-Portal-2026!');
    await waitFor(() => expect(location().pathname).toBe('/library/my'));
  });

  it('sends a signed-in user away from the login page', async () => {
    const { location } = renderShell({
      path: '/login',
      signedInAs: testUser(Role.TYPIST, { mfaEnabled: true }),
    });
    await waitFor(() => expect(location().pathname).toBe('/typist/library/assigned'));
  });
});

const tokens = { accessToken: 'fresh', refreshToken: 'r', tokenType: 'Bearer', expiresIn: 900 };

/** The token endpoint, answering by the fields of each request body. */
function tokenEndpoint(
  server: ReturnType<typeof renderShell>['server'],
  answer: (fields: URLSearchParams) => Response,
) {
  server.on('POST', '/v1/oauth2/token', async (request) =>
    answer(new URLSearchParams(await request.text())),
  );
  server.on('GET', '/v1/user/profile', () => json(200, testUser(Role.ADMIN, { mfaEnabled: true })));
}

describe('two-factor stages', () => {
  beforeEach(() => localStorage.clear());

  it('offers the methods, then signs in with an authenticator code', async () => {
    const { server, location } = renderShell({ path: '/login' });
    tokenEndpoint(server, (fields) => {
      if (!fields.get('mfa_method')) return json(200, { methods: ['totp', 'email', 'recovery'] });
      return fields.get('mfa_code') === '123456' ? json(200, tokens) : json(401, { message: 'x' });
    });
    await fillAndSubmit('admin@demo.test', 'Demo-Portal-2026!');
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(
      expect.arrayContaining([
        'Use your authenticator app',
        'Email me a code',
        'Use a recovery code',
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Use your authenticator app' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('OTP is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification code'), '123');
    await userEvent.tab();
    expect(screen.getByText('Min length is 6')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Verification code'));
    await userEvent.type(screen.getByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Something is wrong here, please check your verification code.'),
    ).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Verification code'));
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/projects'));
  });

  it('email recovery sends a code, says so for 5 seconds, and takes the code', async () => {
    const { server, location } = renderShell({ path: '/login' });
    tokenEndpoint(server, (fields) => {
      if (!fields.get('mfa_method')) return json(200, { methods: ['totp', 'email'] });
      if (!fields.get('mfa_code')) return json(200, { emailSent: true });
      return json(200, tokens);
    });
    await fillAndSubmit('admin@demo.test', 'Demo-Portal-2026!');
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Email me a code' }));
    const sentText = 'We have sent a verification code to your email address.';
    expect(await screen.findByText(sentText)).toHaveAttribute('role', 'status');
    await act(() => jest.advanceTimersByTimeAsync(4_000));
    expect(screen.getByText(sentText)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1_500));
    expect(screen.queryByText(sentText)).toBeNull();
    jest.useRealTimers();
    const sent = server.requests.filter((r) => r.url.endsWith('/v1/oauth2/token'));
    expect(await sent[1]!.text()).toContain('mfa_method=email');

    await userEvent.type(screen.getByLabelText('Verification code'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/projects'));
  });

  it('takes a recovery code and names it when it is wrong', async () => {
    const { server } = renderShell({ path: '/login' });
    tokenEndpoint(server, (fields) =>
      fields.get('mfa_method')
        ? json(401, { message: 'x' })
        : json(200, { methods: ['totp', 'recovery'] }),
    );
    await fillAndSubmit('admin@demo.test', 'Demo-Portal-2026!');
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Recovery code is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-jkmn');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Something is wrong here, please check your recovery code.'),
    ).toBeInTheDocument();
    const last = server.requests.filter((r) => r.url.endsWith('/v1/oauth2/token')).at(-1);
    expect(await last!.text()).toContain('recovery_code=abcd-efgh-jkmn');

    await userEvent.click(screen.getByRole('button', { name: 'Choose another method' }));
    expect(screen.getByRole('button', { name: 'Use your authenticator app' })).toBeVisible();
  });
});

describe('browser restriction', () => {
  beforeEach(() => localStorage.clear());

  it('after 10 failures it stops asking the server for 10 minutes', async () => {
    const { server } = renderShell({ path: '/login' });
    server.on('POST', '/v1/oauth2/token', () => json(401, { message: 'x' }));
    await fillAndSubmit('client@demo.test', 'wrong');
    // The button reads "Log in" again once the last attempt's answer is in.
    for (let i = 1; i < 10; i += 1) {
      await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
      await waitFor(() =>
        expect(server.requests.filter((r) => r.url.endsWith('/v1/oauth2/token'))).toHaveLength(
          i + 1,
        ),
      );
    }
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Too many failed login attempts. Please try again in 10 minutes.'),
    ).toBeInTheDocument();
    expect(server.requests.filter((r) => r.url.endsWith('/v1/oauth2/token'))).toHaveLength(10);
  });
});

describe('social sign-in', () => {
  it('shows only configured providers and signs in with the tokens the popup posts', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { server, location } = renderShell({
      path: '/login',
      config: { socialProviders: ['google'] },
    });
    server.on('GET', '/v1/user/profile', () => json(200, testUser(Role.CLIENT)));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\/v1\/auth-service\/auth\?authclient=google&session_id=[A-Za-z0-9]{32}$/,
      ),
      'portal-social-login',
      expect.stringContaining('width=500,height=500'),
    );

    const post = (data: unknown, origin = window.location.origin) =>
      act(() => window.dispatchEvent(new MessageEvent('message', { data, origin })));
    post({ type: 'portal-social-login', tokens }, 'https://evil.example');
    expect(location().pathname).toBe('/login');
    post({ type: 'portal-social-login', error: 'failed' });
    expect(
      await screen.findByText('We had a problem logging you via social network.'),
    ).toBeInTheDocument();
    post({ type: 'portal-social-login', tokens });
    await waitFor(() => expect(location().pathname).toBe('/library/my'));
    open.mockRestore();
  });

  it('goes on to the second factor with the ticket the popup posts for an account with 2FA', async () => {
    const { server, location } = renderShell({
      path: '/login',
      config: { socialProviders: ['google'] },
    });
    tokenEndpoint(server, (fields) =>
      fields.get('grant_type') === 'social_ticket' &&
      fields.get('ticket') === 'ticket-1' &&
      fields.get('mfa_code') === '123456'
        ? json(200, tokens)
        : json(401, { message: 'x' }),
    );
    await screen.findByRole('button', { name: 'Continue with Google' });
    act(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: {
            type: 'portal-social-login',
            secondFactor: { ticket: 'ticket-1', methods: ['totp', 'recovery'] },
          },
          origin: window.location.origin,
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Use your authenticator app' }));
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/projects'));
    const body = await server.requests.find((r) => r.url.endsWith('/v1/oauth2/token'))!.text();
    expect(body).toBe('grant_type=social_ticket&ticket=ticket-1&mfa_method=totp&mfa_code=123456');
  });

  it('shows no provider buttons when none is configured', async () => {
    renderShell({ path: '/login' });
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByRole('group', { name: 'Other ways to log in' })).toBeNull();
  });
});
