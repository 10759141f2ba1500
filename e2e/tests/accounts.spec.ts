import {
  DEMO_PASSWORD,
  createAccount,
  expect,
  expectAccessible,
  failedRequest,
  lastMail,
  linkIn,
  passwordGrant,
  signIn,
  signInAs,
  test,
  totpCode,
} from './fixtures.ts';
import type { Page } from '@playwright/test';

const NEW_PASSWORD = 'Fresh-Start-2027?';

async function logOut(page: Page) {
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/v3/login');
}
const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('register, activate from the mail, set a password and sign in @shell', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('nora');
  await page.goto('/v3/registration');
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Quinn');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const mail = await lastMail(request, email, 'Activate your account');
  await page.goto(linkIn(mail.text, 'registration-activator'));
  await expect(page).toHaveURL(/\/v3\/set-password\?hash=/);
  await expect(page.getByLabel('First name')).toHaveValue('Nora');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(page.getByText('at least one digit')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();

  // Typed the moment the page says to log in, the password is the one the login form sends.
  await expect(page.getByText('Your password has been set. Please log in.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await expect(page).toHaveURL(`/v3/login?email=${encodeURIComponent(email)}`);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/v3/library/my');
});

test.describe('password reset @shell', () => {
  // The old password is refused (401) and the used link is unknown (404).
  test.use({ expectedConsoleErrors: /status of (401|404)/ });

  test('a reset link from the mail sets a new password; the old one stops working', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'client');
    await page.goto('/v3/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/v3/password-reset');
    await expectAccessible(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText('Please check your inbox for a link to reset your password'),
    ).toBeVisible();

    const mail = await lastMail(request, account.email, 'Reset your password');
    await page.goto(linkIn(mail.text, 'password-reset'));
    await expect(page.getByRole('button', { name: 'Reset password' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Your password has been reset. Please log in.')).toBeVisible();

    await signIn(page, account.email, DEMO_PASSWORD);
    await expect(
      page.getByText('Something is wrong here, please check your email address and password.'),
    ).toBeVisible();
    await signIn(page, account.email, NEW_PASSWORD);
    await expect(page).toHaveURL('/v3/library/my');

    await page.goto(linkIn(mail.text, 'password-reset'));
    await page.getByLabel('Password', { exact: true }).fill('Another-Pass-2027!');
    await page.getByLabel('Repeat password', { exact: true }).fill('Another-Pass-2027!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Invalid URL')).toBeVisible();
  });
});

test('enrol an authenticator in the profile, then sign in with its code and with a recovery code @shell', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'client');
  await signInAs(page, account);
  // Signed in before leaving the page, or the navigation cancels the sign-in.
  await expect(page).toHaveURL('/v3/library/my');
  await page.goto('/v3/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Code from the app').fill(totpCode(secret, Date.now()));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('region', { name: 'Your recovery codes' });
  await expect(codes).toBeVisible();
  await expectAccessible(page);
  const recoveryCode = (await codes.locator('code').first().textContent()) ?? '';

  await logOut(page);
  await signIn(page, account.email, account.password);
  await page.getByRole('button', { name: 'Use your authenticator app' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Verification code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/v3/library/my');

  await logOut(page);
  await signIn(page, account.email, account.password);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await expect(page.getByLabel('Recovery code')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/v3/library/my');
});

test('email recovery: a code sent by mail signs in @shell', async ({ page, request }) => {
  const account = await createAccount(request, 'client', { twoFactor: true });
  await signIn(page, account.email, account.password);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(
    page.getByText('We have sent a verification code to your email address.'),
  ).toBeVisible();
  await expectAccessible(page);
  const mail = await lastMail(request, account.email, 'Your verification code');
  await page.getByLabel('Verification code').fill(mail.text.match(/\b(\d{6})\b/)?.[1] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/v3/library/my');
});

test.describe('lockout @shell', () => {
  test.use({
    expectedConsoleErrors: failedRequest(401),
    // Its own client address, so the server's lock does not reach the other journeys.
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.77' },
  });

  test('ten failed logins restrict sign-in, in the browser and on the server', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'client');
    await page.goto('/v3/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Password-2026!');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answered = page.waitForResponse('**/v1/oauth2/token');
      await page.getByRole('button', { name: 'Log in' }).click();
      expect((await answered).status()).toBe(401);
    }
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByText('Too many failed login attempts. Please try again in 10 minutes.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/v3/login');

    const server = await passwordGrant(request, account, { 'x-forwarded-for': '198.51.100.9' });
    expect(server.status()).toBe(429);
  });
});

test('a typist without 2FA is held on the profile until it is on @shell', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'typist');
  await signInAs(page, account);
  await expect(page).toHaveURL('/v3/profile');
  const reminder = page.getByRole('dialog', { name: 'Please enable 2FA' });
  await expect(reminder).toContainText(
    'Two-Factor Authentication is now required for admins, proofreaders and typists. Please enable it in your settings before proceeding to other actions.',
  );
  await expectAccessible(page);
  await reminder.getByRole('button', { name: 'Got it' }).click();
  await expect(reminder).toBeHidden();

  await page.goto('/v3/typist/library/assigned');
  await expect(page).toHaveURL('/v3/profile');
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Got it' }).click();

  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Code from the app').fill(totpCode(secret, Date.now()));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('region', { name: 'Your recovery codes' })).toBeVisible();
  await page.goto('/v3/typist/library/assigned');
  await expect(page.getByRole('heading', { level: 1, name: 'Assigned jobs' })).toBeVisible();
});

test('an idle client is signed out after 12 hours @shell', async ({ page, request }) => {
  await page.clock.install();
  await signInAs(page, await createAccount(request, 'client'));
  // The remote and its lazy chunks must have loaded before time jumps, or their script-load
  // timeout fires first.
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  // The heading comes before the table's shared chunk: its empty state comes after.
  await expect(page.getByRole('heading', { level: 2, name: 'No projects yet' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('11:59:00');
  await expect(page).toHaveURL('/v3/library/my');
  await page.clock.fastForward('00:02:00');
  await expect(page.getByText('Logged out due to inactivity')).toBeVisible();
  await expect(page).toHaveURL('/v3/login');
});
