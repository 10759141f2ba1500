import { transcriptTexts } from '@portal/contracts/transcript/texts';
import type { Snapshot, SnapshotEntry } from '@portal/contracts/transcript-snapshot/schema';
import type { Transcript } from '@portal/contracts/transcript/schema';
import { setupTestApp } from '../../test/helper.ts';
import {
  callsAs,
  jobCast,
  mediaInHalves,
  orderedMedia,
  section,
  type Caller,
  type JobCast,
} from '../job/test-fixtures.ts';
import { findTranscript } from '../transcript/service.ts';

/** Snapshots of transcripts (staff spec section 7): kept by a save, read, restored, undone. */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const { get, put, saveSections } = callsAs(t);
const save = (who: Caller, mediaId: number, sections: unknown[]) =>
  saveSections(who, mediaId, sections, { save_snapshot: true });
const listOf = async (who: Caller, mediaId: number) =>
  (await get(who, `/v1/transcript-snapshot/snapshots/${mediaId}`)).json<{
    result: SnapshotEntry[];
  }>().result;
const texts = (content: Transcript['content'] | undefined) =>
  content?.sections.map((s) => [s.id, s.text]);
const storedOf = async (mediaId: number) =>
  (await findTranscript(t.db, mediaId, 'default'))?.content;

const halves = async () => (await mediaInHalves(t, cast, 'in-progress')).item;

test('an admin keeps a version, restores it, and undoes the restore', async () => {
  const item = await halves();
  expect((await save(cast.admin, item.id, [section('a', 0, 'Kept.')])).statusCode).toBe(200);
  await saveSections(cast.admin, item.id, [section('a', 0, 'Later.')]);

  const [kept] = await listOf(cast.admin, item.id);
  expect(kept).toMatchObject({
    mediaId: item.id,
    kind: 'default',
    reason: 'save',
    version: 2,
    wordscount: 1,
    createdBy: 'Admin Tester',
    createdAt: Math.floor(t.clock.now().getTime() / 1000),
  });
  const one = await get(cast.admin, `/v1/transcript-snapshot/${kept!.id}`);
  expect(texts(one.json<Snapshot>().content)).toEqual([['a', 'Kept.']]);

  const restored = await put(cast.admin, `/v1/transcript-snapshot/restore/${kept!.id}`);
  expect(restored.statusCode).toBe(200);
  expect(restored.json<Transcript>()).toMatchObject({ version: 4 });
  expect(texts(await storedOf(item.id))).toEqual([['a', 'Kept.']]);

  // The restore kept what it replaced: restoring that undoes it.
  const [replaced] = await listOf(cast.admin, item.id);
  expect(replaced).toMatchObject({ reason: 'restore', version: 3 });
  await put(cast.admin, `/v1/transcript-snapshot/restore/${replaced!.id}`);
  expect(texts(await storedOf(item.id))).toEqual([['a', 'Later.']]);
});

test('a typist keeps, lists, reads and restores their own only', async () => {
  const item = await halves();
  await save(cast.typist, item.id, [section('a', 0, 'Mine, kept.')]);
  const [kept] = await listOf(cast.typist, item.id);
  await save(cast.otherTypist, item.id, [section('b', 320, 'Theirs, later.')]);
  expect((await listOf(cast.typist, item.id)).map((entry) => entry.id)).toEqual([kept!.id]);
  expect(await listOf(cast.admin, item.id)).toHaveLength(2);
  await saveSections(cast.typist, item.id, [section('a', 0, 'Mine, later.')]);

  const mine = await get(cast.typist, `/v1/transcript-snapshot/${kept!.id}`);
  expect(texts(mine.json<Snapshot>().content)).toEqual([['a', 'Mine, kept.']]);
  const restored = await put(cast.typist, `/v1/transcript-snapshot/restore/${kept!.id}`);
  expect(restored.statusCode).toBe(200);
  expect(texts(await storedOf(item.id))).toEqual([
    ['a', 'Mine, kept.'],
    ['b', 'Theirs, later.'],
  ]);
});

test('a snapshot is restored into its own media only: naming another is refused, nothing changed', async () => {
  const item = await halves();
  const other = await halves();
  await save(cast.admin, item.id, [section('a', 0, 'Kept.')]);
  const [kept] = await listOf(cast.admin, item.id);
  const before = await storedOf(other.id);

  const refused = await put(cast.admin, `/v1/transcript-snapshot/restore/${kept!.id}`, {
    media_id: other.id,
  });
  expect([refused.statusCode, refused.json()]).toEqual([
    422,
    [{ field: 'media_id', message: transcriptTexts.snapshotOfAnotherMedia }],
  ]);
  expect(await storedOf(other.id)).toEqual(before);
  expect(await listOf(cast.admin, item.id)).toHaveLength(1);

  const restored = await put(cast.admin, `/v1/transcript-snapshot/restore/${kept!.id}`, {
    media_id: item.id,
  });
  expect(restored.json<Transcript>().mediaId).toBe(item.id);
  expect(await storedOf(other.id)).toEqual(before);
});

test('who may see snapshots', async () => {
  const item = await halves();
  await save(cast.admin, item.id, [section('a', 0), section('b', 320)]);
  const [kept] = await listOf(cast.admin, item.id);
  const listing = (who: Caller) => get(who, `/v1/transcript-snapshot/snapshots/${item.id}`);
  const reading = (who: Caller) => get(who, `/v1/transcript-snapshot/${kept!.id}`);
  const status = async (response: Promise<{ statusCode: number }>) => (await response).statusCode;

  expect(await status(listing(cast.proofreader))).toBe(200);
  expect(await listOf(cast.typist, item.id)).toEqual([]);
  const unworked = await orderedMedia(t, cast.client.id, 600);
  expect(await status(get(cast.typist, `/v1/transcript-snapshot/snapshots/${unworked.id}`))).toBe(
    404,
  );
  expect(await status(listing(cast.client))).toBe(403);
  expect(await status(listing(cast.otherProofreader))).toBe(404);
  expect(await status(get(cast.admin, '/v1/transcript-snapshot/snapshots/999999'))).toBe(404);

  expect(texts((await reading(cast.proofreader)).json<Snapshot>().content)).toEqual([
    ['b', 'Good morning, everyone.'],
  ]);
  expect(await status(reading(cast.client))).toBe(404);
  expect(await status(reading(cast.restrictedAdmin))).toBe(404);
  expect(await status(reading(cast.otherProofreader))).toBe(404);
  expect(await status(get(cast.admin, '/v1/transcript-snapshot/999999'))).toBe(404);
  // Restoring is an editor's: a client is turned away before the snapshot is looked for.
  expect(await status(put(cast.client, `/v1/transcript-snapshot/restore/${kept!.id}`))).toBe(403);
  expect(await status(get({ headers: {} }, `/v1/transcript-snapshot/${kept!.id}`))).toBe(401);
});
