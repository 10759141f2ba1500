import { transcriptTexts } from '@portal/contracts/transcript/texts';
import type { Snapshot, SnapshotEntry } from '@portal/contracts/transcript-snapshot/schema';
import type { Transcript, TranscriptConflict } from '@portal/contracts/transcript/schema';
import { sql } from 'drizzle-orm';
import { form, setupTestApp } from '../../test/helper.ts';
import {
  callsAs,
  jobCast,
  mediaInHalves,
  section,
  storedVersion,
  type Caller,
  type JobCast,
} from '../job/test-fixtures.ts';
import { findTranscript } from './service.ts';

/**
 * Versions (issue 16, Saving): the editor sends the version its edit is based on; a later save
 * of the same part of the transcript refuses it, a save of another part does not.
 */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const { get, put, saveSections } = callsAs(t);
const save = (who: Caller, mediaId: number, sections: unknown[], version: number) =>
  saveSections(who, mediaId, sections, { version });
const versionOf = (response: { json<T>(): T }) => response.json<Transcript>().version;
const textsOf = async (mediaId: number) =>
  (await findTranscript(t.db, mediaId, 'default'))?.content.sections.map((s) => s.text);

/** The transcript of two halves at version 1: the typist's first, the other typist's second. */
const halves = async () => (await mediaInHalves(t, cast, 'in-progress')).item;

test('a save based on a version since changed is refused with the current version; nothing is overwritten', async () => {
  const item = await halves();
  expect(versionOf(await save(cast.admin, item.id, [section('a', 0, 'First.')], 1))).toBe(2);

  const stale = await save(cast.superAdmin, item.id, [section('a', 0, 'Stale.')], 1);
  expect(stale.statusCode).toBe(409);
  expect(stale.json<TranscriptConflict>()).toEqual({
    error: transcriptTexts.changedElsewhere,
    message: transcriptTexts.changedElsewhere,
    version: 2,
  });
  expect(await textsOf(item.id)).toEqual(['First.']);

  // Reloaded, the same edit goes through.
  expect(versionOf(await save(cast.superAdmin, item.id, [section('a', 0, 'Fresh.')], 2))).toBe(3);
  expect(await textsOf(item.id)).toEqual(['Fresh.']);
});

test('two typists on different halves both save on the same base version', async () => {
  const item = await halves();
  const mine = await save(cast.typist, item.id, [section('a', 0, 'Mine.')], 1);
  const theirs = await save(cast.otherTypist, item.id, [section('b', 320, 'Theirs.')], 1);
  expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
  expect([versionOf(mine), versionOf(theirs)]).toEqual([2, 3]);
  // Each goes on from the version their own save answered.
  expect((await save(cast.typist, item.id, [section('a', 0, 'Mine again.')], 2)).statusCode).toBe(
    200,
  );
  expect(await textsOf(item.id)).toEqual(['Mine again.', 'Theirs.']);
});

test('one user in two tabs: the second tab, on the older version, is refused', async () => {
  const item = await halves();
  expect((await save(cast.typist, item.id, [section('a', 0, 'Tab one.')], 1)).statusCode).toBe(200);
  const second = await save(cast.typist, item.id, [section('a', 0, 'Tab two.')], 1);
  expect([second.statusCode, second.json<TranscriptConflict>().version]).toEqual([409, 2]);
  expect(await textsOf(item.id)).toEqual(['Tab one.', 'Theirs.']);
});

test('two saves on the same base at once: one goes through, the other is refused', async () => {
  const item = await halves();
  const saves = await Promise.all(
    ['One.', 'Two.'].map((text) => save(cast.typist, item.id, [section('a', 0, text)], 1)),
  );
  expect(saves.map((response) => response.statusCode).sort()).toEqual([200, 409]);
});

/** Sessions of the test's database waiting on a lock (PostgreSQL; PGlite has the one session). */
async function lockWaiters(): Promise<number> {
  const [row] = await t.db
    .select({ waiting: sql<number>`count(*)::int` })
    .from(sql`pg_stat_activity`)
    .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
  return row!.waiting;
}

async function untilWaiting(count: number): Promise<void> {
  while ((await lockWaiters()) < count);
}

test("an admin's whole save and a typist's save of the same new section: one saved, the other refused, neither deadlocked", async () => {
  const item = await halves();
  const url = `/v1/transcript/${item.id}`;
  const speakers = [{ id: 'sp1', name: 'Chair' }];
  // More sections than one insert statement wrote, each new, all before x in id order.
  const added = Array.from({ length: 2_100 }, (_, n) =>
    section(`n${String(n).padStart(4, '0')}`, 1 + Math.floor(n / 100), 'Added.'),
  );
  const typistSave = () =>
    t.app.inject({
      method: 'PATCH',
      url,
      headers: cast.typist.headers,
      payload: { version: 1, sections: [section('x', 40, 'Typist.')], speakers },
    });
  const adminSave = () =>
    put(cast.admin, url, {
      version: 1,
      content: {
        sections: [
          section('a', 0, 'Old.'),
          ...added,
          section('x', 40, 'Admin.'),
          section('b', 320),
        ],
        speakers,
      },
    });
  if (!process.env.DATABASE_URL) {
    // One connection: the saves cannot interleave, the later is refused.
    const saves = await Promise.all([typistSave(), adminSave()]);
    expect(saves.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    return;
  }
  // The order that deadlocked: the typist has written section x and reads the speakers (held
  // back by a share lock on the transcript); the admin has written its first 2,000 new sections
  // (their keys take a key-share lock on the transcript) and waits on x.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const blocker = t.db.transaction(async (tx) => {
    await tx.execute(sql`select from transcripts where media_id = ${item.id} for share`);
    held();
    await released;
  });
  await holding;
  const typist = typistSave();
  await untilWaiting(1);
  const admin = adminSave();
  await untilWaiting(2);
  release();
  await blocker;
  const [typistAnswer, adminAnswer] = await Promise.all([typist, admin]);
  expect([typistAnswer.statusCode, adminAnswer.statusCode]).toEqual([200, 409]);
  expect(adminAnswer.json<TranscriptConflict>().version).toBe(2);
  expect(await textsOf(item.id)).toEqual(['Old.', 'Typist.', 'Theirs.']);
}, 30_000);

test("an admin's save of the whole transcript refuses every typist's older base, and theirs the admin's", async () => {
  const item = await halves();
  await save(cast.admin, item.id, [section('a', 0, 'Admin.'), section('b', 320, 'Admin.')], 1);
  const typist = await save(cast.otherTypist, item.id, [section('b', 320, 'Typist.')], 1);
  expect([typist.statusCode, typist.json<TranscriptConflict>().version]).toEqual([409, 2]);

  await save(cast.typist, item.id, [section('a', 0, 'Typist.')], 2);
  const admin = await save(cast.admin, item.id, [section('a', 0, 'Admin again.')], 2);
  expect([admin.statusCode, admin.json<TranscriptConflict>().version]).toEqual([409, 3]);
  expect(await textsOf(item.id)).toEqual(['Typist.', 'Admin.']);
});

test('a version the transcript never had is refused; the first save is based on version 0', async () => {
  const item = await halves();
  const ahead = await save(cast.typist, item.id, [section('a', 0)], 7);
  expect([ahead.statusCode, ahead.json<TranscriptConflict>().version]).toEqual([409, 1]);

  const notes = (version: number) =>
    put(cast.admin, `/v1/transcript/${item.id}?kind=notes`, {
      content: { sections: [section('n', 0, 'Notes.')], speakers: [] },
      version,
    });
  expect((await notes(0)).statusCode).toBe(200);
  expect((await notes(0)).statusCode).toBe(409);
});

test('a save without the version it edits is a 422, nothing saved and no version made', async () => {
  const item = await halves();
  await save(cast.admin, item.id, [section('a', 0, 'One.')], 1);
  const unversioned = await put(cast.superAdmin, `/v1/transcript/${item.id}`, {
    content: { sections: [section('a', 0, 'Two.')], speakers: [] },
  });
  expect(unversioned.statusCode).toBe(422);
  expect(unversioned.json()).toEqual([
    { field: 'version', message: transcriptTexts.versionRequired },
  ]);
  expect(await textsOf(item.id)).toEqual(['One.']);
  expect(await storedVersion(t.db, item.id)).toBe(2);
});

test('the form sends the version as text', async () => {
  const item = await halves();
  await save(cast.admin, item.id, [section('a', 0, 'One.')], 1);
  await save(cast.superAdmin, item.id, [section('a', 0, 'Two.')], 2);

  const formSave = await t.app.inject({
    method: 'PUT',
    url: `/v1/transcript/${item.id}`,
    headers: { ...cast.admin.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({
      content: JSON.stringify({ sections: [section('a', 0, 'Three.')] }),
      version: '2',
    }),
  });
  expect(formSave.statusCode).toBe(409);
  expect(await textsOf(item.id)).toEqual(['Two.']);
});

describe('a restore is a save of what it writes', () => {
  const restore = (who: Caller, id: number) => put(who, `/v1/transcript-snapshot/restore/${id}`);
  const keep = async (who: Caller, mediaId: number, sections: unknown[]) => {
    await saveSections(who, mediaId, sections, { save_snapshot: true });
    const listed = await get(cast.admin, `/v1/transcript-snapshot/snapshots/${mediaId}`);
    return listed.json<{ result: SnapshotEntry[] }>().result[0]!.id;
  };

  test("an admin's restore writes the whole transcript: a typist on the older version is refused", async () => {
    const item = await halves();
    const kept = await keep(cast.admin, item.id, [section('a', 0, 'Kept.'), section('b', 320)]);
    expect(versionOf(await restore(cast.admin, kept))).toBe(3);
    const typist = await save(cast.otherTypist, item.id, [section('b', 320, 'Late.')], 2);
    expect([typist.statusCode, typist.json<TranscriptConflict>().version]).toEqual([409, 3]);
  });

  test("a typist's restore writes their range: the other typist's save on the same base goes through", async () => {
    const item = await halves();
    const kept = await keep(cast.typist, item.id, [section('a', 0, 'Kept.')]);
    const snapshot = await get(cast.typist, `/v1/transcript-snapshot/${kept}`);
    expect(snapshot.json<Snapshot>().version).toBe(2);
    expect(versionOf(await restore(cast.typist, kept))).toBe(3);
    expect((await save(cast.otherTypist, item.id, [section('b', 320, 'On.')], 2)).statusCode).toBe(
      200,
    );
    expect((await save(cast.typist, item.id, [section('a', 0, 'Stale.')], 2)).statusCode).toBe(409);
  });
});
