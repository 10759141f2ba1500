import { act, screen, waitFor } from '@testing-library/react';
import type * as React from 'react';
import { userEvent } from '@testing-library/user-event';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import type * as LoginPageModule from '../auth/LoginPage.tsx';
import { renderShell } from '../test/render-shell.tsx';

jest.mock('../remotes/federation.ts', () => ({
  loadRemoteRoutes: () => new Promise(() => undefined),
}));

// The login page's code, which a test can hold back: under load it arrives well after the answer
// to setting the password.
const mockLoginCode = { arrived: Promise.resolve() };
jest.mock('../auth/LoginPage.tsx', () => {
  const { createElement, use } = jest.requireActual<typeof React>('react');
  const page = jest.requireActual<typeof LoginPageModule>('../auth/LoginPage.tsx');
  return {
    ...page,
    LoginRoute: () => {
      use(mockLoginCode.arrived);
      return createElement(page.LoginRoute);
    },
  };
});

const nora = { email: 'nora@example.test', firstname: 'Nora', lastname: 'Quinn' };
const strong = 'Quiet-Harbour-42';

function renderSetPassword(answer: (server: FakeServer) => void = () => undefined) {
  return renderShell({
    path: '/set-password?hash=h1',
    handlers: (server) => {
      server.on('GET', '/v1/user/activate/h1', () => json(200, nora));
      answer(server);
    },
  });
}

function passwordSetThenSignedIn(server: FakeServer) {
  server.on('POST', '/v1/user/set-password', () => json(200, { isSuccess: true }));
  server.on('POST', '/v1/oauth2/token', () =>
    json(200, { accessToken: 'fresh', refreshToken: 'r', tokenType: 'Bearer', expiresIn: 900 }),
  );
}

const signInRequest = (server: FakeServer) =>
  server.requests.find((r) => r.url.endsWith('/v1/oauth2/token'));

async function choosePassword(password: string, repeat = password) {
  await userEvent.type(await screen.findByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Repeat password'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('set password', () => {
  it('shows who the link is for and prefills the names', async () => {
    renderSetPassword();
    expect(await screen.findByLabelText('Email')).toHaveValue('nora@example.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First name')).toHaveValue('Nora');
    expect(screen.getByLabelText('Last name')).toHaveValue('Quinn');
    expect(screen.getByLabelText('Mobile (optional)')).toHaveValue('');
    // The path keeps the header, whose logo is the only one.
    expect(screen.getAllByRole('link', { name: 'Transcription portal website' })).toHaveLength(1);
  });

  it('checks the password against the policy and the repeat', async () => {
    renderSetPassword();
    await userEvent.clear(await screen.findByLabelText('First name'));
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringMatching(/^Required/),
    );

    await choosePassword('short', 'other');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringMatching(/^at least one uppercase letter/),
    );
    expect(screen.getByLabelText('Repeat password')).toHaveAccessibleDescription("Doesn't match");
  });

  it('sends names, mobile and password, then asks to log in', async () => {
    const { server, location } = renderSetPassword((s) =>
      s.on('POST', '/v1/user/set-password', () => json(200, { isSuccess: true })),
    );
    await userEvent.type(await screen.findByLabelText('Mobile (optional)'), '+44 20 7946 0000');
    await choosePassword(strong);

    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().search).toBe('?email=nora%40example.test');
    expect(await screen.findByText('Your password has been set. Please log in.')).toBeVisible();
    expect(await screen.findByLabelText('Email')).toHaveValue('nora@example.test');
    const sent = server.requests.find((r) => r.url.endsWith('/v1/user/set-password'))!;
    expect(Object.fromEntries(new URLSearchParams(await sent.text()))).toEqual({
      activation_hash: 'h1',
      password: strong,
      firstname: 'Nora',
      lastname: 'Quinn',
      'profile[mobile]': '+44 20 7946 0000',
    });
  });

  it('signs in with the password typed as soon as it says to log in', async () => {
    const { server } = renderSetPassword(passwordSetThenSignedIn);
    await choosePassword(strong);
    expect(await screen.findByText('Your password has been set. Please log in.')).toBeVisible();
    // The set form keeps its room out of sight until the login page replaces it: only the login
    // form's field can take the password.
    const password = await waitFor(() => {
      const field = screen.getByLabelText('Password');
      expect(field).toBeVisible();
      return field;
    });
    await userEvent.type(password, strong);
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(signInRequest(server)).toBeDefined());
    expect(new URLSearchParams(await signInRequest(server)!.text()).get('password')).toBe(strong);
  });

  it("shows the loading page, not the finished form, until the login page's code arrives", async () => {
    let loginCodeArrives = () => undefined as void;
    mockLoginCode.arrived = new Promise((resolve) => (loginCodeArrives = resolve));
    renderSetPassword(passwordSetThenSignedIn);
    await choosePassword(strong);
    expect(await screen.findByText('Your password has been set. Please log in.')).toBeVisible();
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Set your password' })).toBeNull();

    act(() => loginCodeArrives());
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  it("shows the server's field messages and a link used up meanwhile", async () => {
    const { server } = renderSetPassword((s) =>
      s.on('POST', '/v1/user/set-password', () =>
        json(422, [{ field: 'profile[mobile]', message: 'Max length is 40' }]),
      ),
    );
    await userEvent.type(await screen.findByLabelText('Mobile (optional)'), '0123 456 789');
    await choosePassword(strong);
    await waitFor(() =>
      expect(screen.getByLabelText('Mobile (optional)')).toHaveAccessibleDescription(
        'Max length is 40',
      ),
    );

    server.on('POST', '/v1/user/set-password', () => json(404, { message: 'Invalid URL' }));
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Invalid URL')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register again' })).toBeVisible();
  });

  it('says Invalid URL for an unknown hash', async () => {
    renderShell({ path: '/set-password?hash=nope' });
    expect(await screen.findByText('Invalid URL')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});
