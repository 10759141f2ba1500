import { accessTokenIssuedAt } from '../scripts/access-token.ts';
import {
  DEMO_PASSWORD,
  createAccount,
  expect,
  expectAccessible,
  passwordGrant,
  signIn,
  signInAs,
  test,
} from './fixtures.ts';

test('the theme survives a reload @shell', async ({ page }) => {
  await signIn(page, 'client@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('body')).toHaveClass(/theme-dark/);
  await expectAccessible(page);

  await page.reload();
  await expect(page.locator('body')).toHaveClass(/theme-dark/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

// A refresh that is due is made before the calls: none is refused, so the console stays clean.
test.describe('token refresh @shell', () => {
  test('an expired access token is refreshed transparently, before any call is refused', async ({
    page,
    request,
  }) => {
    const token = await passwordGrant(request, {
      email: 'business@demo.test',
      password: DEMO_PASSWORD,
    });
    const { accessToken, refreshToken } = (await token.json()) as {
      accessToken: string;
      refreshToken: string;
    };
    // The server's clock is real, so the token it just issued is made as it would have issued it
    // 16 minutes ago: correctly signed, 15-minute lifetime over. Re-issuing it unmoved gives back
    // the very same token, so nothing but its age differs from a genuine one.
    expect(accessTokenIssuedAt(accessToken, 0)).toBe(accessToken);
    const expired = accessTokenIssuedAt(accessToken, -16 * 60);
    const profileWith = (bearer: string) =>
      request.get('/v1/user/profile', { headers: { authorization: `Bearer ${bearer}` } });
    expect((await profileWith(accessToken)).status()).toBe(200);
    expect((await profileWith(expired)).status()).toBe(401);

    await page.goto('/v3/login');
    await page.evaluate((auth) => localStorage.setItem('tn.auth token', JSON.stringify(auth)), {
      accessToken: expired,
      refreshToken,
      expiresAt: Date.now() - 60_000,
      stamp: Date.now() - 16 * 60_000,
    });

    const refreshes: number[] = [];
    const rejected: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/v1/oauth2/token')) refreshes.push(response.status());
      else if (response.status() === 401) rejected.push(new URL(response.url()).pathname);
    });
    await page.goto('/v3');

    await expect(page).toHaveURL('/v3/library/my');
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    // The stored token said it was over: one refresh renewed it before any call was made with it.
    expect(rejected).toEqual([]);
    expect(refreshes).toEqual([200]);
  });

  test('two tabs refreshing at the same moment both stay signed in', async ({
    page,
    secondTab,
    request,
  }) => {
    const account = await createAccount(request, 'client');
    const token = await passwordGrant(request, account);
    const { accessToken, refreshToken } = (await token.json()) as {
      accessToken: string;
      refreshToken: string;
    };
    // Both tabs read one sign-in from local storage, its access token expired (see above).
    await page.goto('/v3/login');
    await page.evaluate((auth) => localStorage.setItem('tn.auth token', JSON.stringify(auth)), {
      accessToken: accessTokenIssuedAt(accessToken, -16 * 60),
      refreshToken,
      expiresAt: Date.now() - 60_000,
      stamp: Date.now() - 16 * 60_000,
    });

    // Each tab's refresh is held until the other's has been sent too: the server gets the same
    // refresh token twice at the same moment.
    const refreshed: { status: number; refreshToken?: string }[] = [];
    let bothSent: () => void = () => {};
    const sent = new Promise<void>((resolve) => (bothSent = resolve));
    let held = 0;
    await page.context().route('**/v1/oauth2/token', async (route) => {
      held += 1;
      if (held === 2) bothSent();
      await sent;
      const response = await route.fetch();
      const body = (await response.json()) as { refreshToken?: string };
      refreshed.push({ status: response.status(), refreshToken: body.refreshToken });
      await route.fulfill({ response });
    });
    await Promise.all([page.goto('/v3'), secondTab.goto('/v3')]);

    for (const tab of [page, secondTab]) {
      await expect(tab).toHaveURL('/v3/library/my');
      await expect(tab.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    }
    expect(refreshed.map((answer) => answer.status)).toEqual([200, 200]);
    expect(refreshed[1]?.refreshToken).toBe(refreshed[0]?.refreshToken);

    // The sign-in lives on: after a reload both tabs are still in, on the tokens they share.
    await page.context().unroute('**/v1/oauth2/token');
    for (const tab of [page, secondTab]) {
      await tab.reload();
      await expect(tab).toHaveURL('/v3/library/my');
      await expect(tab.getByRole('heading', { level: 2, name: 'No projects yet' })).toBeVisible();
    }
    await expectAccessible(secondTab);
  });
});

test('the view-mode selector shows on listed pages with the role default @shell', async ({
  page,
  request,
}) => {
  await signInAs(page, await createAccount(request, 'admin', { twoFactor: true }));
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/view-compact/);
  await page.getByRole('button', { name: /View mode/ }).click();
  await page.getByRole('menuitemradio', { name: 'Standard' }).click();
  await expect(page.locator('body')).not.toHaveClass(/view-compact/);
});

test("a super admin's eleven menu entries hold one line from 1280 px down to the 950 px sidebar breakpoint @shell", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, await createAccount(request, 'superadmin', { twoFactor: true }));
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Promo codes' })).toBeVisible();
  const lines = () =>
    menu
      .locator('li')
      .evaluateAll((items) => [
        ...new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))),
      ]);
  for (const width of [1280, 1100, 1000, 950]) {
    await page.setViewportSize({ width, height: 800 });
    expect({ width, lines: (await lines()).length }).toEqual({ width, lines: 1 });
  }
  await expect(page.getByRole('button', { name: /^Hi, .*, user menu$/ })).toBeVisible();
  await expectAccessible(page);
});
