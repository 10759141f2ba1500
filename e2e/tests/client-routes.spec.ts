import type { Locator, Page } from '@playwright/test';
import { wavBytes } from '../../api/src/lib/wav.ts';
import {
  authOf,
  createAccount,
  expect,
  expectAccessible,
  failedRequest,
  signInAs,
  test,
  type TestAccount,
} from './fixtures.ts';

// The routes of client spec section 2 that are open to anyone, or need a login only.

/** Signs in on the login page a link sent the visitor to, keeping where it returns to. */
async function logInHere(page: Page, account: TestAccount): Promise<void> {
  await expect(page).toHaveURL(/\/v3\/login\?redirectTo=/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Puts a minute of Intelligent Verbatim in the cart, on the upload page or in the dialog. */
async function addRecording(scope: Page | Locator, name: string) {
  await scope.getByLabel(/Choose files/).setInputFiles({
    name,
    mimeType: 'audio/wav',
    buffer: wavBytes(61),
  });
  await expect(scope.getByRole('button', { name: `Remove ${name}` })).toBeVisible({
    timeout: 20_000,
  });
  await scope
    .getByRole('combobox', { name: /Type of transcription/ })
    .selectOption({ label: 'Intelligent Verbatim' });
  await scope.getByRole('combobox', { name: /Turnaround/ }).selectOption('7 days');
  await scope.getByRole('combobox', { name: /Speakers/ }).selectOption('1 Speaker');
}

test('the pixel-update stub is an empty page outside /v3, headless, sending nobody away @shell', async ({
  page,
}) => {
  await page.goto('/update_pixel');
  const main = page.getByRole('main', { name: 'Pixel update' });
  await expect(main).toBeAttached();
  await expect(main).toBeEmpty();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page).toHaveURL('/update_pixel');
  await expectAccessible(page);
});

test.describe('upload to project by URL @mf-upload-checkout', () => {
  // The stranger's look at someone else's project answers 404, which the browser logs.
  test.use({ expectedConsoleErrors: failedRequest(404) });

  test('a visitor logs in for it, the owner reaches the confirmation, a stranger is told plainly', async ({
    page,
    otherPage,
    request,
  }) => {
    const owner = await createAccount(request, 'client', { businessAccount: true });
    const created = await request.post('/v1/project/create', {
      headers: await authOf(request, owner),
      form: { title: 'Interviews' },
    });
    expect(created.status()).toBe(200);
    const link = `/v3/fileupload/project/${((await created.json()) as { id: number }).id}`;

    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: 'Log in to upload to this project' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
    await logInHere(page, owner);
    await expect(page).toHaveURL(link);

    const upload = page.getByRole('dialog', { name: 'Upload to project' });
    await expect(upload.getByText(/^Interviews by /)).toBeVisible();
    await expectAccessible(page);
    await addRecording(upload, 'first-interview.wav');
    await upload.getByRole('button', { name: 'Proceed' }).click({ timeout: 20_000 });
    const confirmation = page.getByRole('dialog', { name: 'Upload confirmation' });
    await expect(confirmation).toBeVisible();
    await expectAccessible(page);
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(upload).toBeVisible();
    await upload.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL('/v3/library/my');
    await expect(page.getByRole('row', { name: /Interviews/ })).toBeVisible();

    await signInAs(otherPage, await createAccount(request, 'client'));
    await expect(otherPage).toHaveURL('/v3/library/my');
    await otherPage.goto(link);
    await expect(
      otherPage.getByRole('heading', { name: 'You cannot upload to this project' }),
    ).toBeVisible();
    await expect(otherPage.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(otherPage);
  });
});

test('a visitor sees their cart on the payment page, logs in to pay, and is told card payment is off @mf-upload-checkout', async ({
  page,
  request,
}) => {
  const client = await createAccount(request, 'client');
  await page.goto('/v3/fileupload/addfiles');
  await addRecording(page, 'short-call.wav');
  await page.getByRole('link', { name: 'Checkout' }).click();

  await expect(page).toHaveURL('/v3/fileupload/payment');
  await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  await expect(page.getByText('short-call.wav')).toBeVisible();
  await expect(page.getByText('Log in to pay for your order.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Log in to pay' }).click();
  await expect(page).toHaveURL('/v3/login?redirectTo=%2Fv3%2Ffileupload%2Fpayment');
  await logInHere(page, client);
  await expect(page).toHaveURL('/v3/fileupload/payment');
  await expect(page.getByText('short-call.wav')).toBeVisible();

  // No Stripe keys in this portal: no card form, no fake payment, and the way to order instead.
  await expect(page.getByText(/^Card payment is not available on this portal\./)).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay by card|Check out/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Apply for a business account' }).click();
  await expect(page).toHaveURL('/v3/business-account');
  await expect(page.getByRole('heading', { name: 'Apply for a business account' })).toBeVisible();
  await expectAccessible(page);
});

test('an admin opens their own library: a login is all /v3/library needs @mf-client-library', async ({
  page,
  request,
}) => {
  await signInAs(page, await createAccount(request, 'admin', { twoFactor: true }));
  await expect(page).toHaveURL('/v3/admin/projects');
  await page.goto('/v3/library/my');
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  await expect(page.getByText('Projects you own appear here.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create project' })).toHaveCount(0);
  await expect(page).toHaveURL('/v3/library/my');
  await expectAccessible(page);
});
