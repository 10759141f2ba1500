import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { embeddedPdfText } from '../../api/src/modules/documents/test-pdf-text.ts';
import {
  authOfPage,
  createAccount,
  expect,
  expectAccessible,
  lastMail,
  signInAs,
  test,
} from './fixtures.ts';
import {
  deadlineInput,
  jobOf,
  orderRecordings,
  rowAction,
  saveTranscript,
} from './ordered-work.ts';

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

/**
 * A new client's order, typed in part: the admin (signed in on `page`) saves words into its
 * transcript while its one job is still open, then finds it in the assign grid. Answers the
 * client.
 */
async function typedButUnfinished(
  context: { page: Page; browser: Browser; request: APIRequestContext },
  title: string,
  words: string,
) {
  const { page, request } = context;
  const client = await adminAfterAnOrder(context, title);
  const admin = await authOfPage(page);
  const job = await jobOf(request, admin, title);
  await saveTranscript(request, admin, job.mediaId, {
    sections: [{ id: 's1', speaker: 'S1', start: 0, text: words }],
    speakers: [{ id: 'S1', name: 'Interviewer' }],
  });
  await page.goto(`/v3/admin/assign?title=${encodeURIComponent(title)}`);
  await expect(page.getByText('Showing 1 - 1 out of 1 items')).toBeVisible();
  return client;
}

test("an admin reads a media's transcript in the preview, the PDF shown in the dialog @mf-admin", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `preview-${Date.now().toString(36)}.wav`;
  const words = 'The loading bays opened last spring.';
  await typedButUnfinished({ page, browser, request }, title, words);
  const asked = page.waitForRequest((sent) => sent.url().includes('/v1/transcript/preview/'));
  await rowAction(page, title, 'Preview transcript');
  const dialog = page.getByRole('dialog', { name: 'Preview transcript' });
  const frame = dialog.locator(`iframe[title="Transcript of ${title}"]`);
  await expect(frame).toHaveAttribute('src', /^blob:/);
  // The page's CSP lets it frame the PDF: a refused frame is an error page (and a console error).
  const shown = (await frame.elementHandle())!;
  await expect
    .poll(async () => (await shown.contentFrame())?.evaluate(() => document.contentType))
    .toBe('application/pdf');
  // Chrome's PDF viewer inside it reads the document's title out of the PDF.
  await expect
    .poll(async () => {
      for (const viewer of page.frames().filter((f) => f.url().startsWith('chrome-extension:')))
        if (await viewer.getByText(title).count()) return true;
      return false;
    })
    .toBe(true);
  await expectAccessible(page);
  // The words of the document the dialog asked for, as the PDF holds them (the browser keeps
  // no copy of an answer read as a blob for the test to read).
  const pdf = await request.get((await asked).url(), { headers: await authOfPage(page) });
  const text = embeddedPdfText(await pdf.body()).join(' ');
  expect(text).toContain(title);
  expect(text).toContain(words);
});

test('an admin returns a media with an unfinished job to its client, with force, once they confirm it @mf-admin', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `force-${Date.now().toString(36)}.wav`;
  const client = await typedButUnfinished({ page, browser, request }, title, 'Typed so far.');
  await rowAction(page, title, 'Return to client');
  const dialog = page.getByRole('dialog', { name: 'Return to client' });
  const unfinished = dialog.getByRole('list', { name: 'Unfinished jobs' });
  await expect(unfinished.getByRole('listitem')).toHaveCount(1);
  await expect(unfinished).toContainText('Not assigned');
  await expect(
    dialog.getByText(
      'Returning with force skips them: the client gets the transcript as it stands now.',
    ),
  ).toBeVisible();
  const returnAnyway = dialog.getByRole('button', { name: 'Return anyway' });
  await expect(returnAnyway).toBeDisabled();
  await expectAccessible(page);

  await dialog.getByRole('checkbox', { name: 'Return it with these jobs unfinished' }).check();
  await expectAccessible(page);
  await returnAnyway.click();
  await expect(dialog).toBeHidden();
  // The grid's default filter leaves returned media out: the notice says where it now stands.
  await expect(page.getByText(`${title}: Returned`)).toBeVisible();
  await lastMail(request, client.email, `Your transcript is ready: ${title}`);
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
