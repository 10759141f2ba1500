import type { APIRequestContext, Page } from '@playwright/test';
import { previousVersion } from '../scripts/previous-build.ts';
import { CDN_REMOTE, cdnManifestUrl, type Edge } from '../scripts/remote-origin.ts';
import {
  createAccount,
  expect,
  expectAccessible,
  expectOwnLanding,
  failedRequest,
  signInAs,
  test,
} from './fixtures.ts';
import { sharedCopies } from './shared-modules.ts';

// mf-typist is deployed on its own origin for every journey (playwright.config.ts); these check
// that deployment and what its CDN may answer one build behind.
const federationName = 'mf_typist';
const singletons = ['react', 'react-dom', '@portal/contracts'];

/** Where the API sends the shell for the remote: REMOTE_MF_TYPIST_URL. */
async function deployedManifest(request: APIRequestContext): Promise<string> {
  const remotes = (await (await request.get('/v3/remotes.json')).json()) as Record<string, string>;
  return remotes[CDN_REMOTE] ?? '';
}

/** The shell is sent to what one edge of the CDN answers; the shell itself is untouched. */
async function servedBy(page: Page, edge: Edge, origin: string): Promise<void> {
  await page.route('**/v3/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = (await response.json()) as Record<string, string>;
    remotes[CDN_REMOTE] = cdnManifestUrl(origin, edge);
    await route.fulfill({ response, json: remotes });
  });
}

/** The remote's files the page asked for, with their answers' statuses. */
function remoteFiles(page: Page): { url: string; status: number }[] {
  const files: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.url().includes(`/${CDN_REMOTE}/`))
      files.push({ url: response.url(), status: response.status() });
  });
  return files;
}

async function signInAsTypist(page: Page, request: APIRequestContext): Promise<string> {
  const typist = await createAccount(request, 'typist', { twoFactor: true });
  await signInAs(page, typist);
  return typist.email;
}

test('a remote deployed on its own origin loads from there with the shell store and singletons @mf-typist @shell', async ({
  page,
  request,
  baseURL,
}) => {
  const manifest = await deployedManifest(request);
  const cdn = new URL(manifest).origin;
  expect(cdn).not.toBe(new URL(baseURL ?? '').origin);
  const files = remoteFiles(page);
  const profileRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/user/profile') profileRequests.push(request.url());
  });

  const email = await signInAsTypist(page, request);
  // The remote's own call for the typist's jobs went out with the shell's token.
  await expectOwnLanding(page, 'typist', email);

  const urls = files.map((file) => file.url);
  expect(urls).toContain(manifest);
  expect(urls).toContain(`${cdn}/${CDN_REMOTE}/remoteEntry.js`);
  expect(urls.some((url) => /__federation_expose_routes\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
  expect(urls.some((url) => url.endsWith('.css'))).toBe(true);
  for (const { url, status } of files)
    expect({ origin: new URL(url).origin, status }, url).toEqual({ origin: cdn, status: 200 });
  // The remote read the profile from the shell's cache, and uses the shell's copies.
  expect(profileRequests).toHaveLength(1);
  for (const name of singletons) {
    const copies = await sharedCopies(page, name);
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies)
      expect(copy).toMatchObject({
        from: 'shell',
        useIn: expect.arrayContaining([federationName]),
      });
  }
  await expectAccessible(page);
});

test.describe('the CDN answering the previous build @mf-typist @shell', () => {
  test('its whole build, chunks kept, works with the shell’s newer singletons', async ({
    page,
    request,
  }) => {
    await servedBy(page, 'one-build-behind', new URL(await deployedManifest(request)).origin);
    const files = remoteFiles(page);
    const email = await signInAsTypist(page, request);
    await expectOwnLanding(page, 'typist', email);

    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file.status).toBe(200);
    const react = await sharedCopies(page, 'react');
    const shells = react.find((copy) => copy.from === 'shell');
    // The previous build registered the older React it was built with; the shell's is the one used.
    expect(react).toContainEqual(
      expect.objectContaining({
        from: federationName,
        version: previousVersion(shells?.version ?? ''),
      }),
    );
    expect(previousVersion(shells?.version ?? '')).not.toBe(shells?.version);
    expect(shells?.useIn).toContain(federationName);
    await expectAccessible(page);
  });

  test.describe('its chunks gone', () => {
    test.use({ expectedConsoleErrors: failedRequest(404) });

    test('its manifest over this build’s entry still works', async ({ page, request }) => {
      await servedBy(page, 'stale-manifest', new URL(await deployedManifest(request)).origin);
      const files = remoteFiles(page);
      const email = await signInAsTypist(page, request);
      await expectOwnLanding(page, 'typist', email);
      // The runtime fetched the files the old manifest names, in vain, before the entry's own.
      expect(files.filter((file) => file.status === 404).length).toBeGreaterThan(0);
    });
  });

  test.describe('its manifest and entry, its chunks gone', () => {
    test.use({
      expectedConsoleErrors:
        /Remote mf-typist could not be loaded|Failed to load resource|RUNTIME-\d+/,
    });

    test('the shell shows the remote error with a retry, never a blank page', async ({
      page,
      request,
      consoleErrors,
    }) => {
      await servedBy(page, 'purged', new URL(await deployedManifest(request)).origin);
      await signInAsTypist(page, request);
      const unavailable = page.getByRole('heading', {
        name: 'This part of the portal could not be loaded',
      });
      await expect(unavailable).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectAccessible(page);

      // A retry asks the CDN again; as it still answers the same, the error comes back.
      const failures = () => consoleErrors.filter((text) => text.startsWith('Remote mf-typist'));
      expect(failures()).toHaveLength(1);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(() => failures().length).toBe(2);
      await expect(unavailable).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    });
  });
});
