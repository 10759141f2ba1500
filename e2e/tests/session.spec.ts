import {
  createAccount,
  expect,
  expectAccessible,
  failedRequest,
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
    const token = await request.post('/v1/oauth2/token', {
      headers: {
        authorization: `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}`,
      },
      form: {
        grant_type: 'password',
        username: 'business@demo.test',
        password: 'Demo-Portal-2026!',
      },
    });
    const { refreshToken } = (await token.json()) as { refreshToken: string };
    const [header, , signature] = (
      (await token.json()) as { accessToken: string }
    ).accessToken.split('.');
    const expiredClaims = Buffer.from(JSON.stringify({ sub: '4', exp: 1 })).toString('base64url');
    await page.goto('/v3/login');
    await page.evaluate((auth) => localStorage.setItem('tn.auth token', JSON.stringify(auth)), {
      accessToken: `${header}.${expiredClaims}.${signature}`,
      refreshToken,
      expiresAt: 0,
      stamp: Date.now(),
    });

    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/v1/oauth2/token')) refreshes.push(response.status());
    });
    await page.goto('/v3');

    await expect(page).toHaveURL('/v3/library/my');
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
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
