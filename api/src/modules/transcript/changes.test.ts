import { and, eq } from 'drizzle-orm';
import { jobTexts } from '@portal/contracts/job/texts';
import { transcriptTexts } from '@portal/contracts/transcript/texts';
import { countWords } from '@portal/contracts/transcript/word-count';
import type { TranscriptConflict, TranscriptSection } from '@portal/contracts/transcript/schema';
import type { TranscriptVersion } from '@portal/contracts/transcript/changes-schema';
import type { SnapshotEntry } from '@portal/contracts/transcript-snapshot/schema';
import { transcriptSections } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import {
  jobCast,
  jobRow,
  mediaInHalves,
  storedVersion,
  type Caller,
  type JobCast,
} from '../job/test-fixtures.ts';
import { findTranscript } from './service.ts';

/**
 * PATCH /v1/transcript/{id}: the editor's save of what changed (issue 41): only the sections
 * sent are checked and written, the answer is the new version, and two typists on different
 * ranges of one media never refuse each other.
 */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const section = (id: string, start: number, text = 'Good morning, everyone.', speakerId = '') => ({
  id,
  speakerId,
  start,
  text,
});

type Changes = {
  sections?: unknown[];
  removed_section_ids?: string[];
  speakers?: unknown[];
  version?: number;
} & Record<string, unknown>;

const patch = async (who: Caller, mediaId: number, changes: Changes) =>
  t.app.inject({
    method: 'PATCH',
    url: `/v1/transcript/${mediaId}`,
    headers: who.headers,
    payload: { version: await storedVersion(t.db, mediaId), ...changes },
  });

const stored = async (mediaId: number) => (await findTranscript(t.db, mediaId, 'default'))!;
const textsOf = async (mediaId: number) =>
  (await stored(mediaId)).content.sections.map((s) => [s.id, s.text]);
const wordsOf = (sections: readonly TranscriptSection[]) =>
  sections.reduce((sum, s) => sum + countWords(s.text), 0);

/** Two halves at version 1: the typist's first (in progress), the other typist's second. */
const halves = async () => (await mediaInHalves(t, cast, 'in-progress')).item;

test('a typist sends what changed: the rest stays, the answer is the new version and words only', async () => {
  const item = await halves();
  const saved = await patch(cast.typist, item.id, {
    sections: [section('a', 0, 'Changed text here.'), section('c', 100, 'New one.')],
  });
  expect(saved.statusCode).toBe(200);
  const answer = saved.json<TranscriptVersion>();
  expect(answer).toEqual({ version: 2, wordscount: 6, updatedAt: expect.any(Number) });
  expect(await textsOf(item.id)).toEqual([
    ['a', 'Changed text here.'],
    ['c', 'New one.'],
    ['b', 'Theirs.'],
  ]);

  const removed = await patch(cast.typist, item.id, { removed_section_ids: ['c'] });
  expect(removed.json<TranscriptVersion>()).toMatchObject({ version: 3, wordscount: 4 });
  expect(await textsOf(item.id)).toEqual([
    ['a', 'Changed text here.'],
    ['b', 'Theirs.'],
  ]);
  // The speakers were not sent: the list stays as it was.
  expect((await stored(item.id)).content.speakers).toEqual([{ id: 'sp1', name: 'Chair' }]);
});

test('the words count follows each save, as a count of every section would give', async () => {
  const item = await halves();
  const steps: Changes[] = [
    { sections: [section('a', 0, 'One two three [inaudible 00.01] four.')] },
    { sections: [section('d', 50, 'Five six.'), section('e', 60, 'Seven.')] },
    { sections: [section('d', 55, 'Five.')], removed_section_ids: ['e', 'never-there'] },
    { removed_section_ids: ['a'] },
  ];
  for (const step of steps) {
    const answer = (await patch(cast.typist, item.id, step)).json<TranscriptVersion>();
    const now = await stored(item.id);
    expect(answer.wordscount).toBe(wordsOf(now.content.sections));
    expect(now.wordsCount).toBe(answer.wordscount);
  }
  // A section moved over from the whole-content column has no count of its own (migration
  // 0033): the save that replaces it counts the one it replaces from its text.
  const before = await stored(item.id);
  await t.db
    .update(transcriptSections)
    .set({ wordsCount: null })
    .where(and(eq(transcriptSections.transcriptId, before.id), eq(transcriptSections.id, 'd')));
  const answer = await patch(cast.typist, item.id, { sections: [section('d', 55, 'A b c.')] });
  expect(answer.json<TranscriptVersion>().wordscount).toBe(
    wordsOf((await stored(item.id)).content.sections),
  );
});

test('only what is sent is checked: each section, its speaker, its place in the recording', async () => {
  const item = await halves();
  const before = await stored(item.id);
  const malformed = await patch(cast.typist, item.id, {
    sections: [{ id: '', start: -1, text: 'x' }],
  });
  expect(malformed.statusCode).toBe(422);
  expect(malformed.json<{ field: string }[]>().map((error) => error.field)).toEqual([
    'sections[0][id]',
    'sections[0][start]',
  ]);
  const unlisted = await patch(cast.typist, item.id, {
    sections: [section('a', 0, 'Hello.', 'nobody')],
  });
  expect([unlisted.statusCode, unlisted.json()]).toEqual([
    422,
    [{ field: 'sections[0][speakerId]', message: transcriptTexts.speakerNotListed }],
  ]);
  const late = await patch(cast.admin, item.id, { sections: [section('z', 700)] });
  expect(late.statusCode).toBe(422);
  expect(late.json<{ field: string }[]>()[0]?.field).toBe('sections[0][start]');
  // A listed speaker, the stored one or one sent with the save, is taken.
  const listed = await patch(cast.typist, item.id, {
    sections: [section('a', 0, 'Hello.', 'sp1'), section('f', 5, 'Hi.', 'sp2')],
    speakers: [
      { id: 'sp1', name: 'Chair' },
      { id: 'sp2', name: 'Secretary' },
    ],
  });
  expect(listed.statusCode).toBe(200);
  expect((await stored(item.id)).content.sections.slice(0, 2)).toEqual([
    { id: 'a', speakerId: 'sp1', speaker: 'Chair', start: 0, text: 'Hello.' },
    { id: 'f', speakerId: 'sp2', speaker: 'Secretary', start: 5, text: 'Hi.' },
  ]);
  expect(before.version).toBe(1);
  expect((await stored(item.id)).version).toBe(2);
});

test("typists write inside their ranges only: sent sections, removed ones and others' ids", async () => {
  const item = await halves();
  const before = await stored(item.id);
  const outside = await patch(cast.typist, item.id, { sections: [section('x', 300)] });
  expect([outside.statusCode, outside.json()]).toEqual([
    422,
    [{ field: 'sections', message: jobTexts.outsideRange('0:00 to 5:00') }],
  ]);
  const theirs = await patch(cast.typist, item.id, { removed_section_ids: ['b'] });
  expect([theirs.statusCode, theirs.json()]).toEqual([
    422,
    [{ field: 'removed', message: jobTexts.outsideRange('0:00 to 5:00') }],
  ]);
  const taken = await patch(cast.typist, item.id, { sections: [section('b', 10)] });
  expect([taken.statusCode, taken.json()]).toEqual([
    422,
    [{ field: 'sections', message: jobTexts.sectionIdTaken }],
  ]);
  expect(await stored(item.id)).toEqual(before);
  // An admin writes anywhere.
  const admin = await patch(cast.admin, item.id, { removed_section_ids: ['b'] });
  expect(admin.statusCode).toBe(200);
  expect(await textsOf(item.id)).toEqual([['a', 'Old.']]);
});

test("a typist's speakers list keeps whoever speaks in another's range", async () => {
  const item = await halves();
  await patch(cast.admin, item.id, { sections: [section('b', 320, 'Theirs.', 'sp1')] });
  const saved = await patch(cast.typist, item.id, {
    sections: [section('a', 0, 'Old.', 'sp3')],
    speakers: [{ id: 'sp3', name: 'Guest' }],
  });
  expect(saved.statusCode).toBe(200);
  expect((await stored(item.id)).content.speakers).toEqual([
    { id: 'sp3', name: 'Guest' },
    { id: 'sp1', name: 'Chair' },
  ]);
});

test('a later save of the same range refuses a stale one (409, current version); another range does not', async () => {
  const item = await halves();
  const first = await patch(cast.typist, item.id, {
    sections: [section('a', 0, 'First.')],
    version: 1,
  });
  expect(first.json<TranscriptVersion>().version).toBe(2);
  const theirs = await patch(cast.otherTypist, item.id, {
    sections: [section('b', 320, 'Theirs too.')],
    version: 1,
  });
  expect(theirs.statusCode).toBe(200);
  const stale = await patch(cast.typist, item.id, {
    sections: [section('a', 0, 'Stale.')],
    version: 1,
  });
  expect(stale.statusCode).toBe(409);
  expect(stale.json<TranscriptConflict>()).toMatchObject({
    message: transcriptTexts.changedElsewhere,
    version: 3,
  });
  const admin = await patch(cast.admin, item.id, { removed_section_ids: ['b'], version: 2 });
  expect(admin.statusCode).toBe(409);
  expect(await textsOf(item.id)).toEqual([
    ['a', 'First.'],
    ['b', 'Theirs too.'],
  ]);
});

test('a submit and a kept snapshot go with a save of changes', async () => {
  const { item, mine } = await mediaInHalves(t, cast, 'in-progress');
  const kept = await patch(cast.typist, item.id, {
    sections: [section('a', 0, 'Kept.')],
    save_snapshot: true,
  });
  expect(kept.statusCode).toBe(200);
  const snapshots = await t.app.inject({
    url: `/v1/transcript-snapshot/snapshots/${item.id}`,
    headers: cast.admin.headers,
  });
  expect(snapshots.json<{ result: SnapshotEntry[] }>().result[0]).toMatchObject({
    reason: 'save',
    version: 2,
  });
  // Nothing changed since: the submit finishes the job on what is saved, and keeps it.
  const submitted = await patch(cast.typist, item.id, { submit: true });
  expect(submitted.statusCode).toBe(200);
  // Typed only at its start: finished as partly done, as the job rules say.
  expect((await jobRow(t.db, mine.id))?.status).toBe('partial-done');
  const jobKept = await t.app.inject({
    url: `/v1/transcript-snapshot/job-snapshots/${mine.id}?type=job`,
    headers: cast.admin.headers,
  });
  expect(jobKept.json<{ result: SnapshotEntry[] }>().result[0]).toMatchObject({ version: 3 });
});

/**
 * Two typists on different ranges of one media, each saving 50 times one after another, side
 * by side: none refuses the other, no section is lost. On PostgreSQL (`.ci/run` runs this suite
 * there too) the saves overlap in time; on PGlite they interleave save by save.
 */
test('two typists on different ranges save 50 times each at once: no refusal, nothing lost', async () => {
  const item = await halves();
  const typing = async (who: Caller, prefix: string, from: number) => {
    const statuses: number[] = [];
    let version = 1;
    for (let n = 0; n < 50; n++) {
      const saved = await patch(who, item.id, {
        sections: [section(`${prefix}${n}`, from + n, `Words ${n}.`)],
        version,
      });
      statuses.push(saved.statusCode);
      if (saved.statusCode === 200) version = saved.json<TranscriptVersion>().version;
    }
    return statuses;
  };
  const [mine, theirs] = await Promise.all([
    typing(cast.typist, 'm', 1),
    typing(cast.otherTypist, 't', 330),
  ]);
  expect(mine.filter((status) => status !== 200)).toEqual([]);
  expect(theirs.filter((status) => status !== 200)).toEqual([]);
  const after = await stored(item.id);
  const ids = new Set(after.content.sections.map((s) => s.id));
  for (let n = 0; n < 50; n++) expect([ids.has(`m${n}`), ids.has(`t${n}`)]).toEqual([true, true]);
  expect(after.version).toBe(101);
  expect(after.wordsCount).toBe(wordsOf(after.content.sections));
});

test('the same range from two tabs at once: one is refused (409), and nothing is lost', async () => {
  const item = await halves();
  const tab = (text: string) =>
    patch(cast.typist, item.id, { sections: [section('a', 0, text)], version: 1 });
  const answers = await Promise.all([tab('From tab one.'), tab('From tab two.')]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  const refused = answers.find((answer) => answer.statusCode === 409)!;
  const won = answers.indexOf(answers.find((answer) => answer.statusCode === 200)!);
  expect((await textsOf(item.id))[0]).toEqual(['a', won === 0 ? 'From tab one.' : 'From tab two.']);
  // The refused tab keeps its text and, told the current version, saves it on that.
  const current = refused.json<TranscriptConflict>().version;
  expect(current).toBe(2);
  const again = await patch(cast.typist, item.id, {
    sections: [section('a', 0, won === 0 ? 'From tab two.' : 'From tab one.')],
    version: current,
  });
  expect(again.statusCode).toBe(200);
  expect(await textsOf(item.id)).toEqual([
    ['a', won === 0 ? 'From tab two.' : 'From tab one.'],
    ['b', 'Theirs.'],
  ]);
});

test('a section keeps its word timings as sent, answered by GET; timings that do not fit are refused', async () => {
  const item = await halves();
  const timed = {
    ...section('a', 0, 'Good morning all.'),
    words: [
      [0, 0.4, 0.9],
      [0.5, 1, 0.3],
      [1.1, 1.4, 1],
    ],
  };
  expect((await patch(cast.typist, item.id, { sections: [timed] })).statusCode).toBe(200);
  const read = await t.app.inject({
    url: `/v1/transcript/${item.id}`,
    headers: cast.typist.headers,
  });
  expect(
    read.json<{ content: { sections: TranscriptSection[] } }>().content.sections[0],
  ).toMatchObject(timed);

  const before = await storedVersion(t.db, item.id);
  const short = await patch(cast.typist, item.id, {
    sections: [{ ...timed, text: 'Good morning to all.' }],
  });
  expect(short.statusCode).toBe(422);
  expect(short.body).toContain(transcriptTexts.wordsDoNotFit);
  expect(await storedVersion(t.db, item.id)).toBe(before);
});
