import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { IDLE_SAMPLE_MS, Role, featureFlagsFor, selectNotifications } from '@portal/contracts';
import { userApi } from '@portal/contracts/user/client';
import { json } from '@portal/contracts/testing/fake-server';
import { testUser } from '@portal/contracts/user/test-user';
import { renderShell } from '../test/render-shell.tsx';

jest.mock('../remotes/federation.ts', () => ({
  loadRemoteRoutes: () => new Promise(() => undefined),
}));

const mfaSettings = {
  id: 3,
  totp: false,
  sms: false,
  smsPhone: null,
  smsAvailable: true,
  recoveryCodesLeft: 0,
};
const profileHandlers = (server: ReturnType<typeof renderShell>['server']) => {
  server.on('POST', '/v1/multi-factor-auth', () => json(200, mfaSettings));
};

beforeEach(() => localStorage.clear());

/**
 * The gates decide in the render that first knows the user, the one that shows the user menu;
 * a redirect they render follows in that render's effects, which act runs before it resolves.
 */
async function profileShown() {
  await screen.findByRole('button', { name: /user menu/ });
  await act(async () => undefined);
}

describe('mandatory two-factor authentication', () => {
  it('holds a typist without 2FA on the profile with the reminder', async () => {
    const { location } = renderShell({
      path: '/typist/library/assigned',
      signedInAs: testUser(Role.TYPIST),
      handlers: profileHandlers,
    });
    await waitFor(() => expect(location().pathname).toBe('/profile'));
    const dialog = await screen.findByRole('dialog', { name: 'Please enable 2FA' });
    expect(dialog).toHaveTextContent(
      'Two-Factor Authentication is now required for admins, proofreaders and typists. Please enable it in your settings before proceeding to other actions.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location().pathname).toBe('/profile');
  });

  it('lets the user log out', async () => {
    const { location } = renderShell({
      path: '/logout',
      signedInAs: testUser(Role.ADMIN),
      handlers: (server) =>
        server.on('POST', '/v1/user/logout', () => json(200, { isSuccess: true })),
    });
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });

  it.each([
    ['a typist with 2FA', testUser(Role.TYPIST, { mfaEnabled: true }), '/typist/library/assigned'],
    ['a client', testUser(Role.CLIENT), '/library/my'],
    ['a restricted admin', testUser(Role.RESTRICTED_ADMIN), '/radmin/assign'],
  ])('leaves %s where they are', async (_who, user, path) => {
    const { location } = renderShell({ path, signedInAs: user });
    await profileShown();
    expect(location().pathname).toBe(path);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('contract gate', () => {
  const unsigned = { consultancyAgreementSignedAt: null, securityRequirementsSignedAt: null };
  const newcomer = (role: Role) => testUser(role, { mfaEnabled: true, contracts: unsigned });

  it.each([
    [Role.TYPIST, '/typist/library/assigned', '/typist/contracts'],
    [Role.PROOFREADER, '/proofreader', '/proofreader/contracts'],
  ])('sends role %s from %s to %s until both are signed', async (role, path, contracts) => {
    const { location } = renderShell({ path, signedInAs: newcomer(role) });
    await waitFor(() => expect(location().pathname).toBe(contracts));
  });

  it('leaves the profile open, where 2FA is managed', async () => {
    const { location } = renderShell({
      path: '/profile',
      signedInAs: newcomer(Role.TYPIST),
      handlers: profileHandlers,
    });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(location().pathname).toBe('/profile');
  });

  it('lets the 2FA reminder go first', async () => {
    const { location } = renderShell({
      path: '/typist/library/assigned',
      signedInAs: testUser(Role.TYPIST, { contracts: unsigned }),
      handlers: profileHandlers,
    });
    expect(await screen.findByRole('dialog', { name: 'Please enable 2FA' })).toBeInTheDocument();
    expect(location().pathname).toBe('/profile');
  });

  it.each([
    ['an older typist', newcomer(Role.TYPIST), {}, { oldTypist: true }],
    ['anyone with the contracts flag off', newcomer(Role.TYPIST), { contracts: false }, {}],
  ])('leaves %s where they are', async (_who, user, flagOverrides, userOverrides) => {
    const { location } = renderShell({
      path: '/typist/library/assigned',
      signedInAs: { ...user, ...userOverrides },
      config: { featureFlags: featureFlagsFor('local', flagOverrides) },
    });
    await profileShown();
    expect(location().pathname).toBe('/typist/library/assigned');
  });
});

describe('business-account notice', () => {
  it('tells a business client about 2FA until dismissed, and remembers it', async () => {
    const user = testUser(Role.CLIENT, { isBusinessAccount: true });
    renderShell({ path: '/library/my', signedInAs: user });
    const notice = await screen.findByRole('complementary', {
      name: 'Two-factor authentication for business accounts',
    });
    expect(notice).toHaveTextContent('Set it up in your profile');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(notice).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('tn.attention seekers') ?? '[]')).toEqual([
      'ba-clients-2fa',
    ]);
  });

  it('is not shown to other clients or to business clients with 2FA', async () => {
    renderShell({
      path: '/library/my',
      signedInAs: testUser(Role.CLIENT, { isBusinessAccount: true, mfaEnabled: true }),
    });
    await screen.findByRole('main');
    expect(
      screen.queryByRole('complementary', {
        name: 'Two-factor authentication for business accounts',
      }),
    ).toBeNull();
  });
});

describe('idle logout', () => {
  afterEach(() => jest.useRealTimers());

  it('signs a client out after 12 hours without interaction', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { server, location } = renderShell({
      path: '/library/my',
      signedInAs: testUser(Role.CLIENT),
      handlers: (s) => s.on('POST', '/v1/user/logout', () => json(200, { isSuccess: true })),
    });
    // The limit depends on who the user is: wait for the profile.
    await screen.findByRole('button', { name: /user menu/ });
    act(() => jest.advanceTimersByTime(11 * 3_600_000));
    expect(location().pathname).toBe('/library/my');
    await act(async () => jest.advanceTimersByTime(3_600_000 + 1_000));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(server.requests.some((r) => r.url.endsWith('/v1/user/logout'))).toBe(true);
    expect(await screen.findByText('Logged out due to inactivity')).toBeInTheDocument();
  });

  it('signs out at once a session restored after the idle limit has passed', async () => {
    // A reload or a new tab is not an interaction: the clock goes on from the stored time.
    const idleSince = Date.now() - 13 * 3_600_000;
    localStorage.setItem('tn.last interaction', String(idleSince));
    const { server, location } = renderShell({
      path: '/library/my',
      signedInAs: testUser(Role.CLIENT),
      handlers: (s) => s.on('POST', '/v1/user/logout', () => json(200, { isSuccess: true })),
    });
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(server.requests.some((r) => r.url.endsWith('/v1/user/logout'))).toBe(true);
    expect(await screen.findByText('Logged out due to inactivity')).toBeInTheDocument();
    expect(localStorage.getItem('tn.last interaction')).toBe(String(idleSince));
  });

  it('keeps a restored session whose last interaction is within the limit', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const lastInteraction = Date.now() - 11 * 3_600_000;
    localStorage.setItem('tn.last interaction', String(lastInteraction));
    const { location } = renderShell({ path: '/library/my', signedInAs: testUser(Role.CLIENT) });
    await screen.findByRole('button', { name: /user menu/ });
    act(() => jest.advanceTimersByTime(IDLE_SAMPLE_MS + 100));
    expect(location().pathname).toBe('/library/my');
    expect(localStorage.getItem('tn.last interaction')).toBe(String(lastInteraction));
  });

  it('starts the clock at a sign-in on this page, whatever an earlier session left', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    localStorage.setItem('tn.last interaction', String(Date.now() - 13 * 3_600_000));
    const { server, location } = renderShell({ path: '/login' });
    server.on('POST', '/v1/oauth2/token', () =>
      json(200, { accessToken: 'fresh', refreshToken: 'r', tokenType: 'Bearer', expiresIn: 900 }),
    );
    server.on('GET', '/v1/user/profile', () => json(200, testUser(Role.CLIENT)));
    const signedInAt = Date.now();
    await userEvent.type(screen.getByLabelText('Email'), 'client@demo.test');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret-1!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('button', { name: /user menu/ });
    act(() => jest.advanceTimersByTime(IDLE_SAMPLE_MS + 100));
    expect(location().pathname).toBe('/library/my');
    expect(Number(localStorage.getItem('tn.last interaction'))).toBeGreaterThanOrEqual(signedInAt);
    expect(server.requests.some((r) => r.url.endsWith('/v1/user/logout'))).toBe(false);
  });

  const idleRefusal = () =>
    json(401, { errorCode: 'IDLE_SIGN_OUT', message: 'Logged out due to inactivity' });

  it('signs out with the inactivity message when the server refuses an idle sign-in', async () => {
    const { store } = renderShell({
      path: '/library/my',
      signedInAs: testUser(Role.CLIENT),
      handlers: (s) => {
        s.on('GET', '/v1/user/profile', () => json(401, { message: 'expired' }));
        s.on('POST', '/v1/oauth2/token', idleRefusal);
      },
    });
    expect(await screen.findByText('Logged out due to inactivity')).toBeInTheDocument();
    expect(store.getState().auth.tokens).toBeNull();
  });

  it('tells of one idle sign-out when the idle clock and the server both end it', async () => {
    localStorage.setItem('tn.last interaction', String(Date.now() - 13 * 3_600_000));
    const { server, store, location } = renderShell({
      path: '/library/my',
      signedInAs: testUser(Role.CLIENT),
      handlers: (s) => {
        s.on('POST', '/v1/user/logout', () => json(401, { message: 'expired' }));
        s.on('POST', '/v1/oauth2/token', idleRefusal);
      },
    });
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(server.requests.some((r) => r.url.endsWith('/v1/oauth2/token'))).toBe(true);
    const titles = selectNotifications(store.getState()).map((item) => item.title);
    expect(titles).toEqual(['Logged out due to inactivity']);
  });

  it('counts an interaction in any tab through local storage', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { location } = renderShell({
      path: '/typist/library/assigned',
      signedInAs: testUser(Role.TYPIST, { mfaEnabled: true }),
    });
    await screen.findByRole('button', { name: /user menu/ });
    act(() => jest.advanceTimersByTime(3 * 3_600_000));
    localStorage.setItem('tn.last interaction', String(Date.now()));
    act(() => jest.advanceTimersByTime(3_600_000 + 1_000));
    expect(location().pathname).toBe('/typist/library/assigned');
  });
});

describe('user statistics', () => {
  it('are loaded with the profile of a signed-in user', async () => {
    const { server } = renderShell({ path: '/library/my', signedInAs: testUser(Role.CLIENT) });
    await waitFor(() =>
      expect(server.requests.some((r) => r.url.endsWith('/v1/user/statistics'))).toBe(true),
    );
  });

  it('that fail to load show no error', async () => {
    const { store } = renderShell({
      path: '/library/my',
      signedInAs: testUser(Role.CLIENT),
      handlers: (s) => s.on('GET', '/v1/user/statistics', () => json(500, {})),
    });
    // An error notice would be raised as the failure is stored, before it shows as an error.
    await waitFor(() =>
      expect(userApi.endpoints.getStatistics.select()(store.getState()).isError).toBe(true),
    );
    expect(selectNotifications(store.getState())).toEqual([]);
  });

  it('are not asked for without a signed-in user', async () => {
    const { server } = renderShell({ path: '/login' });
    await screen.findByRole('button', { name: 'Log in' });
    expect(server.requests.some((r) => r.url.endsWith('/v1/user/statistics'))).toBe(false);
  });
});
