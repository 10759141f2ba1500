import '@portal/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { json } from '@portal/contracts/testing/fake-server';
import { testUser } from '@portal/contracts/user/test-user';
import { renderShell } from '../test/render-shell.tsx';
import type * as ChatAudienceModule from './chat-audience.ts';
import { chatAudience } from './chat-audience.ts';

jest.mock('../remotes/federation.ts', () => ({
  loadRemoteRoutes: () => new Promise(() => undefined),
}));
// Whom the chat decided it is for, so a test can wait for the decision rather than for a while.
jest.mock('./chat-audience.ts', () => {
  const actual = jest.requireActual<typeof ChatAudienceModule>('./chat-audience.ts');
  return { chatAudience: jest.fn(actual.chatAudience) };
});
const audience = jest.mocked(chatAudience);

const chat = { appId: 'app_1', widgetUrl: 'https://chat.example/widget/app_1' };
const visitor = ['boot', { app_id: 'app_1' }];
const shutdown = ['shutdown'];

// A widget already on the page takes the commands: the fake stands where the provider's would.
let widget: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  widget = jest.fn();
  window.Intercom = widget;
  audience.mockClear();
});
afterEach(() => delete window.Intercom);

async function signIn() {
  await userEvent.type(await screen.findByLabelText('Email'), 'someone@demo.test');
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret-1!');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('button', { name: /user menu/ });
}

function renderLogin(user: ReturnType<typeof testUser>) {
  const { server } = renderShell({ path: '/login', config: { chat } });
  server.on('POST', '/v1/oauth2/token', () =>
    json(200, { accessToken: 'fresh', refreshToken: 'r', tokenType: 'Bearer', expiresIn: 900 }),
  );
  server.on('POST', '/v1/user/logout', () => json(200, { isSuccess: true }));
  server.on('GET', '/v1/user/profile', () => json(200, user));
}

describe('customer chat', () => {
  it('boots for a visitor, again for the client who signs in, and afresh after logout', async () => {
    renderLogin(testUser(Role.CLIENT, { firstname: 'Cleo', lastname: 'Client' }));
    await waitFor(() => expect(widget.mock.calls).toEqual([visitor]));
    await signIn();
    const client = ['boot', { app_id: 'app_1', name: 'Cleo Client', email: 'cleo@demo.test' }];
    await waitFor(() => expect(widget.mock.calls).toEqual([visitor, shutdown, client]));

    await userEvent.click(screen.getByRole('button', { name: /user menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await screen.findByRole('button', { name: 'Log in' });
    await waitFor(() =>
      expect(widget.mock.calls).toEqual([visitor, shutdown, client, shutdown, visitor]),
    );
  });

  it.each([Role.TYPIST, Role.PROOFREADER, Role.ADMIN, Role.SUPER_ADMIN, Role.RESTRICTED_ADMIN])(
    'is shut down when role %s signs in',
    async (role) => {
      renderLogin(testUser(role, { mfaEnabled: true }));
      await waitFor(() => expect(widget.mock.calls).toEqual([visitor]));
      await signIn();
      expect(widget.mock.calls).toEqual([visitor, shutdown]);
    },
  );

  it('never starts for staff whose session is restored', async () => {
    renderShell({
      path: '/typist/library/assigned',
      signedInAs: testUser(Role.TYPIST),
      config: { chat },
    });
    await screen.findByRole('button', { name: /user menu/ });
    await waitFor(() => expect(audience).toHaveLastReturnedWith('none'));
    expect(widget).not.toHaveBeenCalled();
  });

  it('is absent where no chat is configured', async () => {
    renderShell({ path: '/login' });
    await screen.findByRole('button', { name: 'Log in' });
    // Without a chat configured the shell never renders the chat, so it never decides whom for.
    expect(audience).not.toHaveBeenCalled();
    expect(widget).not.toHaveBeenCalled();
  });
});
