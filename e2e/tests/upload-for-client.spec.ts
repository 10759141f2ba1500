import { wavBytes } from '../../api/src/test/wav.ts';
import { createAccount, expect, expectAccessible, signIn, signInAs, test } from './fixtures.ts';

test('an admin chooses a business account, uploads a recording for it and checks out on its account', async ({
  page,
  request,
  otherPage,
}) => {
  const client = await createAccount(request, 'client', { businessAccount: true });
  const company = `E2E Company ${client.email.split('@')[0]}`;
  const admin = await createAccount(request, 'admin', { twoFactor: true });
  await signInAs(page, admin);
  await expect(page).toHaveURL('/v3/admin/projects');

  // The admin menu opens the quote mode; the mode switch leads to the upload mode.
  await page.goto('/v3/fileupload/addfiles?mode=quote');
  await page.getByRole('link', { name: 'Upload files' }).click();
  await expect(
    page.getByRole('heading', { name: 'Choose the business account to upload for' }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search business accounts' }).fill(company);
  await page.getByRole('button', { name: new RegExp(`^${company} — `) }).click();
  await expect(page.getByText(`Acting for ${company}`)).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(/Choose files/).setInputFiles({
    name: 'for-client.wav',
    mimeType: 'audio/wav',
    buffer: wavBytes(61),
  });
  const cart = page.getByRole('list', { name: 'Files in your cart' });
  await expect(cart.getByText('for-client.wav')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: /Type of transcription/ }).selectOption({
    label: 'Intelligent Verbatim',
  });
  await page.getByRole('combobox', { name: /Turnaround/ }).selectOption('7 days');
  await page.getByRole('combobox', { name: /Speakers/ }).selectOption('1 Speaker');

  // The choice holds for the session: the payment page checks out the client's cart.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/v3/fileupload/payment');
  await expect(page.getByText('for-client.wav')).toBeVisible();
  await page.getByRole('button', { name: 'Check out with business account' }).click();
  await expect(page.getByText('Your order is confirmed')).toBeVisible();

  // The order is the client's: its project (named after the recording) is in their library.
  await signIn(otherPage, client.email, client.password);
  await expect(otherPage).toHaveURL('/v3/library/my');
  const project = otherPage.getByRole('row', { name: /Show the media of for-client/ });
  await expect(project.getByRole('cell', { name: company })).toBeVisible();
});
