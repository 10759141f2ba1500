import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { wavBytes } from '../../api/src/lib/wav.ts';
import { authOfPage, expect, signIn, signInAs, type TestAccount } from './fixtures.ts';

export type Auth = { authorization: string };
export interface JobRow {
  id: number;
  mediaId: number;
  mediaRangeStart: number;
  mediaRangeEnd: number;
  status: string;
  media: { title: string; subStatus: string | null };
}

const recording = (name: string, seconds: number) => ({
  name,
  mimeType: 'audio/wav',
  buffer: wavBytes(seconds),
});

/** A business client orders the recordings (a minute long unless told) through the upload page. */
export async function orderRecordings(
  page: Page,
  client: TestAccount,
  titles: string[],
  { seconds = 61 } = {},
) {
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL('/v3/library/my');
  await page.goto('/v3/fileupload/addfiles');
  await page
    .getByLabel(/Choose files/)
    .setInputFiles(titles.map((title) => recording(title, seconds)));
  const cart = page.getByRole('list', { name: 'Files in your cart' });
  for (const title of titles) await expect(cart.getByText(title)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: /Type of transcription/ }).selectOption({
    label: 'Intelligent Verbatim',
  });
  await page.getByRole('combobox', { name: /Turnaround/ }).selectOption('7 days');
  await page.getByRole('combobox', { name: /Speakers/ }).selectOption('1 Speaker');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Check out with business account' }).click();
  await expect(page.getByText('Your order is confirmed')).toBeVisible();
  // The typist signs in on the same browser next.
  await page.evaluate(() => localStorage.clear());
}

export async function jobOf(
  request: APIRequestContext,
  admin: Auth,
  title: string,
): Promise<JobRow> {
  const answer = await request.get(`/v1/job?scope=all&title=${encodeURIComponent(title)}`, {
    headers: admin,
  });
  expect(answer.status()).toBe(200);
  const [job] = ((await answer.json()) as { result: JobRow[] }).result;
  expect(job?.media.title).toBe(title);
  return job as JobRow;
}

export async function idOf(request: APIRequestContext, auth: Auth): Promise<number> {
  const answer = await request.get('/v1/user/profile', { headers: auth });
  return ((await answer.json()) as { id: number }).id;
}

export async function put(request: APIRequestContext, auth: Auth, url: string, data: object = {}) {
  const answer = await request.put(url, { headers: auth, data });
  expect(answer.status(), `${url}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as JobRow;
}

/**
 * Saves the media's transcript over the API as the editor does: on the version it reads first
 * (0 while none is saved), as every save names the version it edits.
 */
export async function saveTranscript(
  request: APIRequestContext,
  auth: Auth,
  mediaId: number,
  content: object,
) {
  const read = await request.get(`/v1/transcript/${mediaId}`, { headers: auth });
  expect(read.status()).toBe(200);
  const { version } = (await read.json()) as { version: number };
  const saved = await request.put(`/v1/transcript/${mediaId}`, {
    headers: auth,
    data: { content, version },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * The client, on a browser of their own, downloads the media's transcript as the document type
 * labelled `documentType` in the download dialog: the file's bytes.
 */
export async function downloadedTranscript(
  browser: Browser,
  client: TestAccount,
  title: string,
  documentType: string,
): Promise<Buffer> {
  const clientPage = await (await browser.newContext()).newPage();
  await signInAs(clientPage, client);
  await clientPage
    .getByRole('button', { name: /^Show the media of/ })
    .first()
    .click();
  await clientPage.getByRole('button', { name: `Actions for ${title}` }).click();
  await clientPage.getByRole('menuitem', { name: 'Download transcript' }).click();
  const download = clientPage.getByRole('dialog', { name: 'Download transcript' });
  await download.getByRole('radio', { name: documentType }).check();
  const file = clientPage.waitForEvent('download');
  await download.getByRole('button', { name: 'Download' }).click();
  return readFile((await (await file).path())!);
}

/** The client downloads the media's transcript as Word: its text. */
export async function downloadedWordText(browser: Browser, client: TestAccount, title: string) {
  const docx = unzipSync(
    new Uint8Array(await downloadedTranscript(browser, client, title, 'Word .docx')),
  );
  return strFromU8(docx['word/document.xml']!).replace(/<[^>]+>/g, '');
}

/** A staff member signed in on a browser of their own, at their landing, with their user id. */
export async function staffMember(page: Page, account: TestAccount, landing: string) {
  await signInAs(page, account);
  await expect(page).toHaveURL(landing);
  return { id: await idOf(page.request, await authOfPage(page)), email: account.email };
}

/** An action of the media's row in the assign grid, where the admin on `page` has it in view. */
export async function rowAction(page: Page, title: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** A date and time `days` ahead as a datetime-local field takes it, in the browser's zone. */
export function deadlineInput(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}
