import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import {
  authOf,
  authOfPage,
  createAccount,
  expect,
  expectAccessible,
  lastMail,
  signInAs,
  test,
  type TestAccount,
} from './fixtures.ts';
import { idOf, jobOf, orderRecordings, put } from './ordered-work.ts';

// A job's first opening finds no transcript yet (404).
test.use({ expectedConsoleErrors: /status of 404/ });

/** A staff member signed in on a browser of their own, at their landing, with their user id. */
async function staffMember(browserPage: Page, account: TestAccount, landing: string) {
  await signInAs(browserPage, account);
  await expect(browserPage).toHaveURL(landing);
  return idOf(browserPage.request, await authOfPage(browserPage));
}

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

test('an admin splits a 20-minute recording between two typists, has it proofread, merges and returns it; the client downloads it', async ({
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
  const admin = await authOf(request, await createAccount(request, 'admin', { twoFactor: true }));
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
    await put(request, admin, `/v1/user/${typist}`, { trained_in: ['IVB'] });

  // The admin splits the media at 10 minutes, a typist a half, and names the proofreader.
  const { mediaId } = await jobOf(request, admin, title);
  const day = Math.floor(Date.now() / 1000) + 86_400;
  const split = await request.post(`/v1/media/assign/${mediaId}`, {
    headers: admin,
    data: {
      original: { start: 0, end: 600, typist_id: firstTypist, deadline: day },
      children: [{ start: 600, end: 1200, typist_id: secondTypist, deadline: day }],
      proofreader_id: proofreader,
      proofreader_deadline: day + 86_400,
    },
  });
  expect(split.status(), await split.text()).toBe(200);

  // Each typist types their half in the editor and submits it.
  await typeAndSubmit(firstPage!, title, 'The first half, typed by the first typist.');
  await typeAndSubmit(secondPage!, title, 'The second half, typed by the second typist.');

  // The proofreader finishes both halves from their queue.
  await proofreaderPage!.goto('/v3/proofreader');
  const queue = proofreaderPage!.getByRole('table', { name: 'Jobs to proofread' });
  await expect(
    queue.getByRole('button', { name: new RegExp(`^Actions for ${title}`) }),
  ).toHaveCount(2);
  await expectAccessible(proofreaderPage!);
  for (let left = 2; left > 0; left -= 1) {
    await queue
      .getByRole('button', { name: new RegExp(`^Actions for ${title}`) })
      .first()
      .click();
    await proofreaderPage!.getByRole('menuitem', { name: 'Finish proofreading' }).click();
    await proofreaderPage!
      .getByRole('dialog')
      .getByRole('button', { name: 'Finish proofreading' })
      .click();
    await expect(proofreaderPage!.getByRole('dialog')).toHaveCount(0);
  }
  await expect
    .poll(async () => (await jobOf(request, admin, title)).media.subStatus)
    .toBe('Ready for Return');

  // The admin merges the halves in range order and returns the media.
  await put(request, admin, `/v1/media/merge-transcripts/${mediaId}`);
  await put(request, admin, '/v1/media/return', { ids: [mediaId] });
  await Promise.all(contexts.map((context) => context.close()));

  // The client is mailed, and downloads the merged transcript as Word.
  await lastMail(request, client.email, /ready/i);
  const clientPage = await (await browser.newContext()).newPage();
  await signInAs(clientPage, client);
  await clientPage
    .getByRole('button', { name: /^Show the media of/ })
    .first()
    .click();
  await clientPage.getByRole('button', { name: `Actions for ${title}` }).click();
  await clientPage.getByRole('menuitem', { name: 'Download transcript' }).click();
  const download = clientPage.getByRole('dialog', { name: 'Download transcript' });
  await download.getByRole('radio', { name: 'Word .docx' }).check();
  const file = clientPage.waitForEvent('download');
  await download.getByRole('button', { name: 'Download' }).click();
  const docx = unzipSync(new Uint8Array(await readFile((await (await file).path())!)));
  const text = strFromU8(docx['word/document.xml']!).replace(/<[^>]+>/g, '');
  const first = text.indexOf('The first half, typed by the first typist.');
  expect(first).toBeGreaterThanOrEqual(0);
  expect(text.indexOf('The second half, typed by the second typist.')).toBeGreaterThan(first);
});
