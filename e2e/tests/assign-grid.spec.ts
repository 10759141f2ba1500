import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createAccount, expect, expectAccessible, signInAs, test } from './fixtures.ts';
import { deadlineInput, orderRecordings } from './ordered-work.ts';

/**
 * A new client orders a recording of this title in a browser of their own, then a new admin
 * signs in on `page`, at their landing. Answers the client.
 */
async function adminAfterAnOrder(
  { page, browser, request }: { page: Page; browser: Browser; request: APIRequestContext },
  title: string,
) {
  const client = await createAccount(request, 'client', { businessAccount: true });
  const clientContext = await browser.newContext();
  await orderRecordings(await clientContext.newPage(), client, [title]);
  await clientContext.close();
  await signInAs(page, await createAccount(request, 'admin', { twoFactor: true }));
  await expect(page).toHaveURL('/v3/admin/projects');
  return client;
}

test('an admin filters the assign grid by title, and the filter survives a reload @mf-admin', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `grid-${Date.now().toString(36)}.wav`;
  await adminAfterAnOrder({ page, browser, request }, title);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Transcription' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transcription' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Title' }).fill(title);
  await expect(page).toHaveURL(new RegExp(`[?&]title=${title.replace('.', '\\.')}`));
  const row = page.getByRole('row', { name: new RegExp(title.replace('.', '\\.')) });
  await expect(row).toBeVisible();
  await expect(page.getByText('Showing 1 - 1 out of 1 items')).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Title' })).toHaveValue(title);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Show jobs of ${title}` }).click();
  await expect(page.getByRole('table', { name: `Jobs of ${title}` })).toBeVisible();
  await expectAccessible(page);
});

test("an admin pre-books a client's recordings, receives the media against it, and the grid finds them by its ID @mf-admin", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `pre-${Date.now().toString(36)}.wav`;
  const client = await adminAfterAnOrder({ page, browser, request }, title);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pre bookings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pre bookings' })).toBeVisible();
  await page.getByRole('button', { name: 'New pre-booking' }).click();
  const form = page.getByRole('dialog', { name: 'New pre-booking' });
  await form.getByRole('searchbox', { name: 'Find a client' }).fill(client.email);
  const clientPicker = form.getByRole('combobox', { name: 'Client' });
  const theClient = clientPicker.getByRole('option', {
    name: new RegExp(client.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  });
  await expect(theClient).toHaveCount(1);
  await clientPicker.selectOption({ label: (await theClient.textContent())! });
  await form
    .getByRole('combobox', { name: 'Service' })
    .selectOption({ label: 'Intelligent Verbatim' });
  await form.getByLabel(/Expected minutes/).fill('30');
  await form.getByLabel(/Expected by/).fill(deadlineInput(2));
  await expectAccessible(page);
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/v1/pre-booking'),
  );
  await form.getByRole('button', { name: 'Create pre-booking' }).click();
  const { shortId } = (await (await created).json()) as { shortId: string };
  await expect(form).toBeHidden();

  // It receives the client's recording, and is marked received.
  await page.getByRole('button', { name: `Edit ${shortId}` }).click();
  const edit = page.getByRole('dialog', { name: `Pre-booking ${shortId}` });
  await edit.getByRole('checkbox', { name: title }).check();
  await edit.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Received' });
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Save pre-booking' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(shortId) })).toContainText('Received');

  await page.goto(`/v3/admin/assign?preBookingShortId=${shortId}`);
  await expect(page.getByRole('searchbox', { name: 'Pre-booking ID' })).toHaveValue(shortId);
  await expect(
    page.getByRole('row', { name: new RegExp(title.replace('.', '\\.')) }),
  ).toBeVisible();
  await expect(page.getByText('Showing 1 - 1 out of 1 items')).toBeVisible();
});
