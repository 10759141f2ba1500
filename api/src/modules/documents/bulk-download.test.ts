import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { documentTexts } from '@portal/contracts/media/texts';
import type { BulkDownload } from '@portal/contracts/documents/schema';
import { bulkDownloads, media, tasks } from '../../db/schema.ts';
import { drainTasks } from '../../test/tasks.ts';
import { setupTestApp, startTestSession } from '../../test/helper.ts';
import { person, type Person } from '../project/test-fixtures.ts';
import type { BlobStorage } from '../storage/storage.ts';
import { BULK_DOWNLOAD_KEEP_MS, bulkDownloadKey, bulkDownloadTask } from './bulk-download-task.ts';
import { removeExpiredBulkDownloads } from './bulk-download.ts';
import { IMMEDIATE_ZIP_FILES } from './project-zip.ts';
import { documentTestData } from './test-data.ts';
import { fixtureContent } from './test-fixture.ts';

// The default: ten hours of media are zipped while the request waits.
const t = setupTestApp();
const data = () => documentTestData(t.db, t.clock.now);
let client: Person;

beforeAll(async () => {
  client = await person(t, 'Zipper');
});

/** A project of the client with returned, transcribed media of these lengths (seconds). */
async function projectWith(durations: number[], owner = client) {
  const project = await data().project(owner.id, 'Quarterly reviews');
  const items = [];
  for (const [index, duration] of durations.entries()) {
    const item = await data().media(owner.id, project.id, {
      title: `Board meeting ${index + 1}.mp3`,
      duration,
    });
    await data().transcript(item.id, fixtureContent);
    items.push(item);
  }
  return { project, items };
}

/** Five files a little over two hours each: over the ten hours made at once. */
const OVER_TEN_HOURS = [7_330, 7_330, 7_330, 7_330, 7_330];

const get = (url: string, caller: Person = client) =>
  t.app.inject({ url, headers: caller.headers });

const zipOf = (projectId: number, query = 'documentType=TXT_clean') =>
  get(`/v1/project/download-product/${projectId}?${query}`);

const progressOf = async (id: number) =>
  (await get(`/v1/bulk-download/${id}`)).json<BulkDownload>();

const rowOf = async (id: number) =>
  (await t.db.select().from(bulkDownloads).where(eq(bulkDownloads.id, id)))[0];

/** Asks for a zip too large to make at once: its 202 answer. */
async function queued(projectId: number, query?: string): Promise<BulkDownload> {
  const response = await zipOf(projectId, query);
  expect(response.statusCode).toBe(202);
  return response.json<BulkDownload>();
}

test('a small zip is still the answer: no bulk download, no task', async () => {
  const { project } = await projectWith([7_200, 7_200]);
  const response = await zipOf(project.id);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(Object.keys(unzipSync(response.rawPayload))).toEqual([
    'Board meeting 1.txt',
    'Board meeting 2.txt',
  ]);
  expect(
    await t.db.select().from(bulkDownloads).where(eq(bulkDownloads.projectId, project.id)),
  ).toEqual([]);
});

test('over ten hours of media: 202, and the task makes the zip the file route answers', async () => {
  const { project } = await projectWith(OVER_TEN_HOURS);
  const response = await zipOf(project.id, 'documentType=DOCX');
  expect(response.statusCode).toBe(202);
  const started = response.json<BulkDownload>();
  expect(response.headers.location).toBe(`/v1/bulk-download/${started.id}`);
  expect(started).toEqual({
    id: started.id,
    projectId: project.id,
    documentType: 'DOCX',
    status: 'queued',
    done: 0,
    total: 5,
    error: null,
    expiresAt: Math.floor((t.clock.now().getTime() + BULK_DOWNLOAD_KEEP_MS) / 1000),
  });
  const [task] = await t.db
    .select()
    .from(tasks)
    .where(eq(tasks.key, `bulk-download:${started.id}`));
  expect(task?.kind).toBe('bulk-download');

  await drainTasks(t.app);
  expect(await progressOf(started.id)).toMatchObject({ status: 'ready', done: 5, total: 5 });
  const file = await get(`/v1/bulk-download/${started.id}/file`);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/zip');
  expect(file.headers['content-disposition']).toBe(
    `attachment; filename="transcripts.zip"; filename*=UTF-8''transcripts.zip`,
  );
  const entries = unzipSync(file.rawPayload);
  expect(Object.keys(entries)).toEqual([1, 2, 3, 4, 5].map((n) => `Board meeting ${n}.docx`));
  const document = unzipSync(entries['Board meeting 3.docx'] ?? new Uint8Array());
  expect(strFromU8(document['word/document.xml'] ?? new Uint8Array())).toContain('Bonjour');
});

test('more than IMMEDIATE_ZIP_FILES files is queued too, however short', async () => {
  const { project } = await projectWith(Array.from({ length: IMMEDIATE_ZIP_FILES + 1 }, () => 60));
  const started = await queued(project.id);
  await drainTasks(t.app);
  const file = await get(`/v1/bulk-download/${started.id}/file`);
  expect(Object.keys(unzipSync(file.rawPayload))).toHaveLength(IMMEDIATE_ZIP_FILES + 1);
});

test('asking again while it is made answers the same bulk download; the listed media only', async () => {
  const { project, items } = await projectWith([...OVER_TEN_HOURS, 7_330]);
  const picked = items.slice(1).map((item) => `media_ids[]=${item.id}`);
  const query = `documentType=TXT_clean&${picked.join('&')}`;
  const first = await queued(project.id, query);
  const again = await zipOf(project.id, `documentType=TXT_clean&${picked.reverse().join('&')}`);
  expect(again.json<BulkDownload>().id).toBe(first.id);
  expect(first.total).toBe(5);
  expect((await queued(project.id, 'documentType=TXT_clean')).id).not.toBe(first.id);
  await drainTasks(t.app);
  const file = await get(`/v1/bulk-download/${first.id}/file`);
  expect(Object.keys(unzipSync(file.rawPayload))).toEqual(
    [2, 3, 4, 5, 6].map((n) => `Board meeting ${n}.txt`),
  );
});

/** A bulk download row as the route makes one, with no task: the test runs it itself. */
async function unqueued(projectId: number) {
  const at = t.clock.now();
  const [row] = await t.db
    .insert(bulkDownloads)
    .values({
      ownerId: client.id,
      projectId,
      documentType: 'TXT_clean',
      mediaIds: [],
      status: 'queued',
      total: 0,
      createdAt: at,
      updatedAt: at,
      expiresAt: new Date(at.getTime() + BULK_DOWNLOAD_KEEP_MS),
    })
    .returning();
  return row!;
}

/** The app's storage with `write` and `writeFile` replaced. */
const storageWith = (changes: Partial<BlobStorage>): BlobStorage =>
  Object.assign(Object.create(t.app.storage) as BlobStorage, changes);

test('progress advances as each transcript is added; the file waits until it is ready', async () => {
  const { project } = await projectWith([60, 60, 60]);
  const row = await unqueued(project.id);
  const early = await get(`/v1/bulk-download/${row.id}/file`);
  expect(early.statusCode).toBe(409);
  expect(early.json()).toMatchObject({ message: documentTexts.bulkDownloadNotReady });
  const seen: number[] = [];
  // The product cache keeps each document as it is made: the progress then is what came before.
  const storage = storageWith({
    write: async (key, bytes, type) => {
      seen.push((await rowOf(row.id))?.done ?? -1);
      await t.app.storage.write(key, bytes, type);
    },
  });
  await bulkDownloadTask.run({ ...t.app.deps, storage }, { bulkDownloadId: row.id });
  expect(seen).toEqual([0, 1, 2]);
  expect(await rowOf(row.id)).toMatchObject({
    status: 'ready',
    done: 3,
    total: 3,
    storageKey: bulkDownloadKey(row.id),
  });
  // Ready, it is left alone: a repeat after a crash makes nothing again.
  await bulkDownloadTask.run({ ...t.app.deps, storage }, { bulkDownloadId: row.id });
  expect(seen).toEqual([0, 1, 2]);
});

test('a failure is retried, and the last one fails it with a clear message', async () => {
  const { project } = await projectWith([60]);
  const row = await unqueued(project.id);
  const storage = storageWith({ writeFile: () => Promise.reject(new Error('Disk full')) });
  const deps = { ...t.app.deps, storage };
  await expect(bulkDownloadTask.run(deps, { bulkDownloadId: row.id })).rejects.toThrow('Disk full');
  expect(await rowOf(row.id)).toMatchObject({ status: 'queued', error: null });
  await bulkDownloadTask.gaveUp?.(deps, { bulkDownloadId: row.id }, 'Disk full');
  expect(await progressOf(row.id)).toMatchObject({
    status: 'failed',
    error: documentTexts.bulkDownloadFailed,
  });
  const file = await get(`/v1/bulk-download/${row.id}/file`);
  expect(file.statusCode).toBe(409);
  expect(file.json()).toMatchObject({ message: documentTexts.bulkDownloadFailed });
});

test('a request that no longer holds fails at once, saying why', async () => {
  const { project } = await projectWith([60]);
  const row = await unqueued(project.id);
  // Taken back from the client before the zip was made (an admin's edit of its status).
  await t.db.update(media).set({ status: 'in-progress' }).where(eq(media.projectId, project.id));
  await bulkDownloadTask.run(t.app.deps, { bulkDownloadId: row.id });
  expect(await progressOf(row.id)).toMatchObject({
    status: 'failed',
    error: documentTexts.noTranscripts,
  });
});

test('expired bulk downloads go with their files, and are then a 404', async () => {
  const { project } = await projectWith(OVER_TEN_HOURS);
  const started = await queued(project.id);
  await drainTasks(t.app);
  const key = bulkDownloadKey(started.id);
  expect(await t.app.storage.head(key)).toBeDefined();
  t.clock.advance(BULK_DOWNLOAD_KEEP_MS - 1);
  await removeExpiredBulkDownloads(t.app.deps);
  expect(await rowOf(started.id)).toBeDefined();
  t.clock.advance(1);
  expect(await removeExpiredBulkDownloads(t.app.deps)).toBeGreaterThan(0);
  expect(await t.app.storage.head(key)).toBeUndefined();
  // A day on, the client signs in again.
  const tokens = await startTestSession(t.app, client);
  const again = { ...client, headers: { authorization: `Bearer ${tokens.accessToken}` } };
  for (const url of [`/v1/bulk-download/${started.id}`, `/v1/bulk-download/${started.id}/file`]) {
    const response = await get(url, again);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: documentTexts.bulkDownloadNotFound });
  }
});
