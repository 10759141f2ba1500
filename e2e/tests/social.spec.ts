import type { BrowserContext, Page } from '@playwright/test';
import {
  createAccount,
  expect,
  expectAccessible,
  expectOwnLanding,
  test,
  totpCode,
} from './fixtures.ts';

const uniqueEmail = () => `social-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The provider's development pages import a web font; the journeys do not go online for it. */
const offline = (context: BrowserContext) =>
  context.route('https://fonts.googleapis.com/**', (route) => route.abort());

/**
 * Clicks "Continue with Google" and, in the popup, signs in at the provider as `email` (any
 * password passes its development login) and consents, unless the provider still remembers the
 * person; the popup hands the portal its tokens and closes.
 */
async function continueWithGoogle(page: Page, email: string, { remembered = false } = {}) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close');
  if (!remembered) {
    await expect(popup.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
    await popup.getByPlaceholder('Enter any login').fill(email);
    await popup.getByPlaceholder('and password').fill('any password at all');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
    await expect(popup.getByRole('heading', { name: 'Authorize' })).toBeVisible();
    await expect(popup.getByText('email', { exact: true })).toBeVisible();
    await popup.getByRole('button', { name: 'Continue' }).click();
  }
  await closed;
}

/** Signed in as a client on the library, as the person the provider named. */
async function expectSignedIn(page: Page, email: string) {
  await expect(page).toHaveURL('/v3/library/my');
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  await expectOwnLanding(page, 'client', email);
  await expect(page.getByRole('button', { name: 'Hi, Social, user menu' })).toBeVisible();
}

/** The portal's id of the signed-in user, asked with the tokens the popup handed over. */
async function signedInUserId(page: Page): Promise<number> {
  const stored = await page.evaluate(() => localStorage.getItem('tn.auth token'));
  const { accessToken } = JSON.parse(stored ?? '{}') as { accessToken?: string };
  const response = await page.request.get('/v1/user/profile', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

test.beforeEach(({ context }) => offline(context));

test('a new person continues with Google and lands on a new client library @shell', async ({
  page,
}) => {
  const email = uniqueEmail();
  await page.goto('/v3/login');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toHaveCount(0);
  await expectAccessible(page);

  await continueWithGoogle(page, email);
  await expectSignedIn(page, email);
  await expectAccessible(page);
});

test('the same person signing in again, here or on another browser, reaches the same account @shell', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail();
  await page.goto('/v3/login');
  await continueWithGoogle(page, email);
  await expectSignedIn(page, email);
  const id = await signedInUserId(page);

  await page.getByRole('button', { name: 'Hi, Social, user menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/v3\/login/);
  // The provider remembers the person in this browser: the popup goes straight back.
  await continueWithGoogle(page, email, { remembered: true });
  await expectSignedIn(page, email);
  expect(await signedInUserId(page)).toBe(id);

  // Another browser: the provider asks again, and the portal finds the linked account.
  const elsewhere = await browser.newContext();
  try {
    await offline(elsewhere);
    const other = await elsewhere.newPage();
    await other.goto('/v3/login');
    await continueWithGoogle(other, email);
    await expectSignedIn(other, email);
    expect(await signedInUserId(other)).toBe(id);
  } finally {
    await elsewhere.close();
  }
});

test('an account with two-factor authentication still gives its code after Google @shell', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'client', { twoFactor: true });
  await page.goto('/v3/login');
  await continueWithGoogle(page, account.email);

  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(page).toHaveURL('/v3/login');
  await page.getByRole('button', { name: 'Use your authenticator app' }).click();
  await page.getByLabel('Verification code').fill(totpCode(account.totpSecret ?? ''));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/v3/library/my');
  await expectOwnLanding(page, 'client', account.email);
});
