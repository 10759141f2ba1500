import {
  Role,
  TYPIST_ACTIVITY_MAX_SECONDS,
  portalTime,
  type TypistActivity,
} from '@portal/contracts/core';
import { setupTestApp } from '../../test/helper.ts';
import { jobCast, jobOn, orderedMedia, type Caller, type JobCast } from '../job/test-fixtures.ts';
import { person } from '../project/test-fixtures.ts';
import { recordActivity } from './service.ts';

/** The editor reports active editing time per job; each person's day adds up (staff spec 7). */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const report = (who: Caller, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/typist-activity', headers: who.headers, payload });

async function typedJob() {
  const item = await orderedMedia(t, cast.client.id);
  return jobOn(t, item, {
    status: 'partial-done',
    typistId: cast.typist.id,
    proofreaderId: cast.proofreader.id,
  });
}

test("a typist's and a proofreader's reports add up per job and UK day", async () => {
  const job = await typedJob();
  await report(cast.typist, { job_id: job.id, seconds: 60 });
  const second = await report(cast.typist, { job_id: job.id, seconds: 45 });
  expect(second.statusCode).toBe(200);
  expect(second.json<TypistActivity>()).toEqual({
    jobId: job.id,
    day: portalTime(t.clock.now()).date,
    seconds: 105,
  });
  const proofreading = await report(cast.proofreader, { job_id: job.id, seconds: 30 });
  expect(proofreading.json<TypistActivity>().seconds).toBe(30);

  // A new day starts a new count.
  const tomorrow = new Date(t.clock.now().getTime() + 86_400_000);
  const typist = { userId: cast.typist.id, role: Role.TYPIST };
  expect(await recordActivity(t.db, typist, { jobId: job.id, seconds: 10 }, tomorrow)).toEqual({
    jobId: job.id,
    day: portalTime(tomorrow).date,
    seconds: 10,
  });
});

test.each([
  ['no seconds', {}, 'seconds'],
  ['no time at all', { seconds: 0 }, 'seconds'],
  ['more than one report may hold', { seconds: TYPIST_ACTIVITY_MAX_SECONDS + 1 }, 'seconds'],
  ['a fraction', { seconds: 1.5 }, 'seconds'],
])('refuses %s', async (_case, fields, field) => {
  const job = await typedJob();
  const refused = await report(cast.typist, { job_id: job.id, ...fields });
  expect(refused.statusCode).toBe(422);
  expect(refused.json<{ field: string }[]>().map((error) => error.field)).toContain(field);
});

test('only the job’s typist or proofreader may report on it', async () => {
  const job = await typedJob();
  const status = async (who: Caller, jobId = job.id) =>
    (await report(who, { job_id: jobId, seconds: 5 })).statusCode;
  expect(await status(cast.otherTypist)).toBe(404);
  expect(await status(cast.otherProofreader)).toBe(404);
  expect(await status(cast.typist, 999_999)).toBe(404);
  expect(await status(cast.admin)).toBe(403);
  expect(await status(cast.client)).toBe(403);
  expect(await status({ headers: {} })).toBe(401);
  // The contract gate holds a typist who has not signed.
  const newcomer = await person(t, 'Nina', Role.TYPIST);
  expect(await status(newcomer)).toBe(403);
});
