import { wavBytes } from '../../api/src/lib/wav.ts';
import { createAccount, expect, expectAccessible, signInAs, test } from './fixtures.ts';

test('a business client orders minutes: the meeting details are asked for, guarded until saved, then checked out @mf-upload-checkout', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'client', { businessAccount: true });
  await signInAs(page, account);
  await expect(page).toHaveURL('/v3/library/my');

  await page.goto('/v3/fileupload/addfiles');
  await page.getByLabel(/Choose files/).setInputFiles({
    name: 'board-meeting.wav',
    mimeType: 'audio/wav',
    buffer: wavBytes(61),
  });
  const cart = page.getByRole('list', { name: 'Files in your cart' });
  await expect(cart.getByText('board-meeting.wav')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: /Type of transcription/ }).selectOption({
    label: 'Minutes: Concise',
  });
  await page.getByRole('combobox', { name: /Turnaround/ }).selectOption('7 days');
  await page.getByRole('combobox', { name: /Speakers/ }).selectOption('2-3 Speakers');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/v3/fileupload/payment');

  // Minutes need the multi-field form: checkout waits for it.
  const details = page.getByRole('form', { name: 'board-meeting.wav' });
  const checkout = page.getByRole('button', { name: 'Check out with business account' });
  await expect(details.getByText('Details needed')).toBeVisible();
  await expect(checkout).toBeDisabled();
  await expect(
    page.getByText('Please add the meeting details of every file before checkout.'),
  ).toBeVisible();
  await expectAccessible(page);

  // Part of the form, then a header link: the leave question holds the client.
  await details.getByLabel('Meeting title').fill('Quarterly board meeting');
  await page.getByRole('banner').getByRole('link', { name: 'Library' }).click();
  const question = page.getByRole('dialog', {
    name: 'Leave without saving the meeting details?',
  });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL('/v3/fileupload/payment');
  await expect(details.getByLabel('Meeting title')).toHaveValue('Quarterly board meeting');
  await expect(details.getByText('Unsaved changes')).toBeVisible();

  // The user menu's Profile is a way out too.
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(question).toBeVisible();
  await expect(page.getByRole('menu')).toBeHidden();
  await question.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL('/v3/fileupload/payment');

  await details.getByLabel('Meeting date').fill('2026-03-02');
  await details.getByLabel('Meeting agenda').fill('Budget; new office');
  await details.getByLabel('Attendee 1 name').fill('Ada Lovelace');
  await details.getByLabel('Attendee 1 job title').fill('Chair');
  await details.getByRole('button', { name: 'Add attendee' }).click();
  await expect(details.getByLabel('Attendee 2 name')).toBeFocused();
  await page.keyboard.type('Grace Hopper');
  await expectAccessible(page);

  await details.getByRole('button', { name: 'Save meeting details' }).click();
  await expect(page.getByText('Meeting details saved')).toBeVisible();
  await expect(details.getByText('Saved', { exact: true })).toBeVisible();
  await expect(checkout).toBeEnabled();
  await expectAccessible(page);

  await checkout.click();
  await expect(page.getByText('Your order is confirmed')).toBeVisible();
});
