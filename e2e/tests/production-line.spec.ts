import type { Page } from '@playwright/test';
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
  downloadedWordText,
  jobOf,
  orderRecordings,
  put,
  rowAction,
  staffMember,
} from './ordered-work.ts';

/** The typist opens their job of the media from their assigned jobs, types, and submits. */
async function typeAndSubmit(typistPage: Page, title: string, words: string) {
  await typistPage.goto('/v3/typist/library/assigned');
  await typistPage.getByRole('link', { name: title }).click();
  const transcript = typistPage.getByRole('textbox', { name: 'Transcript' });
  await expect(transcript).toBeVisible();
  await transcript.click();
  await typistPage.keyboard.type(words);
  await typistPage.getByRole('button', { name: 'Submit' }).click();
  await typistPage.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(typistPage).toHaveURL('/v3/typist/library/assigned');
}

test('an admin splits a 20-minute recording between two typists, has it proofread, merges and returns it; the client downloads it @mf-admin @mf-typist @mf-editor @mf-client-library @mf-upload-checkout', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const title = `line-${Date.now().toString(36)}.wav`;
  const client = await createAccount(request, 'client', { businessAccount: true });
  await orderRecordings(page, client, [title], { seconds: 1200 });

  const contexts = await Promise.all([1, 2, 3].map(() => browser.newContext()));
  const [firstPage, secondPage, proofreaderPage] = await Promise.all(
    contexts.map((context) => context.newPage()),
  );
  const adminAccount = await createAccount(request, 'admin', { twoFactor: true });
  await signInAs(page, adminAccount);
  await expect(page).toHaveURL('/v3/admin/projects');
  const admin = await authOfPage(page);
  const firstTypist = await staffMember(
    firstPage!,
    await createAccount(request, 'typist', { twoFactor: true }),
    '/v3/typist/library/assigned',
  );
  const secondTypist = await staffMember(
    secondPage!,
    await createAccount(request, 'typist', { twoFactor: true }),
    '/v3/typist/library/assigned',
  );
  const proofreader = await staffMember(
    proofreaderPage!,
    await createAccount(request, 'proofreader', { twoFactor: true }),
    '/v3/proofreader',
  );
  for (const typist of [firstTypist, secondTypist])
    await put(request, admin, `/v1/user/${typist.id}`, { trained_in: ['IVB'] });

  // The admin finds the media in the grid, sorted by title; the view survives a reload.
  await page.goto('/v3/admin/assign');
  await page.getByRole('searchbox', { name: 'Title' }).fill(title);
  await expect(page).toHaveURL(new RegExp(`[?&]title=${title.replace('.', '\\.')}`));
  const row = page.getByRole('row', { name: new RegExp(title.replace('.', '\\.')) });
  await expect(row).toBeVisible();
  const titleHeader = page.getByRole('columnheader', { name: 'Title' });
  await titleHeader.getByRole('button').click();
  await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Title' })).toHaveValue(title);
  await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(row).toBeVisible();

  // It splits the media evenly in two, a typist a half, each with a deadline, and names the
  // proofreader: the pickers are narrowed to each by their email.
  await rowAction(page, title, 'Split and assign');
  const split = page.getByRole('dialog', { name: 'Split and assign' });
  await split.getByRole('spinbutton', { name: 'Parts' }).fill('2');
  await split.getByRole('button', { name: 'Split evenly' }).click();
  const parts = [
    split.getByRole('group', { name: 'Original' }),
    split.getByRole('group', { name: 'Part 2' }),
  ];
  for (const [index, typist] of [firstTypist, secondTypist].entries()) {
    await split.getByRole('searchbox', { name: 'Name or email' }).fill(typist.email);
    const picker = parts[index]!.getByRole('combobox', { name: 'Typist' });
    await expect(picker.locator(`option[value="${typist.id}"]`)).toHaveCount(1);
    await picker.selectOption(String(typist.id));
    await parts[index]!.getByLabel('Deadline').fill(deadlineInput(1));
  }
  await expect(parts[1]!.getByRole('textbox', { name: 'Start' })).toHaveValue('00:10:00');
  await split.getByRole('searchbox', { name: 'Name or email' }).fill(proofreader.email);
  const proofreaderPicker = split.getByRole('combobox', { name: 'Proofreader' });
  await expect(proofreaderPicker.locator(`option[value="${proofreader.id}"]`)).toHaveCount(1);
  await proofreaderPicker.selectOption(String(proofreader.id));
  await split.getByLabel('Proofreader deadline').fill(deadlineInput(2));
  await expectAccessible(page);
  await split.getByRole('button', { name: 'Split and assign' }).click();
  await expect(split).toBeHidden();
  await row.getByRole('button', { name: `Show jobs of ${title}` }).click();
  const jobs = page.getByRole('table', { name: `Jobs of ${title}` });
  await expect(jobs.getByRole('row')).toHaveCount(3);
  await expectAccessible(page);

  // Each typist types their half in the editor and submits it.
  await typeAndSubmit(firstPage!, title, 'The first half, typed by the first typist.');
  await typeAndSubmit(secondPage!, title, 'The second half, typed by the second typist.');

  // The proofreader finishes both halves from their queue.
  await proofreaderPage!.goto('/v3/proofreader');
  const queue = proofreaderPage!.getByRole('table', { name: 'Jobs to proofread' });
  const rows = queue.getByRole('row', { name: new RegExp(title) });
  // A finished job stays in the queue (its proofreader may still report on it), marked done.
  const toProofread = rows.filter({ hasText: 'Partially done' });
  await expect(toProofread).toHaveCount(2);
  await expectAccessible(proofreaderPage!);
  for (let left = 2; left > 0; left -= 1) {
    await toProofread
      .first()
      .getByRole('button', { name: new RegExp(`^Actions for ${title}`) })
      .click();
    await proofreaderPage!.getByRole('menuitem', { name: 'Finish proofreading' }).click();
    await proofreaderPage!
      .getByRole('dialog')
      .getByRole('button', { name: 'Finish proofreading' })
      .click();
    await expect(proofreaderPage!.getByRole('dialog')).toHaveCount(0);
    await expect(toProofread).toHaveCount(left - 1);
  }
  await expect(
    rows.filter({ has: proofreaderPage!.getByText('Done', { exact: true }) }),
  ).toHaveCount(2);
  await expect
    .poll(async () => (await jobOf(request, admin, title)).media.subStatus)
    .toBe('Ready for Return');

  // The admin merges the halves in range order and returns the media to the client.
  await page.reload();
  await rowAction(page, title, 'Merge transcripts');
  const merge = page.getByRole('dialog', { name: 'Merge transcripts' });
  await merge.getByRole('button', { name: 'Merge' }).click();
  await expect(merge).toBeHidden();
  await rowAction(page, title, 'Return to client');
  const giveBack = page.getByRole('dialog', { name: 'Return to client' });
  await giveBack.getByRole('button', { name: 'Return', exact: true }).click();
  await expect(giveBack).toBeHidden();
  await rowAction(page, title, 'Media info');
  const info = page.getByRole('dialog', { name: 'Media info' });
  await expect(info.getByText('Transcripts merged').first()).toBeVisible();
  await expectAccessible(page);
  await Promise.all(contexts.map((context) => context.close()));

  // The client is mailed, and downloads the merged transcript as Word.
  await lastMail(request, client.email, /ready/i);
  const text = await downloadedWordText(browser, client, title);
  const first = text.indexOf('The first half, typed by the first typist.');
  expect(first).toBeGreaterThanOrEqual(0);
  expect(text.indexOf('The second half, typed by the second typist.')).toBeGreaterThan(first);
});
