import '@portal/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { json } from '@portal/contracts/testing/fake-server';
import { testUser } from '@portal/contracts/user/test-user';
import { renderShell } from '../test/render-shell.tsx';

jest.mock('../remotes/federation.ts', () => ({
  loadRemoteRoutes: () => new Promise(() => undefined),
}));

const dataLayer = () => (window as { dataLayer?: unknown[] }).dataLayer;

async function signIn(email: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret-1!');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('button', { name: /user menu/ });
}

// The tags are once per page, and a test file is one page: one journey holds the whole story.
it('tags the first signed-in user of the page, and not the next one', async () => {
  const typist = testUser(Role.TYPIST, {
    id: 81,
    mfaEnabled: true,
    trainedIn: [{ shortName: 'IVB' }, { shortName: 'CAP' }],
  });
  const { server } = renderShell({ path: '/login' });
  server.on('POST', '/v1/oauth2/token', () =>
    json(200, { accessToken: 'fresh', refreshToken: 'r', tokenType: 'Bearer', expiresIn: 900 }),
  );
  server.on('POST', '/v1/user/logout', () => json(200, { isSuccess: true }));
  server.on('GET', '/v1/user/profile', () => json(200, typist));
  expect(dataLayer()).toBeUndefined();

  await signIn('tom@demo.test');
  await waitFor(() =>
    expect(dataLayer()).toEqual([
      { userId: 81 },
      { userType: 'Typist', trainedIn: ['IVB', 'CAP'] },
    ]),
  );

  await userEvent.click(screen.getByRole('button', { name: /user menu/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
  server.on('GET', '/v1/user/profile', () => json(200, testUser(Role.CLIENT, { id: 82 })));
  await signIn('cleo@demo.test');
  expect(dataLayer()).toHaveLength(2);
});
