import { submitTexts } from '@portal/contracts/cart/submit-texts';
import type { SnapshotEntry } from '@portal/contracts/transcript-snapshot/schema';
import type { Transcript } from '@portal/contracts/transcript/schema';
import { setupTestApp } from '../../test/helper.ts';
import {
  callsAs,
  jobCast,
  jobOn,
  jobRow,
  mediaInHalves,
  orderedMedia,
  section,
  type Caller,
  type JobCast,
} from '../job/test-fixtures.ts';
import { findTranscript } from './service.ts';

/** The editor's submit: the save finishes the caller's jobs and keeps their snapshot. */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const { get, saveSections } = callsAs(t);
const submit = (who: Caller, mediaId: number, sections: unknown[]) =>
  saveSections(who, mediaId, sections, { submit: true });
const jobSnapshots = async (who: Caller, jobId: number, type: string) =>
  get(who, `/v1/transcript-snapshot/job-snapshots/${jobId}?type=${type}`);

test("a typist's submit saves, finishes their job and keeps the job's snapshot", async () => {
  const { item, mine } = await mediaInHalves(t, cast, 'in-progress');
  const submitted = await submit(cast.typist, item.id, [
    section('a', 0, 'All typed [inaudible 00.04].'),
  ]);
  expect(submitted.statusCode).toBe(200);
  expect(submitted.json<Transcript>().content.sections.map((s) => s.text)).toEqual([
    'All typed [inaudible 00.04].',
  ]);
  expect(await jobRow(t.db, mine.id)).toMatchObject({
    status: 'partial-done',
    inaudiblesAmount: 1,
  });

  const kept = await jobSnapshots(cast.typist, mine.id, 'job');
  expect(kept.json<{ result: SnapshotEntry[] }>().result).toEqual([
    expect.objectContaining({
      reason: 'job',
      jobId: mine.id,
      version: 2,
      createdBy: 'Tess Tester',
    }),
  ]);
  expect((await jobSnapshots(cast.admin, mine.id, 'job')).statusCode).toBe(200);
  expect((await jobSnapshots(cast.otherTypist, mine.id, 'job')).statusCode).toBe(404);
  expect(
    (await jobSnapshots(cast.typist, mine.id, 'job_proofread')).json<{ result: unknown[] }>()
      .result,
  ).toEqual([]);
  expect((await jobSnapshots(cast.typist, mine.id, 'draft')).statusCode).toBe(422);
});

test('a malformed marker refuses the submit, naming it; nothing is saved or finished', async () => {
  const { item, mine } = await mediaInHalves(t, cast, 'in-progress');
  const before = await findTranscript(t.db, item.id, 'default');
  const refused = await submit(cast.typist, item.id, [
    section('a', 0, 'Typed [mw 01.75] and [inaudible] and [ph 1.2].'),
  ]);
  expect([refused.statusCode, refused.json()]).toEqual([
    422,
    [
      {
        field: 'content',
        message: submitTexts.malformedMarkers(['[mw 01.75]', '[inaudible]', '[ph 1.2]']),
      },
    ],
  ]);
  expect(await findTranscript(t.db, item.id, 'default')).toEqual(before);
  expect((await jobRow(t.db, mine.id))?.status).toBe('in-progress');
});

test("the proofreader's submit finishes the typed job and keeps a job_proofread snapshot", async () => {
  const item = await orderedMedia(t, cast.client.id, 600);
  const typed = await jobOn(t, item, {
    status: 'partial-done',
    typistId: cast.typist.id,
    proofreaderId: cast.proofreader.id,
  });
  expect((await submit(cast.proofreader, item.id, [section('a', 0, 'Checked.')])).statusCode).toBe(
    200,
  );
  expect((await jobRow(t.db, typed.id))?.status).toBe('done');
  const kept = await jobSnapshots(cast.proofreader, typed.id, 'job_proofread');
  expect(kept.json<{ result: SnapshotEntry[] }>().result).toMatchObject([
    { reason: 'job_proofread', jobId: typed.id },
  ]);
});

test('an admin saves but does not submit: there is no job of theirs to finish', async () => {
  const { item } = await mediaInHalves(t, cast, 'in-progress');
  const refused = await submit(cast.admin, item.id, [section('a', 0)]);
  expect([refused.statusCode, refused.json()]).toEqual([
    422,
    [{ field: 'submit', message: submitTexts.onlyWorkersSubmit }],
  ]);
});
