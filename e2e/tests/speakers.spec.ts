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
import { idOf, jobOf, orderRecordings, put } from './ordered-work.ts';

// A job's first opening finds no transcript yet (404).
test.use({ expectedConsoleErrors: /status of 404/ });

/** The speaker each box shows, in order. */
const boxSpeakers = (page: Page) =>
  page
    .getByRole('combobox', { name: /^Speaker of the box/ })
    .locator('option:checked')
    .allTextContents();

const speakersDialog = (page: Page) => page.getByRole('dialog', { name: 'Speakers' });

/** Renames a speaker in the open Speakers dialog, with the keyboard only. */
async function rename(page: Page, from: string, to: string) {
  await speakersDialog(page)
    .getByRole('button', { name: `Rename ${from}` })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: `Name of ${from}` })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(to);
  await page.keyboard.press('Enter');
  await expect(speakersDialog(page).getByRole('button', { name: `Rename ${to}` })).toBeFocused();
}

test("the typist names the meeting's speakers, renames, merges and removes; the proofreader renames too @mf-editor", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `speakers-${Date.now().toString(36)}.wav`;
  const client = await createAccount(request, 'client', { businessAccount: true });
  await orderRecordings(page, client, [title]);
  const admin = await authOf(request, await createAccount(request, 'admin', { twoFactor: true }));
  const job = await jobOf(request, admin, title);
  // The client named the meeting's attendees.
  await put(request, admin, `/v1/media/${job.mediaId}`, {
    extra_fields: {
      meeting_attendees: [
        { attendee_name: 'Helen Clarke', job_title: 'Chair' },
        { attendee_name: 'Marcus Reid', job_title: 'Finance Director' },
      ],
    },
  });
  await signInAs(page, await createAccount(request, 'typist', { twoFactor: true }));
  await expect(page).toHaveURL('/v3/typist/library/assigned');
  const typist = await authOfPage(page);
  await put(request, admin, `/v1/job/assign/${job.id}`, { typist_id: await idOf(request, typist) });

  // A new transcript lists the attendees: the speaker hotkeys give them.
  await page.goto(`/v3/editor?media=${job.mediaId}`);
  const transcript = page.getByRole('textbox', { name: 'Transcript' });
  await transcript.click();
  await page.keyboard.press('Control+Alt+1');
  await page.keyboard.type('Welcome, everyone.');
  for (const [text, hotkey] of [
    ['The figures are in.', 'Control+Alt+2'],
    ['Thank you, Marcus.', 'Control+Alt+1'],
  ] as const) {
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type(text);
    await page.keyboard.press(hotkey);
  }
  await expect
    .poll(() => boxSpeakers(page))
    .toEqual(['Helen Clarke', 'Marcus Reid', 'Helen Clarke']);

  // The Speakers dialog: an added speaker is removed while unused; one who speaks is not.
  await page.getByRole('button', { name: 'Speakers', exact: true }).click();
  const dialog = speakersDialog(page);
  await expect(dialog.getByText('Helen Clarke, Chair')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Guest');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Remove Guest' }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Remove Helen Clarke' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Helen Clarke speaks in 2 boxes: merge them into another speaker before removing Helen Clarke.',
  );

  // A rename shows on every box of the speaker at once, and one undo takes it back.
  await rename(page, 'Helen Clarke', 'Dr Helen Clarke');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => boxSpeakers(page))
    .toEqual(['Dr Helen Clarke', 'Marcus Reid', 'Dr Helen Clarke']);
  await transcript.getByText('Thank you, Marcus.').click();
  await page.keyboard.press('Control+z');
  await expect
    .poll(() => boxSpeakers(page))
    .toEqual(['Helen Clarke', 'Marcus Reid', 'Helen Clarke']);
  await page.keyboard.press('Control+Shift+KeyZ');
  await expect
    .poll(() => boxSpeakers(page))
    .toEqual(['Dr Helen Clarke', 'Marcus Reid', 'Dr Helen Clarke']);

  // Merging moves Marcus Reid's box to the chair, and he leaves the list.
  await page.getByRole('button', { name: 'Speakers', exact: true }).click();
  await dialog.getByRole('button', { name: 'Merge Marcus Reid into another speaker' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Merge Marcus Reid into' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect
    .poll(() => boxSpeakers(page))
    .toEqual(['Dr Helen Clarke', 'Dr Helen Clarke', 'Dr Helen Clarke']);
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await put(request, typist, `/v1/job/finish/${job.id}`);

  // The proofreader renames the speaker: the saved transcript names every section so.
  const proofreaderAccount = await createAccount(request, 'proofreader', { twoFactor: true });
  const proofreaderPage = await (await browser.newContext()).newPage();
  await signInAs(proofreaderPage, proofreaderAccount);
  await expect(proofreaderPage).toHaveURL('/v3/proofreader');
  const proofreaderId = await idOf(request, await authOfPage(proofreaderPage));
  await put(request, admin, `/v1/job/assign/${job.id}`, { proofreader_id: proofreaderId });
  await proofreaderPage.goto(`/v3/editor?media=${job.mediaId}`);
  await expect(proofreaderPage.getByRole('textbox', { name: 'Transcript' })).toContainText(
    'Thank you, Marcus.',
  );
  await proofreaderPage.getByRole('button', { name: 'Speakers', exact: true }).click();
  await rename(proofreaderPage, 'Dr Helen Clarke', 'Helen Clarke-Smith');
  await proofreaderPage.keyboard.press('Escape');
  await proofreaderPage.keyboard.press('Control+s');
  await expect(proofreaderPage.getByText('Saved', { exact: true })).toBeVisible();
  const saved = await request.get(`/v1/transcript/${job.mediaId}`, { headers: admin });
  const { content } = (await saved.json()) as {
    content: { sections: { speaker: string }[]; speakers: { name: string; jobTitle?: string }[] };
  };
  expect(content.speakers).toEqual([
    expect.objectContaining({ name: 'Helen Clarke-Smith', jobTitle: 'Chair' }),
  ]);
  expect(content.sections.map((section) => section.speaker)).toEqual([
    'Helen Clarke-Smith',
    'Helen Clarke-Smith',
    'Helen Clarke-Smith',
  ]);
});
