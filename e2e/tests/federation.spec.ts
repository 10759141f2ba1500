import {
  DEMO_PROJECT_TITLE,
  createAccount,
  expect,
  expectAccessible,
  signIn,
  signInAs,
  test,
} from './fixtures.ts';
import { sharedCopies } from './shared-modules.ts';

const remoteFailure = /Remote mf-\w+ could not be loaded|Failed to load resource|RUNTIME-\d+/;

test('the remote reads the signed-in user from the shell store and its copy of contracts @shell @mf-client-library', async ({
  page,
}) => {
  const profileRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/user/profile') profileRequests.push(request.url());
  });
  await signIn(page, 'client@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  // The remote's own call for the client's projects went out with the shell's token.
  await expect(page.getByRole('row', { name: new RegExp(DEMO_PROJECT_TITLE) })).toBeVisible();

  expect(profileRequests).toHaveLength(1);
  // One copy of @portal/contracts, provided by the shell, used by the remote.
  const contracts = await sharedCopies(page, '@portal/contracts');
  expect(contracts.length).toBeGreaterThan(0);
  for (const entry of contracts) {
    expect(entry.from).toBe('shell');
    expect(entry.useIn).toContain('mf_client_library');
  }
});

test.describe('an unreachable remote @shell', () => {
  test.use({ expectedConsoleErrors: remoteFailure });

  test('a remote at a dead URL shows an error with a retry while the shell keeps working', async ({
    page,
    request,
  }) => {
    await page.route('**/v3/remotes.json', async (route) => {
      const response = await route.fetch();
      const remotes = (await response.json()) as Record<string, string>;
      // Nothing is deployed there: the remote's host answers 404 for its manifest.
      remotes['mf-typist'] = '/mf/mf-typist-retired/mf-manifest.json';
      await route.fulfill({ response, json: remotes });
    });
    await signInAs(page, await createAccount(request, 'typist', { twoFactor: true }));

    await expect(
      page.getByRole('heading', { name: 'This part of the portal could not be loaded' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: /user menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/v3/login');
  });

  test('retry loads a remote once it is reachable again', async ({ page, request }) => {
    let down = true;
    // An admin lands on the projects, the client library's screen over every client's.
    await page.route('**/mf/mf-client-library/**', (route) =>
      down ? route.abort() : route.continue(),
    );
    await signInAs(page, await createAccount(request, 'admin', { twoFactor: true }));
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    down = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  });
});
