import type { Page } from '@playwright/test';
import { wavBytes } from '../../api/src/lib/wav.ts';
import { createAccount, expect, expectAccessible, signIn, test } from './fixtures.ts';

const wav = (name: string, seconds: number) => ({
  name,
  mimeType: 'audio/wav',
  buffer: wavBytes(seconds),
});

const picker = (page: Page) => page.getByLabel(/Choose files/);
const cartList = (page: Page) => page.getByRole('list', { name: 'Files in your cart' });

test('a visitor uploads two recordings, signs in with a business account and checks out @mf-upload-checkout', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'client', { businessAccount: true });
  await page.goto('/v3/fileupload/addfiles');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload files' })).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expectAccessible(page);

  // 61 s fits one 10 MB part; 1400 s of 8 kHz audio is 11.2 MB, so it goes up in two parts.
  await picker(page).setInputFiles([wav('short-call.wav', 61), wav('board-meeting.wav', 1400)]);
  await expect(page.getByRole('progressbar', { name: 'board-meeting.wav uploaded' })).toBeVisible();
  await expect(cartList(page).getByText('short-call.wav')).toBeVisible({ timeout: 20_000 });
  await expect(cartList(page).getByText('board-meeting.wav')).toBeVisible({ timeout: 20_000 });
  await expect(cartList(page).getByText('24 billed minutes')).toBeVisible();

  await page.getByRole('combobox', { name: /Type of transcription/ }).selectOption({
    label: 'Intelligent Verbatim',
  });
  await page.getByRole('combobox', { name: /Turnaround/ }).selectOption('7 days');
  await page.getByRole('combobox', { name: /Speakers/ }).selectOption('1 Speaker');
  // 2 + 24 billed minutes of IVB at $1.40 (the upload page's currency is USD).
  await expect(page.getByText('$36.40')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Checkout' }).click();
  // The visitor sees their order, and signs in only to pay.
  await expect(page).toHaveURL('/v3/fileupload/payment');
  await expect(page.getByText('board-meeting.wav')).toBeVisible();
  await page.getByRole('link', { name: 'Log in to pay' }).click();
  await expect(page).toHaveURL(/\/v3\/login\?redirectTo=/);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL('/v3/fileupload/payment');
  // The cart came with the visitor.
  await expect(page.getByText('short-call.wav')).toBeVisible();
  await expect(page.getByText('board-meeting.wav')).toBeVisible();
  await expect(page.getByText('$43.68')).toBeVisible();
  const checkout = page.getByRole('button', { name: 'Check out with business account' });
  await expect(checkout).toBeEnabled();
  await expectAccessible(page);

  await checkout.click();
  await expect(page.getByText('Your order is confirmed')).toBeVisible();
  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map(
      (entry) => entry.event,
    ),
  );
  expect(events).toEqual(expect.arrayContaining(['ec-transaction', 'ga-purchase-event']));
  await expectAccessible(page);
});

test('a 21st file is cut with the notice, and a file that is not media is refused @mf-upload-checkout', async ({
  page,
}) => {
  await page.goto('/v3/fileupload/addfiles');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await picker(page).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a recording'),
  });
  await expect(page.getByText('Sorry, this format is not currently supported')).toBeVisible();

  await picker(page).setInputFiles(
    Array.from({ length: 21 }, (_, index) => wav(`clip-${index + 1}.wav`, 1)),
  );
  await expect(
    page.getByText('Cart limit reached: You can upload up to 20 files per transaction'),
  ).toBeVisible();
  await expect(cartList(page).getByRole('listitem')).toHaveCount(20, { timeout: 30_000 });
  await expect(cartList(page).getByText('clip-21.wav')).toHaveCount(0);
});
