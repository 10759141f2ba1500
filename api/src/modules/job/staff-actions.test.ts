import { asc, eq } from 'drizzle-orm';
import { staffActions } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { callsAs, jobCast, jobOn, orderedMedia, section, type JobCast } from './test-fixtures.ts';

/** Every staff step on a job is recorded with who took it, when, and what it changed. */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const { put, saveSections } = callsAs(t);
const recordOf = (mediaId: number) =>
  t.db
    .select()
    .from(staffActions)
    .where(eq(staffActions.mediaId, mediaId))
    .orderBy(asc(staffActions.id));

test('an assignment and the typing record each step, its actor and the fields it changed', async () => {
  const item = await orderedMedia(t, cast.client.id, 600);
  const job = await jobOn(t, item);
  await put(cast.admin, `/v1/job/assign/${job.id}`, { typist_id: cast.typist.id });
  const saved = await saveSections(cast.typist, item.id, [section('a', 0)]);
  expect(saved.statusCode).toBe(200);

  const record = await recordOf(item.id);
  expect(record.map(({ action, actorId, jobId }) => [action, actorId, jobId])).toEqual([
    ['assign', cast.admin.id, job.id],
    ['startWork', cast.typist.id, job.id],
  ]);
  expect(record[0]).toMatchObject({
    before: { status: 'available', typistId: null, rate: 0 },
    after: { status: 'assigned', typistId: cast.typist.id, rate: 55 },
    at: t.clock.now(),
  });
  expect(Object.keys(record[0]!.after ?? {})).not.toContain('updatedAt');
  expect(record[1]).toMatchObject({
    before: { status: 'assigned' },
    after: { status: 'in-progress' },
  });
});

test('a refused step records nothing', async () => {
  const item = await orderedMedia(t, cast.client.id);
  const job = await jobOn(t, item);
  expect((await put(cast.typist, `/v1/job/drop/${job.id}`)).statusCode).toBe(404);
  expect((await put(cast.admin, `/v1/job/finish-as-typist/${job.id}`)).statusCode).toBe(409);
  expect(await recordOf(item.id)).toEqual([]);
});

test('a deleted job is recorded whole, and its record outlives it', async () => {
  const item = await orderedMedia(t, cast.client.id);
  const job = await jobOn(t, item, { start: 0, end: 120 });
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/v1/job/${job.id}`,
    headers: cast.admin.headers,
  });
  expect(deleted.statusCode).toBe(200);
  expect(await recordOf(item.id)).toMatchObject([
    {
      action: 'delete',
      jobId: job.id,
      actorId: cast.admin.id,
      before: { id: job.id, status: 'available', start: 0, end: 120 },
      after: null,
    },
  ]);
});

test('removing the proofreader from a media records the step on each of its jobs', async () => {
  const item = await orderedMedia(t, cast.client.id, 600);
  const proofread = { proofreaderId: cast.proofreader.id };
  const first = await jobOn(t, item, { start: 0, end: 300, ...proofread });
  const second = await jobOn(t, item, { start: 300, end: 600, ...proofread });
  const removed = await put(cast.admin, `/v1/media/remove-proofreader/${item.id}`);
  expect(removed.statusCode).toBe(200);
  const record = await recordOf(item.id);
  expect(record.map(({ action, jobId, before, after }) => [action, jobId, before, after])).toEqual(
    [first, second].map((job) => [
      'removeProofreader',
      job.id,
      { proofreaderId: cast.proofreader.id },
      { proofreaderId: null },
    ]),
  );
});
