import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { wavBytes } from '../../api/src/lib/wav.ts';
import {
  authOf,
  createAccount,
  expect,
  expectAccessible,
  failedRequest,
  lastMail,
  linkIn,
  signInAs,
  test,
  type TestAccount,
} from './fixtures.ts';
import { jobOf, orderRecordings, put, saveTranscript } from './ordered-work.ts';

// Each journey signs two people in and crosses three remotes: longer than one page's test.
test.describe.configure({ timeout: 90_000 });

/** Signs in on the login page a guard sent the visitor to, keeping where it returns to. */
async function logInHere(page: Page, account: TestAccount): Promise<void> {
  await expect(page).toHaveURL(/\/v3\/login\?redirectTo=/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function createProject(page: Page, title: string): Promise<void> {
  // The page's own button; an empty library offers a second one once its list has loaded.
  await page.getByRole('button', { name: 'Create project' }).first().click();
  const details = page.getByRole('dialog', { name: 'Create project' });
  await details.getByLabel('Title').fill(title);
  await details.getByRole('button', { name: 'Continue' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirm the new project' });
  await expect(confirmation.getByText(title)).toBeVisible();
  await expectAccessible(page);
  await confirmation.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
}

const actionsOf = (page: Page, title: string) =>
  page.getByRole('button', { name: `Actions for ${title}` });

test.describe('sharing and handing over a project @mf-client-library', () => {
  // Opening a used invitation link answers 404, which the browser logs.
  test.use({ expectedConsoleErrors: failedRequest(404) });

  test('a client shares a project to read; the invited client accepts from the mail and may only read', async ({
    page,
    otherPage,
    request,
  }) => {
    const owner = await createAccount(request, 'client');
    const reader = await createAccount(request, 'client');
    await signInAs(page, owner);
    await expect(page).toHaveURL('/v3/library/my');
    await createProject(page, 'Board meetings 2026');
    await expectAccessible(page);

    await actionsOf(page, 'Board meetings 2026').click();
    await page.getByRole('menuitem', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share project' });
    await share.getByLabel('Email').fill(reader.email);
    await share.getByLabel('Access', { exact: true }).selectOption({ label: 'Transcript only' });
    await share.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Your invitation has been sent')).toBeVisible();
    await expect(share.getByText(reader.email, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(share).toHaveCount(0);

    const mail = await lastMail(request, reader.email, /shared the project "Board meetings 2026"/);
    await otherPage.goto(linkIn(mail.text, 'project-invitation'));
    await logInHere(otherPage, reader);
    await expect(otherPage.getByText('Board meetings 2026')).toBeVisible();
    await expectAccessible(otherPage);
    await otherPage.getByRole('button', { name: 'Accept' }).click();
    await expect(otherPage).toHaveURL('/v3/library/transcript-only');
    await expect(otherPage.getByRole('row', { name: /Board meetings 2026/ })).toBeVisible();
    await expectAccessible(otherPage);

    // Read access: the project's details and transcripts, never deleting, sharing or uploading.
    await actionsOf(otherPage, 'Board meetings 2026').click();
    await expect(otherPage.getByRole('menuitem', { name: 'Project info' })).toBeVisible();
    for (const name of ['Delete', 'Upload files', 'Share'])
      await expect(otherPage.getByRole('menuitem', { name })).toHaveCount(0);
    await otherPage.keyboard.press('Escape');

    // The link worked once.
    await otherPage.goto(linkIn(mail.text, 'project-invitation'));
    await expect(otherPage.getByText('Invalid URL')).toBeVisible();

    // The owner hands the project over; it becomes the reader's own once they accept.
    await actionsOf(page, 'Board meetings 2026').click();
    await page.getByRole('menuitem', { name: 'Transfer ownership' }).click();
    const transfer = page.getByRole('dialog', { name: 'Transfer ownership' });
    await transfer.getByLabel('Email').fill(reader.email);
    await expectAccessible(page);
    await transfer.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Your invitation has been sent')).toBeVisible();

    const offer = await lastMail(
      request,
      reader.email,
      /offers you the project "Board meetings 2026"/,
    );
    await otherPage.goto(linkIn(offer.text, 'project-ownership-invitation'));
    await expect(otherPage.getByText('Board meetings 2026')).toBeVisible();
    await expectAccessible(otherPage);
    await otherPage.getByRole('button', { name: 'Accept' }).click();
    await expect(otherPage).toHaveURL('/v3/library/my');
    await expect(otherPage.getByRole('row', { name: /Board meetings 2026/ })).toBeVisible();
    await actionsOf(otherPage, 'Board meetings 2026').click();
    await expect(otherPage.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await otherPage.keyboard.press('Escape');

    // The previous owner keeps full access.
    await page.goto('/v3/library/full-access');
    await expect(page.getByRole('row', { name: /Board meetings 2026/ })).toBeVisible();
  });
});

test('a business client uploads a recording into a project and orders it on account @mf-client-library', async ({
  page,
  request,
}) => {
  const client = await createAccount(request, 'client', { businessAccount: true });
  await signInAs(page, client);
  await expect(page).toHaveURL('/v3/library/my');
  await createProject(page, 'Interviews');

  await actionsOf(page, 'Interviews').click();
  await page.getByRole('menuitem', { name: 'Upload files' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload to project' });
  await expect(upload.getByText('Interviews')).toBeVisible();
  await upload.getByLabel(/Choose files/).setInputFiles({
    name: 'first-interview.wav',
    mimeType: 'audio/wav',
    buffer: wavBytes(61),
  });
  await upload
    .getByRole('combobox', { name: /Type of transcription/ })
    .selectOption({ label: 'Intelligent Verbatim' });
  await upload.getByRole('combobox', { name: /Turnaround/ }).selectOption('7 days');
  await upload.getByRole('combobox', { name: /Speakers/ }).selectOption('1 Speaker');
  await expectAccessible(page);
  await upload.getByRole('button', { name: 'Proceed' }).click({ timeout: 20_000 });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('1 media file(s) added to your project')).toBeVisible();

  await page.getByRole('button', { name: 'Show the media of Interviews' }).click();
  await expect(page.getByText('first-interview.wav')).toBeVisible();
  await expect(page.getByText('In progress')).toBeVisible();
  await expectAccessible(page);
});

test('a business account owner invites a member, who joins from the mail link @mf-client-library', async ({
  page,
  otherPage,
  request,
}) => {
  const owner = await createAccount(request, 'client', { businessAccount: true });
  const member = await createAccount(request, 'client');
  await signInAs(page, owner);
  await expect(page).toHaveURL('/v3/library/my');
  await page.goto('/v3/business-account');
  const invite = page.getByRole('region', { name: 'Invite a member' });
  await invite.getByLabel('Email').fill(member.email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('region', { name: 'Invitations sent' })).toContainText(member.email);
  await expectAccessible(page);

  const mail = await lastMail(request, member.email, /invites you to join/);
  await otherPage.goto(linkIn(mail.text, 'company-invitation'));
  await logInHere(otherPage, member);
  await expectAccessible(otherPage);
  await otherPage.getByRole('button', { name: 'Accept' }).click();
  await expect(otherPage).toHaveURL('/v3/business-account');
  await expect(otherPage.getByRole('region', { name: 'Members' })).toContainText(member.email);
  await expectAccessible(otherPage);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Members' })).toContainText(member.email);
});

test('a large project zip is made in the background; the client saves it from the notification center on another page @mf-client-library @shell', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const titles = [`zip-a-${stamp}.wav`, `zip-b-${stamp}.wav`];
  const client = await createAccount(request, 'client', { businessAccount: true });
  await orderRecordings(page, client, titles);
  // An admin writes both transcripts and returns them: two minutes of media, over the minute
  // the e2e server zips at once (BULK_DOWNLOAD_IMMEDIATE_SECONDS in playwright.config.ts).
  const admin = await authOf(request, await createAccount(request, 'admin', { twoFactor: true }));
  const ids: number[] = [];
  for (const title of titles) {
    const { mediaId } = await jobOf(request, admin, title);
    const content = {
      sections: [{ id: 's1', speaker: 'Anna', start: 0, text: `About ${title}.` }],
    };
    await saveTranscript(request, admin, mediaId, content);
    ids.push(mediaId);
  }
  await put(request, admin, '/v1/media/return', { ids, force: true });

  // The project checkout made is named after the recording whose upload finished first.
  await signInAs(page, client);
  await page.getByRole('button', { name: new RegExp(`^Actions for zip-[ab]-${stamp}$`) }).click();
  await page.getByRole('menuitem', { name: 'Download transcripts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download transcripts' });
  await dialog.getByRole('radio', { name: 'Word .docx' }).check();
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(dialog).toBeHidden();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByText('Preparing transcripts.zip: 0 of 2')).toBeVisible();
  await expectAccessible(page);

  // Elsewhere in the portal the notification goes on, and offers the zip once it is ready. The
  // keyboard reaches the menu link the notification overlays.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Get a quote' })
    .press('Enter');
  await expect(page).toHaveURL(/mode=quote/);
  const save = notifications.getByRole('button', { name: 'Download transcripts.zip' });
  await expect(save).toBeVisible({ timeout: 30_000 });
  await expect(notifications.getByText('transcripts.zip is ready')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expectAccessible(page);

  const file = page.waitForEvent('download');
  await save.focus();
  await page.keyboard.press('Enter');
  const download = await file;
  expect(download.suggestedFilename()).toBe('transcripts.zip');
  const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  expect(Object.keys(zip).sort()).toEqual([`zip-a-${stamp}.docx`, `zip-b-${stamp}.docx`]);
  await expect(save).toBeHidden();
});
