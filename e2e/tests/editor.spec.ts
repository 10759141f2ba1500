import type { Page } from '@playwright/test';
import {
  authOf,
  authOfPage,
  createAccount,
  expect,
  expectAccessible,
  signInAs,
  test,
} from './fixtures.ts';
import { downloadedWordText, idOf, jobOf, orderRecordings, put } from './ordered-work.ts';

// The offline part fails requests; nothing else may log an error (a job's first opening finds
// its transcript empty, not missing).
test.use({ expectedConsoleErrors: /ERR_INTERNET_DISCONNECTED/ });

/** The save status once the server has the work: the time of the save on the portal's clock. */
const savedAt = /^Saved at \d\d:\d\d \(UK time\)$/;

/** Every text the editor's save status shows from now on, in order (read back by `shown`). */
async function watchSaveStatus(page: Page) {
  await page.evaluate(() => {
    const chip = () => document.querySelector('[aria-label="Editor"] .ui-status-chip');
    const seen: string[] = [];
    const note = () => {
      const text = chip()?.textContent ?? '';
      if (seen.at(-1) !== text) seen.push(text);
    };
    note();
    new MutationObserver(note).observe(chip()!.parentElement!, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    Object.assign(window, { saveStatuses: seen });
  });
  return () => page.evaluate(() => (window as unknown as { saveStatuses: string[] }).saveStatuses);
}

test('a typist types a job in the editor with hotkeys, works offline and submits; the client downloads it @mf-editor @mf-typist @mf-client-library', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `editor-${Date.now().toString(36)}.wav`;
  const client = await createAccount(request, 'client', { businessAccount: true });
  await orderRecordings(page, client, [title]);
  const admin = await authOf(request, await createAccount(request, 'admin', { twoFactor: true }));
  // An authenticator's code serves one sign-in: the typist's API calls borrow the page's token.
  await signInAs(page, await createAccount(request, 'typist', { twoFactor: true }));
  await expect(page).toHaveURL('/v3/typist/library/assigned');
  const typistId = await idOf(request, await authOfPage(page));
  await put(request, admin, `/v1/job/assign/${(await jobOf(request, admin, title)).id}`, {
    typist_id: typistId,
  });

  // From the assigned jobs, the media's title opens the editor.
  await page.goto('/v3/typist/library/assigned');
  await page.getByRole('link', { name: title }).click();
  const transcript = page.getByRole('textbox', { name: 'Transcript' });
  await expect(transcript).toBeVisible();
  // Nothing saved yet: an empty transcript, and no time of a save.
  await expect(page.getByText('No changes yet')).toBeVisible();
  await expectAccessible(page);

  // Typing shows unsaved changes, then the save on its way, then when it reached the server.
  const shown = await watchSaveStatus(page);
  await transcript.click();
  await page.keyboard.type('Hello from the typist.');
  await expect(page.getByText(savedAt)).toBeVisible();
  const statuses = await shown();
  expect(statuses.slice(0, 3)).toEqual(['No changes yet', 'Unsaved changes', 'Saving…']);
  expect(statuses.at(-1)).toMatch(savedAt);
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeAttached();

  // A marker by hotkey, a new box by Enter twice, a speaker by hotkey.
  await page.keyboard.press('Control+i');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('A second box.');
  await page.keyboard.press('Control+Alt+2');
  await expect(transcript.locator('.marker--inaudible')).toHaveText('[inaudible 00.00]');
  await expect(
    page
      .getByRole('combobox', { name: /^Speaker of the box/ })
      .nth(1)
      .locator('option:checked'),
  ).toHaveText('Speaker 2');

  // Find and replace, then the autosave.
  await page.keyboard.press('Control+f');
  await page.getByRole('textbox', { name: 'Find' }).fill('typist');
  await expect(page.getByText('1 of 1').or(page.getByText('0 of 1'))).toBeVisible();
  await page.getByRole('textbox', { name: 'Replace with' }).fill('editor');
  await page.getByRole('button', { name: 'Replace all' }).click();
  await expect(page.getByText(savedAt)).toBeVisible();

  // Every word is there after a reload.
  await page.reload();
  await expect(transcript).toContainText('Hello from the editor. [inaudible 00.00]');
  await expect(transcript).toContainText('A second box.');

  // Offline, the work is kept locally and saved once the network is back.
  await transcript.getByText('A second box.').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Typed offline.');
  await context.setOffline(true);
  // The status says it (and tells screen readers, apart from the chip).
  await expect(
    page.locator('.ui-status-chip', { hasText: 'Offline: kept in this browser only' }),
  ).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Offline: kept in this browser only' }),
  ).toBeAttached();
  await context.setOffline(false);
  await expect(page.getByText(savedAt)).toBeVisible({ timeout: 30_000 });
  const saved = await request.get(
    `/v1/transcript/${(await jobOf(request, admin, title)).mediaId}`,
    {
      headers: admin,
    },
  );
  expect(JSON.stringify(await saved.json())).toContain('A second box. Typed offline.');

  // A snapshot kept, more typed, then the snapshot restored: the editor reopens on it.
  await page.getByRole('button', { name: 'Keep snapshot' }).click();
  await expect(page.getByText(savedAt)).toBeVisible();
  await transcript.getByText('Typed offline.').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Typed after the snapshot.');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(savedAt)).toBeVisible();
  await page.getByRole('button', { name: 'Snapshots', exact: true }).click();
  const snapshots = page.getByRole('dialog', { name: 'Snapshots' });
  await expect(snapshots.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);
  await snapshots.getByRole('button', { name: /^Restore version/ }).click();
  await expect(snapshots).toBeHidden();
  await expect(transcript).toContainText('A second box. Typed offline.');
  await expect(transcript).not.toContainText('Typed after the snapshot.');

  // Submit finishes the job and returns the typist to their jobs.
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/v3/typist/library/assigned');
  const submitted = await jobOf(request, admin, title);
  expect(submitted.status).not.toBe('assigned');

  // Returned with force (its proofreading skipped), the client downloads it as Word.
  await put(request, admin, '/v1/media/return', { ids: [submitted.mediaId], force: true });
  const text = await downloadedWordText(browser, client, title);
  expect(text).toContain('Hello from the editor.');
  expect(text).toContain('A second box. Typed offline.');
});

test('a typist practises on the demo recording; the practice stays in the browser until started again @mf-editor', async ({
  page,
  request,
}) => {
  await signInAs(page, await createAccount(request, 'typist', { twoFactor: true }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Demo' }).click();
  await expect(page).toHaveURL('/v3/editor/demo');
  await expect(page.getByRole('heading', { name: 'Typist demo recording.m4a' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Portal Home' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Help centre' })).toBeVisible();
  const transcript = page.getByRole('textbox', { name: 'Transcript' });
  await expect(transcript).toContainText('thank you for joining this practice recording');
  await expectAccessible(page);

  await transcript.getByText('Where would you like to start?').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' My practice line.');
  await page.keyboard.press('Control+s');
  // The practice never leaves the browser, and says so.
  await expect(page.getByText(/^Kept in this browser at \d\d:\d\d \(UK time\)$/)).toBeVisible();
  await page.reload();
  await expect(transcript).toContainText('Where would you like to start? My practice line.');

  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(transcript).toContainText('Where would you like to start?');
  await expect(transcript).not.toContainText('My practice line.');
});
