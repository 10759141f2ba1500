import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { wavBytes } from '../../api/src/lib/wav.ts';
import {
  createAccount,
  expect,
  expectAccessible,
  failedRequest,
  lastMail,
  linkIn,
  setPasswordAndSignIn,
  signContracts,
  signInAs,
  test,
  totpCode,
  type TestAccount,
} from './fixtures.ts';

const NEW_PASSWORD = 'Typist-Portal-2026!';
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;

/** A day ahead as a date field takes it (UK and UTC share the date at 05:15). */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A page of its own browser context: one more person, who shares nobody's storage. */
async function personPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  return (await browser.newContext({ baseURL })).newPage();
}

async function createService(page: Page, name: string, code: string) {
  await page.goto('/v3/super-admin/services/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New service' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('textbox', { name: /^Description/ }).fill('Court and tribunal hearings.');
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({
    label: 'Active',
  });
  for (const currency of ['USD', 'GBP', 'EUR', 'CAD'])
    await page.getByRole('textbox', { name: `Base price a minute in ${currency}` }).fill('2.50');
  await page.getByRole('textbox', { name: 'Value of turnaround 1' }).fill('604800');
  await page.getByRole('textbox', { name: 'Label of turnaround 1' }).fill('7 days');
  await page.getByRole('textbox', { name: 'Value of speakers choice 1' }).fill('1');
  await page.getByRole('textbox', { name: 'Label of speakers choice 1' }).fill('1 Speaker');
  await page.getByRole('textbox', { name: /^Grade 2 rate for minutes/ }).fill('0.80');
  await page.getByRole('textbox', { name: 'Recording length (minutes)' }).fill('10');
  await expect(page.getByRole('table', { name: 'Prices by turnaround' })).toContainText('7 days');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function createShift(page: Page, date: string) {
  await page.goto(`/v3/admin/shifts/capacity?week=${date}`);
  await page.getByRole('button', { name: 'New shift' }).click();
  const dialog = page.getByRole('dialog', { name: 'New shift' });
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Start time').fill('05:15');
  await dialog.getByLabel('End time').fill('06:45');
  await dialog.getByLabel('Places').fill('3');
  await dialog.getByRole('button', { name: 'Create shift' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('05:15 – 06:45')).toBeVisible();
  await expectAccessible(page);
}

async function createTypist(page: Page, email: string, serviceName: string) {
  await page.goto('/v3/admin/users/typist');
  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByLabel('First name').fill('Tara');
  await dialog.getByLabel('Last name').fill('Newhire');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('checkbox', { name: new RegExp(serviceName) }).check();
  await dialog.getByRole('combobox', { name: 'Grade' }).selectOption({ label: 'Grade 2' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Tara Newhire/ })).toBeVisible();
}

/** The new typist activates from the mail, sets a password, then 2FA, then the contracts. */
async function activateTypist(page: Page, email: string) {
  const mail = await lastMail(page.request, email, 'Your transcription portal account');
  expect(mail.text).toContain('two-factor authentication');
  await page.goto(linkIn(mail.text, 'registration-activator'));
  await setPasswordAndSignIn(page, NEW_PASSWORD, '/v3/profile');
  const reminder = page.getByRole('dialog', { name: 'Please enable 2FA' });
  await reminder.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Code from the app').fill(totpCode(secret, Date.now()));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('region', { name: 'Your recovery codes' })).toBeVisible();
  await page.goto('/v3/typist/contracts');
  await signContracts(page);
}

test('a super admin makes a service; an admin a typist trained in it, who activates and books the admin’s shift @mf-admin @mf-typist', async ({
  page,
  otherPage,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const code = `L${unique()}`.slice(0, 10);
  const serviceName = `Legal hearings ${code}`;
  const typistEmail = `tara-${unique()}@example.com`;
  const shiftDate = dayAhead(3);

  await signInAs(page, await createAccount(request, 'superadmin', { twoFactor: true }));
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Services' })).toBeVisible();
  await createService(page, serviceName, code);

  await signInAs(otherPage, await createAccount(request, 'admin', { twoFactor: true }));
  await expect(otherPage).toHaveURL('/v3/admin/projects');
  await createShift(otherPage, shiftDate);
  await createTypist(otherPage, typistEmail, serviceName);

  const typist = await personPage(browser, baseURL);
  await activateTypist(typist, typistEmail);
  await typist.goto(`/v3/typist/shiftbooker?week=${shiftDate}`);
  await typist.getByRole('button', { name: /^Book 05:15 – 06:45/ }).click();
  await expect(typist.getByRole('button', { name: /^Cancel booking 05:15 – 06:45/ })).toBeVisible();

  await otherPage.goto(`/v3/admin/shifts/capacity?week=${shiftDate}`);
  await expect(otherPage.getByRole('list', { name: /^Booked by 05:15 – 06:45/ })).toContainText(
    'Tara Newhire',
  );
  await typist.context().close();
});

const csv = (lines: string[]) => ({
  name: 'codes.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(['code,discount_percent,max_uses,expires_on', ...lines].join('\n')),
});

/** A business client puts a minute of Intelligent Verbatim in the cart and opens checkout. */
async function toCheckout(page: Page, client: TestAccount) {
  await signInAs(page, client);
  await expect(page).toHaveURL('/v3/library/my');
  await page.goto('/v3/fileupload/addfiles');
  await page.getByLabel(/Choose files/).setInputFiles({
    name: 'hearing.wav',
    mimeType: 'audio/wav',
    buffer: wavBytes(61),
  });
  const cart = page.getByRole('list', { name: 'Files in your cart' });
  await expect(cart.getByText('hearing.wav')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: /Type of transcription/ }).selectOption({
    label: 'Intelligent Verbatim',
  });
  await page.getByRole('combobox', { name: /Turnaround/ }).selectOption('7 days');
  await page.getByRole('combobox', { name: /Speakers/ }).selectOption('1 Speaker');
  await page.getByRole('link', { name: 'Checkout' }).click();
}

test.describe(() => {
  // The first file uploaded has a bad line: its 422 is the point.
  test.use({ expectedConsoleErrors: failedRequest(422) });

  test('a super admin uploads promo codes a client then uses, and gives a business a discount its client sees @mf-admin @mf-upload-checkout', async ({
    page,
    otherPage,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const promo = `SPRING${unique()}`;
    const business = await createAccount(request, 'client', { businessAccount: true });
    const company = `E2E Company ${business.email.split('@')[0]}`;

    await signInAs(page, await createAccount(request, 'superadmin', { twoFactor: true }));
    await expect(page).toHaveURL('/v3/admin/assign');
    await page.goto('/v3/super-admin/promo-codes');
    await page.getByRole('button', { name: 'Upload codes' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload promo codes' });
    await upload.getByLabel('CSV file').setInputFiles(csv([`${promo},25,1,`, 'no!,10,1,']));
    await upload.getByRole('button', { name: 'Create codes' }).click();
    await expect(upload.getByRole('list', { name: 'Refused lines' })).toContainText('Line 3');
    await expectAccessible(page);
    await upload.getByLabel('CSV file').setInputFiles(csv([`${promo},25,1,`]));
    const download = page.waitForEvent('download');
    await upload.getByRole('button', { name: 'Create codes' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('generated-discount-codes.csv');
    expect(await readFile((await file.path())!, 'utf8')).toContain(`${promo},25,1,`);
    await expect(page.getByRole('row', { name: new RegExp(promo) })).toContainText('Active');

    await page.goto('/v3/super-admin/services');
    await page.getByRole('link', { name: 'Business discounts' }).click();
    await page.getByRole('button', { name: 'New discount' }).click();
    const discount = page.getByRole('dialog', { name: 'New discount' });
    await discount.getByLabel('Find a business').fill(company);
    await expect(discount.getByRole('option', { name: company })).toBeAttached();
    await discount.getByRole('combobox', { name: 'Business' }).selectOption({ label: company });
    await discount.getByRole('combobox', { name: 'Service' }).selectOption({
      label: 'Intelligent Verbatim',
    });
    // A signed-in client's cart is in their currency, pounds unless they chose another.
    await discount.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
    await discount.getByLabel('Discount (%)').fill('20');
    await discount.getByRole('button', { name: 'Create discount' }).click();
    await expect(discount).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(company) })).toContainText('20');

    await toCheckout(otherPage, business);
    // Two billed minutes at £1.10: 20% off the base price is 44p.
    await expect(otherPage.getByText('Before discount')).toBeVisible();
    await expect(otherPage.getByRole('definition').filter({ hasText: '£1.76' })).toBeVisible();
    await expectAccessible(otherPage);

    const client = await personPage(browser, baseURL);
    await toCheckout(client, await createAccount(request, 'client', { businessAccount: true }));
    await client.getByRole('textbox', { name: 'Discount code' }).fill(promo.toLowerCase());
    await client.getByRole('button', { name: 'Apply' }).click();
    await expect(client.getByText('Discount code applied successfully!')).toBeVisible();
    await expect(client.getByText(`Discount (${promo})`)).toBeVisible();
    await client.getByRole('button', { name: 'Check out with business account' }).click();
    await expect(client.getByText('Your order is confirmed')).toBeVisible();
    await client.context().close();

    await page.goto(`/v3/super-admin/promo-codes?code=${promo}`);
    await expect(page.getByRole('row', { name: new RegExp(promo) })).toContainText('Used up');
  });
});
