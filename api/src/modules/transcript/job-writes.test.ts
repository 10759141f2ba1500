import { Role } from '@portal/contracts/policy/roles';
import { jobTexts } from '@portal/contracts/job/texts';
import { mediaTexts } from '@portal/contracts/media/texts';
import { staffContractsTexts } from '@portal/contracts/staff-contracts/texts';
import { transcriptTexts } from '@portal/contracts/transcript/texts';
import type { JobType } from '@portal/contracts/common/statuses';
import type { Transcript } from '@portal/contracts/transcript/schema';
import { setupTestApp } from '../../test/helper.ts';
import { person } from '../project/test-fixtures.ts';
import {
  jobCast,
  jobOn,
  jobRow,
  mediaInHalves,
  orderedMedia,
  section,
  storedVersion,
  type Caller,
  type JobCast,
} from '../job/test-fixtures.ts';
import { findTranscript } from './service.ts';

/** Typists and proofreaders write the transcript through their jobs (staff spec section 7). */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const write = async (who: Caller, mediaId: number, sections: unknown[], kind?: JobType) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/transcript/${mediaId}${kind ? `?kind=${kind}` : ''}`,
    headers: who.headers,
    payload: {
      content: { sections, speakers: [] },
      version: await storedVersion(t.db, mediaId, kind),
    },
  });

const halves = () => mediaInHalves(t, cast);

const storedOf = async (mediaId: number) =>
  (await findTranscript(t.db, mediaId, 'default'))?.content;

test("a typist's save replaces their range only and starts the job", async () => {
  const { item, mine } = await halves();
  const saved = await write(cast.typist, item.id, [section('a', 0, 'New.'), section('c', 200)]);
  expect(saved.statusCode).toBe(200);
  expect(saved.json<Transcript>().content.sections.map((s) => s.id)).toEqual(['a', 'c']);
  expect((await storedOf(item.id))?.sections.map((s) => [s.id, s.text])).toEqual([
    ['a', 'New.'],
    ['c', 'Good morning, everyone.'],
    ['b', 'Theirs.'],
  ]);
  // The list sent is the list: the chair spoke nowhere, so leaving them out removed them.
  expect((await storedOf(item.id))?.speakers).toEqual([]);
  expect((await jobRow(t.db, mine.id))?.status).toBe('in-progress');
});

test('sections outside the range or taking an id used outside it are refused, nothing changed', async () => {
  const { item, mine } = await halves();
  const before = await storedOf(item.id);
  const outside = await write(cast.typist, item.id, [section('a', 0), section('x', 300)]);
  expect([outside.statusCode, outside.json()]).toEqual([
    422,
    [{ field: 'content', message: jobTexts.outsideRange('0:00 to 5:00') }],
  ]);
  const taken = await write(cast.typist, item.id, [section('b', 10)]);
  expect([taken.statusCode, taken.json()]).toEqual([
    422,
    [{ field: 'content', message: jobTexts.sectionIdTaken }],
  ]);
  expect(await storedOf(item.id)).toEqual(before);
  // The job did not start on a refused save.
  expect((await jobRow(t.db, mine.id))?.status).toBe('assigned');
});

test("every save refuses a marker timed after the recording's end, pointing at it", async () => {
  const { item, mine } = await halves();
  const before = await storedOf(item.id);
  const refused = await write(cast.typist, item.id, [
    section('a', 0, 'Fine [inaudible 01.00].'),
    section('c', 200, 'Too late [mw 10.01].'),
  ]);
  expect([refused.statusCode, refused.json()]).toEqual([
    422,
    [
      {
        field: 'content[sections][1][text]',
        message: transcriptTexts.markersPastTheEnd(['[mw 10.01]'], '10:00'),
      },
    ],
  ]);
  expect(await storedOf(item.id)).toEqual(before);
  expect((await jobRow(t.db, mine.id))?.status).toBe('assigned');
});

test('no open job, another kind, or no job at all: 403, 403, 404', async () => {
  const { item, theirs } = await halves();
  const partial = await jobOn(t, item, {
    start: 0,
    end: 300,
    status: 'partial-done',
    typistId: cast.otherTypist.id,
  });
  expect(partial.id).toBeGreaterThan(0);
  // The proofreader's job is still being typed.
  const early = await write(cast.proofreader, item.id, [section('b', 320)]);
  expect([early.statusCode, early.json()]).toEqual([403, { message: jobTexts.noOpenJob }]);
  const notes = await write(cast.otherTypist, item.id, [section('b', 320)], 'notes');
  expect([notes.statusCode, notes.json()]).toEqual([403, { message: jobTexts.noOpenJob }]);
  const stranger = await write(cast.otherProofreader, item.id, [section('b', 320)]);
  expect([stranger.statusCode, stranger.json()]).toEqual([404, { message: mediaTexts.notFound }]);
  expect((await jobRow(t.db, theirs.id))?.status).toBe('in-progress');
});

test('the proofreader writes the range of a typed job they proofread', async () => {
  const { item, theirs } = await halves();
  await t.app.inject({
    method: 'PUT',
    url: `/v1/job/finish/${theirs.id}`,
    headers: cast.otherTypist.headers,
  });
  expect((await jobRow(t.db, theirs.id))?.status).toBe('partial-done');
  const saved = await write(cast.proofreader, item.id, [section('b', 320, 'Corrected.')]);
  expect(saved.statusCode).toBe(200);
  expect((await storedOf(item.id))?.sections.map((s) => s.text)).toEqual(['Old.', 'Corrected.']);
  // The typist, done with it, may no longer write it.
  const late = await write(cast.otherTypist, item.id, [section('b', 320)]);
  expect(late.statusCode).toBe(403);
});

describe('reading the transcript through a job', () => {
  const read = (who: Caller, mediaId: number) =>
    t.app.inject({ url: `/v1/transcript/${mediaId}`, headers: who.headers });
  const sectionIds = (response: { json<T>(): T }) =>
    response.json<Transcript>().content.sections.map((s) => s.id);

  test('a typist reads the sections of their range, a proofreader those they proofread', async () => {
    const { item } = await halves();
    const typist = await read(cast.typist, item.id);
    expect(typist.statusCode).toBe(200);
    expect(sectionIds(typist)).toEqual(['a']);
    expect(typist.json<Transcript>().content.speakers).toEqual([{ id: 'sp1', name: 'Chair' }]);
    expect(sectionIds(await read(cast.otherTypist, item.id))).toEqual(['b']);
    expect(sectionIds(await read(cast.proofreader, item.id))).toEqual(['b']);
  });

  test('staff with no job on the media get its 404; with one, before any save, the empty transcript', async () => {
    const { item } = await halves();
    const stranger = await read(cast.otherProofreader, item.id);
    expect([stranger.statusCode, stranger.json()]).toEqual([404, { message: mediaTexts.notFound }]);
    const fresh = await orderedMedia(t, cast.client.id, 60);
    await jobOn(t, fresh, { status: 'assigned', typistId: cast.typist.id });
    await jobOn(t, fresh, { status: 'assigned', typistId: cast.otherTypist.id, type: 'notes' });
    const none = await read(cast.typist, fresh.id);
    expect([none.statusCode, none.json()]).toEqual([
      200,
      {
        id: 0,
        mediaId: fresh.id,
        kind: 'default',
        version: 0,
        content: { sections: [], speakers: [] },
        wordscount: 0,
        updatedAt: 0,
      },
    ]);
    const notes = await t.app.inject({
      url: `/v1/transcript/${fresh.id}?kind=notes`,
      headers: cast.otherTypist.headers,
    });
    expect([notes.statusCode, notes.json<Transcript>().kind]).toEqual([200, 'notes']);
    // A job of the one kind opens nothing of the other.
    const otherKind = await t.app.inject({
      url: `/v1/transcript/${fresh.id}?kind=notes`,
      headers: cast.typist.headers,
    });
    expect(otherKind.statusCode).toBe(404);
  });

  test('a typist who has not signed the contracts is refused, saying why', async () => {
    const newcomer = await person(t, 'Nina', Role.TYPIST);
    const item = await orderedMedia(t, cast.client.id, 60);
    await jobOn(t, item, { status: 'assigned', typistId: newcomer.id });
    const refused = await read(newcomer, item.id);
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { message: staffContractsTexts.contractsRequired },
    ]);
  });
});
