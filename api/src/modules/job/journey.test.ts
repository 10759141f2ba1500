import type { Job } from '@portal/contracts/job/schema';
import type { Transcript } from '@portal/contracts/transcript/schema';
import { setupTestApp } from '../../test/helper.ts';
import {
  callsAs,
  jobCast,
  jobOn,
  mediaRow,
  orderedMedia,
  section,
  type Caller,
  type JobCast,
} from './test-fixtures.ts';

const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const { get, put, saveSections } = callsAs(t);

async function progress(mediaId: number) {
  const row = await mediaRow(t.db, mediaId);
  return [row?.status, row?.subStatus];
}

test('a media follows its jobs from Unassigned to Ready for Return', async () => {
  const item = await orderedMedia(t, cast.client.id, 600);
  const first = await jobOn(t, item, { start: 0, end: 300 });
  const second = await jobOn(t, item, { start: 300, end: 600 });
  expect(await progress(item.id)).toEqual(['ordered', 'Unassigned']);

  // The admin offers the first half to typists, and the typist takes it.
  expect(
    (await put(cast.admin, `/v1/job/assign/${first.id}`, { self_assign: true })).statusCode,
  ).toBe(200);
  expect(await progress(item.id)).toEqual(['ordered', 'Self-assignable']);
  const offers = await get(cast.typist, '/v1/job?scope=offered');
  expect(offers.json<{ result: Job[] }>().result.map((job) => job.id)).toEqual([first.id]);
  const taken = await put(cast.typist, `/v1/job/assign/${first.id}`);
  expect(taken.statusCode).toBe(200);
  expect(taken.json<Job>()).toMatchObject({
    status: 'assigned',
    typistId: cast.typist.id,
    // IVB pays grade 2 55p a minute.
    rate: 55,
    ratePercent: 100,
    // A day to type it.
    deadline: Math.floor(t.clock.now().getTime() / 1000) + 86_400,
  });
  expect(await progress(item.id)).toEqual(['assigned', 'Part-assigned']);

  // The admin assigns the second half.
  const assigned = await put(cast.admin, `/v1/job/assign/${second.id}`, {
    typist_id: cast.otherTypist.id,
  });
  expect(assigned.json<Job>()).toMatchObject({ status: 'assigned', typistName: 'Otto Tester' });
  expect(await progress(item.id)).toEqual(['assigned', 'Assigned']);

  // Each typist writes their half; the first save starts the work.
  const write = (who: Caller, sections: ReturnType<typeof section>[]) =>
    saveSections(who, item.id, sections);
  const mine = await write(cast.typist, [
    section('a', 0),
    section('b', 120, 'Item one [inaudible 02.05].'),
  ]);
  expect(mine.statusCode).toBe(200);
  expect((await get(cast.typist, `/v1/job/${first.id}`)).json<Job>().status).toBe('in-progress');
  const theirs = await write(cast.otherTypist, [section('c', 300), section('d', 450)]);
  expect(theirs.statusCode).toBe(200);
  // Each is answered their own half only; the transcript holds both.
  expect(theirs.json<Transcript>().content.sections.map((s) => s.id)).toEqual(['c', 'd']);
  expect(theirs.json<Transcript>().version).toBe(2);
  const sectionsNow = async () =>
    (await get(cast.admin, `/v1/transcript/${item.id}`))
      .json<Transcript>()
      .content.sections.map((s) => [s.id, s.text]);
  expect((await sectionsNow()).map(([id]) => id)).toEqual(['a', 'b', 'c', 'd']);

  // They finish; the media is Completed when both are typed.
  const finished = await put(cast.typist, `/v1/job/finish/${first.id}`);
  expect(finished.json<Job>()).toMatchObject({
    status: 'partial-done',
    audioQuality: 'clear',
    inaudiblesAmount: 1,
  });
  expect(await progress(item.id)).toEqual(['assigned', 'Assigned']);
  expect((await put(cast.otherTypist, `/v1/job/finish/${second.id}`)).statusCode).toBe(200);
  expect(await progress(item.id)).toEqual(['assigned', 'Completed']);

  // The proofreader, named on both, corrects and finishes them.
  for (const job of [first, second])
    expect(
      (await put(cast.admin, `/v1/job/assign/${job.id}`, { proofreader_id: cast.proofreader.id }))
        .statusCode,
    ).toBe(200);
  const corrected = await write(cast.proofreader, [
    section('a', 0, 'Good morning, all.'),
    section('c', 300),
    section('d', 450),
  ]);
  expect(corrected.statusCode).toBe(200);
  expect((await put(cast.proofreader, `/v1/job/finish/${first.id}`)).json<Job>().status).toBe(
    'done',
  );
  expect(await progress(item.id)).toEqual(['assigned', 'Completed']);
  expect((await put(cast.proofreader, `/v1/job/finish/${second.id}`)).statusCode).toBe(200);
  expect(await progress(item.id)).toEqual(['done', 'Ready for Return']);

  // A save is the whole of the writer's ranges: the section the proofreader left out is gone.
  expect(await sectionsNow()).toEqual([
    ['a', 'Good morning, all.'],
    ['c', 'Good morning, everyone.'],
    ['d', 'Good morning, everyone.'],
  ]);
});
