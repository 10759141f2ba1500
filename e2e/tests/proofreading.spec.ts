import type { APIRequestContext, Page } from '@playwright/test';
import {
  authOf,
  authOfPage,
  createAccount,
  expect,
  expectAccessible,
  signInAs,
  test,
} from './fixtures.ts';
import { idOf, jobOf, orderRecordings, put, saveTranscript, type JobRow } from './ordered-work.ts';

/**
 * A client's recording, typed by a new typist and waiting for a new proofreader, with the admin
 * who runs it: what passes between the admins and the proofreader. The admin is signed in on
 * `page` and the proofreader on `otherPage`, at their queue; an authenticator's code serves one
 * sign-in, so the API calls borrow theirs.
 */
async function proofreadWork(
  { page, otherPage, request }: { page: Page; otherPage: Page; request: APIRequestContext },
  title: string,
) {
  const client = await createAccount(request, 'client', { businessAccount: true });
  await orderRecordings(page, client, [title]);
  await signInAs(page, await createAccount(request, 'admin', { twoFactor: true }));
  await expect(page).toHaveURL('/v3/admin/projects');
  const admin = await authOfPage(page);
  await signInAs(otherPage, await createAccount(request, 'proofreader', { twoFactor: true }));
  await expect(otherPage).toHaveURL('/v3/proofreader');
  const proofreader = await authOfPage(otherPage);
  const typist = await authOf(request, await createAccount(request, 'typist', { twoFactor: true }));
  const typistId = await idOf(request, typist);
  await put(request, admin, `/v1/user/${typistId}`, { trained_in: ['IVB'] });
  const job = await jobOf(request, admin, title);
  await put(request, admin, `/v1/job/assign/${job.id}`, { typist_id: typistId });
  await put(request, admin, `/v1/job/assign/${job.id}`, {
    proofreader_id: await idOf(request, proofreader),
  });
  await saveTranscript(request, typist, job.mediaId, {
    sections: [{ id: 's1', speaker: 'S1', start: 0, text: 'Thank you all for coming.' }],
    speakers: [{ id: 'S1', name: 'Chair' }],
  });
  await put(request, typist, `/v1/job/finish/${job.id}`);
  await otherPage.reload();
  return { proofreader, job };
}

/** The admin, signed in on `page`, opens a job action of the job's row in the assign grid. */
async function openJobAction(page: Page, job: JobRow, action: string) {
  const title = job.media.title;
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Transcription' })
    .click();
  await page.getByRole('searchbox', { name: 'Title' }).fill(title);
  const row = page.getByRole('row', { name: new RegExp(title.replace('.', '\\.')) });
  await row.getByRole('button', { name: `Show jobs of ${title}` }).click();
  await page
    .getByRole('table', { name: `Jobs of ${title}` })
    .getByRole('button', { name: new RegExp(`^Actions for ${title}`) })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
  return page.getByRole('dialog', { name: action });
}

test("an admin writes a job's proofreader a comment; the proofreader reads it in their queue and in the editor @mf-admin @mf-typist @mf-editor", async ({
  page,
  otherPage,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `pr-comment-${Date.now().toString(36)}.wav`;
  const work = await proofreadWork({ page, otherPage, request }, title);
  const comment = 'The client sent the speakers’ names: check their spelling.';

  const dialog = await openJobAction(page, work.job, 'Proofreader comment');
  await expect(dialog).toContainText('reads it with the job, in their queue and in the editor');
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: /Comment to the proofreader/ }).fill(comment);
  await dialog.getByRole('button', { name: 'Save comment' }).click();
  await expect(page.getByText('Comment saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await otherPage.reload();
  const queue = otherPage.getByRole('table', { name: 'Jobs to proofread' });
  await queue.getByRole('button', { name: new RegExp(`^View comments on ${title}`) }).click();
  const comments = otherPage.getByRole('dialog', { name: 'Comments' });
  await expect(comments.getByRole('term')).toHaveText(['Proofreader comment']);
  await expect(comments.getByRole('definition')).toHaveText([comment]);
  await expectAccessible(otherPage);
  await otherPage.keyboard.press('Escape');
  await expect(comments).toHaveCount(0);

  await queue.getByRole('link', { name: title }).click();
  await expect(otherPage).toHaveURL(/\/v3\/editor\?media=\d+$/);
  const panel = otherPage.getByRole('complementary', { name: 'Comments' });
  await expect(panel.getByRole('definition')).toHaveText([comment]);
  await expectAccessible(otherPage);
});

test('the proofreader reports on the typing of a job they proofread; an admin reads the report @mf-admin @mf-typist', async ({
  page,
  otherPage,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `pr-report-${Date.now().toString(36)}.wav`;
  const work = await proofreadWork({ page, otherPage, request }, title);
  // Finished proofreading: the report is still theirs to write.
  await put(request, work.proofreader, `/v1/job/finish/${work.job.id}`);
  const report = 'Well typed; the speaker labels were consistent throughout.';

  await otherPage.reload();
  const queue = otherPage.getByRole('table', { name: 'Jobs to proofread' });
  await queue.getByRole('button', { name: new RegExp(`^Actions for ${title}`) }).click();
  await otherPage.getByRole('menuitem', { name: 'Proofreader report' }).click();
  const writing = otherPage.getByRole('dialog', { name: 'Proofreader report' });
  await expect(writing).toContainText('The admins read your report on how');
  await expectAccessible(otherPage);
  await writing.getByRole('textbox', { name: /Report/ }).fill(report);
  await writing.getByRole('button', { name: 'Save report' }).click();
  await expect(otherPage.getByText('Report saved')).toBeVisible();
  await expect(writing).toHaveCount(0);

  const reading = await openJobAction(page, work.job, 'Proofreader report');
  await expect(reading.getByRole('textbox', { name: /Report/ })).toHaveValue(report);
  await expectAccessible(page);
});
