import { accessTokenIssuedAt } from '../scripts/access-token.ts';
import {
  DEMO_PASSWORD,
  createAccount,
  expect,
  expectAccessible,
  failedRequest,
  passwordGrant,
  signIn,
  signInAs,
  test,
} from './fixtures.ts';

test('the theme survives a reload', async ({ page }) => {
  await signIn(page, 'client@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('body')).toHaveClass(/theme-dark/);
  await expectAccessible(page);

  await page.reload();
  await expect(page.locator('body')).toHaveClass(/theme-dark/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test.describe('token refresh', () => {
  test.use({ expectedConsoleErrors: failedRequest(401) });

  test('an expired access token is refreshed transparently', async ({ page, request }) => {
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
    // The server turned the expired token away, and one refresh brought the session back.
    expect(rejected.length).toBeGreaterThan(0);
    expect(refreshes).toEqual([200]);
  });
});

test('the view-mode selector shows on listed pages with the role default', async ({
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
