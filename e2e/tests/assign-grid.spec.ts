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

test.describe('at a laptop width of 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a row's actions are in view without scrolling, in both view modes and themes, and the ID filter finds a media by its own short id @mf-admin", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const title = `wide-${Date.now().toString(36)}.wav`;
    await adminAfterAnOrder({ page, browser, request }, title);
    await page.goto(`/v3/admin/assign?title=${title}`);
    const row = page.getByRole('row', { name: new RegExp(title.replace('.', '\\.')) });
    const actions = row.getByRole('button', { name: `Actions for ${title}` });
    const scroller = page.getByRole('region', { name: 'Media table' });
    const expectActionsAtHand = async () => {
      await expect(actions).toBeInViewport({ ratio: 1 });
      // Nothing scrolled sideways, and no cell scrolling under the pinned column covers it.
      expect(await scroller.evaluate((region) => region.scrollLeft)).toBe(0);
      expect(
        await actions.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return button.contains(top);
        }),
      ).toBe(true);
    };
    await expect(row).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/view-compact/);
    await expectActionsAtHand();

    // By keyboard: from the row's first control, Tab reaches its actions.
    await row.getByRole('button', { name: `Show jobs of ${title}` }).focus();
    const focused = () => actions.evaluate((button) => button === document.activeElement);
    for (let presses = 0; presses < 12 && !(await focused()); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(actions).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Media info' }).click();
    const info = page.getByRole('dialog', { name: 'Media info' });
    const shortId = (await info.locator('dt:text-is("ID") + dd').textContent())!;
    expect(shortId).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /View mode/ }).click();
    await page.getByRole('menuitemradio', { name: 'Standard' }).click();
    await expect(page.locator('body')).not.toHaveClass(/view-compact/);
    await expectActionsAtHand();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('body')).toHaveClass(/theme-dark/);
    await actions.hover();
    await expectActionsAtHand();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('searchbox', { name: 'ID', exact: true }).fill(shortId);
    await expect(page).toHaveURL(new RegExp(`[?&]shortId=${shortId}`));
    await expect(page.getByText('Showing 1 - 1 out of 1 items')).toBeVisible();
    await expect(row).toBeVisible();
    await expectAccessible(page);
  });
});
