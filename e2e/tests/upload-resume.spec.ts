import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { APIRequestContext, Page, Request, Route, TestInfo } from '@playwright/test';
import { UPLOAD_CHUNK_SIZE } from '@portal/contracts';
import { uploadTexts } from '@portal/contracts/storage/uploads';
import { wavBytes } from '../../api/src/lib/wav.ts';
import { s3PortalURL } from '../scripts/s3-portal.ts';
import { createAccount, expect, signInAs, test } from './fixtures.ts';

const picker = (page: Page) => page.getByLabel(/Choose files/);
const cartList = (page: Page) => page.getByRole('list', { name: 'Files in your cart' });

/** The part number of a PUT to a presigned part URL: the local storage's, or S3's. */
const partOf = (url: string): number | undefined => {
  const match =
    /\/v1\/storage\/uploads\/[^/]+\/parts\/(\d+)\?/.exec(url) ??
    /[?&]partNumber=(\d+)(&|$)/.exec(url);
  return match ? Number(match[1]) : undefined;
};
const isPart = (request: Request) =>
  request.method() === 'PUT' && partOf(request.url()) !== undefined;

/**
 * A recording on disk, as a person picks it: chosen twice, it is the same file (name, size, last
 * change), which a buffer handed to the picker is not (its last change is the moment it is set).
 */
async function recordingOnDisk(path: string, seconds: number, hz = 440): Promise<string> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, wavBytes(seconds, { pattern: [{ hz, seconds: 1 }] }));
  return path;
}

/**
 * The line to the storage, held part by part: a part let through goes to the server, one held
 * waits, as on a slow line, until `release` (or until its page is gone). Every PUT of a part the
 * page sends is counted, whether or not it got through, and every one the storage answered.
 */
async function storageLine(page: Page, letThrough: (part: number) => boolean) {
  const sent = new Map<number, number>();
  const stored = new Map<number, number>();
  const held: Route[] = [];
  let open = letThrough;
  page.on('request', (request) => {
    const part = partOf(request.url());
    if (isPart(request) && part !== undefined) sent.set(part, (sent.get(part) ?? 0) + 1);
  });
  page.on('response', (response) => {
    const part = partOf(response.url());
    if (isPart(response.request()) && part !== undefined && response.ok())
      stored.set(part, (stored.get(part) ?? 0) + 1);
  });
  await page.route(
    (url) => partOf(url.href) !== undefined,
    async (route) => {
      const part = partOf(route.request().url()) as number;
      // A bucket's CORS preflight goes through: only the parts' bytes are held.
      if (route.request().method() !== 'PUT') return route.continue();
      if (!open(part)) {
        held.push(route);
        return;
      }
      await route.continue();
    },
  );
  return {
    sent,
    stored,
    /** Lets every part through from now on, those held first. */
    async release() {
      open = () => true;
      for (const route of held.splice(0)) await route.continue();
    },
    /** Held parts of a page that reloaded are gone with it: they never reached the server. */
    forgetHeld() {
      held.splice(0);
      open = () => true;
    },
  };
}

/** The parts of the browser's record of an interrupted upload (IndexedDB, as the page keeps it). */
const recordedParts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open('portal-uploads');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('uploads-in-progress')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db
            .transaction('uploads-in-progress')
            .objectStore('uploads-in-progress')
            .getAll();
          all.onsuccess = () => {
            db.close();
            const records = all.result as { parts: { PartNumber: number }[] }[];
            resolve(
              records
                .flatMap((record) => record.parts.map((part) => part.PartNumber))
                .sort((a, b) => a - b),
            );
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );

/**
 * A 60 MB upload reloaded after two of its six parts: listed as interrupted, refused with
 * another file, finished with the same one, each part received by the storage once.
 */
async function reloadAndResume(
  { page, request }: { page: Page; request: APIRequestContext },
  testInfo: TestInfo,
) {
  // 7,500 s of 8 kHz audio is 60 MB: six parts of 10 MB.
  const seconds = 7_500;
  const path = await recordingOnDisk(testInfo.outputPath('board-meeting.wav'), seconds);
  const other = await recordingOnDisk(
    testInfo.outputPath('other', 'board-meeting.wav'),
    seconds,
    880,
  );
  const size = 44 + seconds * 8_000;
  expect(Math.ceil(size / UPLOAD_CHUNK_SIZE)).toBe(6);

  const account = await createAccount(request, 'client');
  await signInAs(page, account);
  await expect(page).toHaveURL('/v3/library/my');
  await page.goto('/v3/fileupload/addfiles');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  // The leave guard asks before a reload while an upload is on its way: the person confirms.
  page.on('dialog', (dialog) => void dialog.accept());

  // Parts 1 and 2 get through; the rest are still on their way when the page is reloaded.
  const line = await storageLine(page, (part) => part <= 2);
  await picker(page).setInputFiles(path);
  const row = page.getByRole('list', { name: 'Uploads' });
  await expect(row.getByText('34%')).toBeVisible();
  // A part's record is written just after its answer: the reload comes once both are kept (one
  // reloaded before would rightly be sent again, and counted here as sent twice).
  await expect.poll(() => recordedParts(page)).toEqual([1, 2]);
  expect(line.sent.get(3)).toBe(1);
  await page.reload();
  line.forgetHeld();

  const interrupted = page.getByRole('region', { name: uploadTexts.interruptedTitle });
  await expect(interrupted.getByText('board-meeting.wav')).toBeVisible();
  // Parts 1 and 2 of six (the last one shorter) are 34% of the file.
  await expect(interrupted.getByText('34% uploaded')).toBeVisible();

  const continueWith = interrupted.getByLabel(`${uploadTexts.continueUpload} board-meeting.wav`);
  await continueWith.setInputFiles(other);
  await expect(interrupted.getByRole('alert')).toHaveText(
    uploadTexts.notTheSameFile('board-meeting.wav'),
  );
  expect(line.sent.get(3)).toBe(1);

  await continueWith.setInputFiles(path);
  await expect(page.getByRole('heading', { name: uploadTexts.interruptedTitle })).toHaveCount(0);
  // 60 MB stored, then read by the server for its duration: longer than a screen's load.
  await expect(cartList(page).getByText('board-meeting.wav')).toBeVisible({ timeout: 60_000 });

  // The server received each part once; the parts stored before the reload were never sent
  // again. Parts 3 to 5 were sent before the reload too, but held on the line: they never
  // reached the server, and went again after it.
  expect(Object.fromEntries(line.stored)).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1 });
  expect(line.sent.get(1)).toBe(1);
  expect(line.sent.get(2)).toBe(1);
}

test('a 60 MB upload reloaded at a third resumes from there with the same file, and refuses another @mf-upload-checkout', async ({
  page,
  request,
}, testInfo) => reloadAndResume({ page, request }, testInfo));

test.describe('on S3 storage', () => {
  // The portal on S3 (playwright.config.ts): the browser sends the parts to the bucket itself.
  test.use({ baseURL: s3PortalURL });

  test('an upload to the bucket reloaded at a third resumes from there with the same file @mf-upload-checkout', async ({
    page,
    request,
  }, testInfo) => reloadAndResume({ page, request }, testInfo));
});

test.describe('offline', () => {
  // Parts sent while the browser is offline fail as the browser says (then are sent again).
  test.use({ expectedConsoleErrors: /net::ERR_INTERNET_DISCONNECTED/ });

  test('an upload taken offline mid-way waits for the connection and finishes when back online @mf-upload-checkout', async ({
    page,
    context,
    request,
  }, testInfo) => {
    // 3,000 s of 8 kHz audio is 24 MB: three parts of 10 MB.
    const path = await recordingOnDisk(testInfo.outputPath('site-visit.wav'), 3_000);
    const account = await createAccount(request, 'client');
    await signInAs(page, account);
    await expect(page).toHaveURL('/v3/library/my');
    await page.goto('/v3/fileupload/addfiles');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();

    // Part 1 gets through; the line drops while the others are on their way.
    const line = await storageLine(page, (part) => part === 1);
    await picker(page).setInputFiles(path);
    const row = page.getByRole('list', { name: 'Uploads' });
    // Part 1 of three (the last one shorter) is 43% of the file.
    await expect(row.getByText('43%')).toBeVisible();
    await context.setOffline(true);
    await line.release();
    await expect(row.getByText(uploadTexts.waitingForConnection)).toBeVisible();

    await context.setOffline(false);
    await expect(row.getByText(uploadTexts.waitingForConnection)).toHaveCount(0);
    await expect(cartList(page).getByText('site-visit.wav')).toBeVisible({ timeout: 30_000 });
    // Every part reached the server; those cut off by the dropped line were sent again.
    expect(Object.fromEntries(line.stored)).toEqual({ 1: 1, 2: 1, 3: 1 });
    expect(line.sent.get(1)).toBe(1);
    expect(line.sent.get(2)).toBeGreaterThanOrEqual(2);
    expect(line.sent.get(3)).toBeGreaterThanOrEqual(2);
  });
});
