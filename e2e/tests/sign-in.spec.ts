import {
  createAccount,
  demoAccounts,
  expect,
  expectAccessible,
  expectOwnLanding,
  failedRequest,
  landings,
  signIn,
  signInAs,
  signInHere,
  test,
  type RoleName,
} from './fixtures.ts';

const mustHaveTwoFactor: RoleName[] = ['typist', 'proofreader', 'admin', 'superadmin'];

test.describe('every demo account signs in @shell', () => {
  for (const account of demoAccounts) {
    const held = mustHaveTwoFactor.includes(account.role);
    // Without its domain: Playwright reads every `@word` of a title as a tag.
    const name = account.email.slice(0, account.email.indexOf('@'));
    test(`${name} ${held ? 'is held on the profile until 2FA is on' : 'lands on its route'}`, async ({
      page,
    }) => {
      await signIn(page, account.email);
      if (held) {
        await expect(page).toHaveURL('/v3/profile');
        await expect(page.getByRole('dialog', { name: 'Please enable 2FA' })).toBeVisible();
        await expectAccessible(page);
        return;
      }
      const landing = landings[account.role];
      await expect(page).toHaveURL(landing.path);
      await expect(page.getByRole('heading', { level: 1, name: landing.heading })).toBeVisible();
      await expectOwnLanding(page, account.role, account.email);
      await expectAccessible(page);
    });
  }
});

test.describe('every role with 2FA lands on its route @shell @mf-client-library @mf-typist @mf-admin', () => {
  for (const role of Object.keys(landings) as RoleName[]) {
    test(role, async ({ page, request }) => {
      const account = await createAccount(request, role, { twoFactor: role !== 'client' });
      await signInAs(page, account);
      await expect(page).toHaveURL(landings[role].path);
      await expect(
        page.getByRole('heading', { level: 1, name: landings[role].heading }),
      ).toBeVisible();
      await expectOwnLanding(page, role, account.email);
      await expectAccessible(page);
    });
  }
});

test.describe('wrong password @shell', () => {
  test.use({ expectedConsoleErrors: failedRequest(401) });

  test('the login page validates and explains a wrong password', async ({ page }) => {
    await page.goto('/v3/login');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Invalid email')).toBeVisible();

    await page.getByLabel('Email').fill('client@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Password-2026!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByText('Something is wrong here, please check your email address and password.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/v3/login');
  });
});

test('a guarded page sends a visitor to login, and back after signing in @shell', async ({
  page,
}) => {
  await page.goto('/v3/library/my');
  await expect(page).toHaveURL(/\/v3\/login/);
  await page.goto('/v3/login?redirectTo=%2Fv3%2Flibrary%2Ffull-access');
  await page.getByLabel('Email').fill('client@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/v3/library/full-access');
});

test('an unknown path goes to /v3, and logout signs the user out @shell', async ({
  page,
  request,
}) => {
  await signInAs(page, await createAccount(request, 'typist', { twoFactor: true }));
  await expect(page).toHaveURL('/v3/typist/library/assigned');
  await page.goto('/v3/no/such/page');
  await expect(page).toHaveURL('/v3/typist/library/assigned');

  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/v3/login');
  await page.goto('/v3/typist/library/assigned');
  await expect(page).toHaveURL(/\/v3\/login/);
});

test('a typist sent to log in on the way to the shift booker is brought back to it @shell @mf-typist', async ({
  page,
  request,
}) => {
  const typist = await createAccount(request, 'typist', { twoFactor: true });
  await page.goto('/v3/typist/shiftbooker');
  await expect(page).toHaveURL('/v3/login?redirectTo=%2Fv3%2Ftypist%2Fshiftbooker');
  await signInHere(page, typist);
  await expect(page).toHaveURL('/v3/typist/shiftbooker');
  await expect(page.getByRole('heading', { level: 1, name: 'Shiftbooker' })).toBeVisible();
});
