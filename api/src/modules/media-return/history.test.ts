import { setupTestApp } from '../../test/helper.ts';
import { callsAs, jobCast, jobOn, type JobCast } from '../job/test-fixtures.ts';
import { splitMedia } from './test-fixtures.ts';

/** GET /v1/media/history/{id}: the audit trail of the media and its jobs, for mediaInfo. */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const { get, put } = callsAs(t);
const HOUR = 3600;

test('every staff action on the media and its jobs is read back with who, what, when, before and after', async () => {
  const { item, halves } = await splitMedia(t, cast);
  const second = halves[1];
  const extra = await jobOn(t, item, { start: 0, end: 60 });
  const deadline = Math.floor(t.clock.now().getTime() / 1000) + 48 * HOUR;
  const steps = [
    () => put(cast.admin, `/v1/job/assign/${extra.id}`, { typist_id: cast.typist.id }),
    () => put(cast.admin, `/v1/job/${extra.id}`, { deadline }),
    () => put(cast.admin, `/v1/job/finish-as-typist/${extra.id}`),
    () => put(cast.admin, `/v1/job/${extra.id}`, { send_back: 1 }),
    () => put(cast.admin, `/v1/job/remove-typist/${extra.id}`),
    () => put(cast.admin, `/v1/job/assign/${extra.id}`, { proofreader_id: cast.proofreader.id }),
    () => put(cast.admin, `/v1/media/remove-proofreader/${item.id}`),
    () => put(cast.admin, `/v1/job/approve/${second.id}`, { rate_percent: 90 }),
    () => put(cast.admin, `/v1/media/${item.id}`, { on_hold: true }),
    () => put(cast.admin, `/v1/media/${item.id}`, { on_hold: false, return_notes: 'Thanks.' }),
  ];
  for (const step of steps) expect((await step()).statusCode).toBe(200);
  expect(
    (
      await t.app.inject({
        method: 'DELETE',
        url: `/v1/job/${extra.id}`,
        headers: cast.admin.headers,
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (await put(cast.admin, '/v1/media/return', { ids: [item.id], force: true })).statusCode,
  ).toBe(200);
  expect((await put(cast.admin, '/v1/media/re-notify', { ids: [item.id] })).statusCode).toBe(200);

  const history = await get(cast.restrictedAdmin, `/v1/media/history/${item.id}`);
  expect(history.statusCode).toBe(200);
  const { result } = history.json();
  expect(
    result.map((row: { action: string; jobId: number | null }) => [row.action, row.jobId]),
  ).toEqual([
    ['assign', extra.id],
    ['changeDeadline', extra.id],
    ['finishAsTypist', extra.id],
    ['sendBackToTypist', extra.id],
    ['removeTypist', extra.id],
    ['assignProofreader', extra.id],
    ['removeProofreader', extra.id],
    ['approveRate', second.id],
    ['onHoldToggle', null],
    ['onHoldToggle', null],
    ['returnNotes', null],
    ['delete', extra.id],
    ['returnToClient', null],
    ['reNotify', null],
  ]);
  expect(result[1]).toMatchObject({
    actorId: cast.admin.id,
    actorName: 'Admin Tester',
    after: { deadline: new Date(deadline * 1000).toISOString() },
    at: Math.floor(t.clock.now().getTime() / 1000),
  });
  expect(result[7]).toMatchObject({
    before: { ratePercent: 100, status: 'done' },
    after: { ratePercent: 90, status: 'substandard' },
  });
});

test('an unknown media has no history', async () => {
  expect((await get(cast.admin, '/v1/media/history/999999')).statusCode).toBe(404);
});
