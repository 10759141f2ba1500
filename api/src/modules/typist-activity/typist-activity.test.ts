import { and, eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { TYPIST_ACTIVITY_MAX_SECONDS } from '@portal/contracts/common/limits';
import { jobTexts } from '@portal/contracts/job/texts';
import { portalTime } from '@portal/contracts/common/portal-time';
import type { JobStatus } from '@portal/contracts/common/statuses';
import type { TypistActivity } from '@portal/contracts/typist-activity/schema';
import type { jobs } from '../../db/schema.ts';
import { typistActivity } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { setupTestApp } from '../../test/helper.ts';
import {
  jobCast,
  jobOn,
  orderedMedia,
  signContracts,
  type Caller,
  type JobCast,
} from '../job/test-fixtures.ts';
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

async function typedJob(state: Partial<typeof jobs.$inferInsert> = {}) {
  const item = await orderedMedia(t, cast.client.id);
  return jobOn(t, item, {
    status: 'partial-done',
    typistId: cast.typist.id,
    proofreaderId: cast.proofreader.id,
    ...state,
  });
}

/** A typist with no report yet, on a job of their own (in progress unless told). */
async function newTypistAt(state: Partial<typeof jobs.$inferInsert> = {}) {
  const typist = await person(t, 'Tom', Role.TYPIST);
  await signContracts(t, typist);
  const job = await typedJob({ status: 'in-progress', typistId: typist.id, ...state });
  const actor: Actor = { userId: typist.id, role: Role.TYPIST };
  const at = (seconds: number) => new Date(t.clock.now().getTime() + seconds * 1000);
  /** The typist's report of `seconds` on the job (or another), `after` seconds from now. */
  const reportAfter = async (after: number, seconds: number, jobId = job.id) =>
    (await recordActivity(t.db, actor, { jobId, seconds }, at(after))).seconds;
  return { typist, job, actor, at, reportAfter };
}

const recorded = (userId: number) =>
  t.db.select().from(typistActivity).where(eq(typistActivity.userId, userId));

test("a typist's and a proofreader's reports add up per job and UK day", async () => {
  const job = await typedJob();
  await report(cast.typist, { job_id: job.id, seconds: 60 });
  t.clock.advance(45_000);
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

test("the day's first report counts at most the editor's minute", async () => {
  const { reportAfter } = await newTypistAt();

  expect(await reportAfter(0, 600)).toBe(60);
});

test('a report counts no more than the time since the previous one, on any job', async () => {
  const { typist, reportAfter } = await newTypistAt();
  const other = await typedJob({ status: 'assigned', typistId: typist.id });

  expect(await reportAfter(0, 60)).toBe(60);
  expect(await reportAfter(10, 600)).toBe(70);
  // Two editors open at once share the typist's time.
  expect(await reportAfter(30, 600, other.id)).toBe(20);
  expect(await reportAfter(30, 600)).toBe(70);
  // After a pause, a whole report fits in the time passed.
  expect(await reportAfter(20 * 60, 600)).toBe(670);
});

test('150 reports of 600 s within 2.2 s count no more than the clock allows', async () => {
  const { typist, reportAfter } = await newTypistAt();

  for (let n = 0; n < 150; n += 1) await reportAfter(n * 0.015, 600);

  // The first report's minute, then the 2 whole seconds that passed.
  const [row] = await recorded(typist.id);
  expect(row?.seconds).toBe(62);
});

test('a report the clock leaves no time for records nothing and answers the day so far', async () => {
  const { reportAfter } = await newTypistAt();
  await reportAfter(0, 60);

  expect(await reportAfter(0, 60)).toBe(60);
  expect(await reportAfter(0.5, 60)).toBe(60);
});

test("a day's total over every job never passes the day", async () => {
  const { typist, job, at, reportAfter } = await newTypistAt();
  const earlier = await typedJob({ status: 'in-progress', typistId: typist.id });
  const day = portalTime(at(0)).date;
  // As the report of 99,060 s in one day showed, before the clock bounded the reports.
  await t.db
    .insert(typistActivity)
    .values({ userId: typist.id, jobId: earlier.id, day, seconds: 86_350, updatedAt: at(-3600) });

  expect(await reportAfter(0, 600)).toBe(50);
  expect(await reportAfter(600, 600)).toBe(50);
  const [row] = await t.db
    .select()
    .from(typistActivity)
    .where(and(eq(typistActivity.userId, typist.id), eq(typistActivity.jobId, job.id)));
  expect(row?.seconds).toBe(50);
});

test('reports at the same moment together count no more than the time passed', async () => {
  const { typist, job, actor, at } = await newTypistAt();
  await recordActivity(t.db, actor, { jobId: job.id, seconds: 60 }, at(0));

  await Promise.all(
    Array.from({ length: 20 }, () =>
      recordActivity(t.db, actor, { jobId: job.id, seconds: 60 }, at(30)),
    ),
  );

  const [row] = await recorded(typist.id);
  expect(row?.seconds).toBe(90);
});

test.each<JobStatus>(['done', 'substandard', 'merged'])(
  'a %s job takes no more time: 409, nothing recorded',
  async (status) => {
    const { typist, reportAfter } = await newTypistAt({ status });

    const refused = reportAfter(0, 60);

    await expect(refused).rejects.toMatchObject({
      statusCode: 409,
      message: jobTexts.activityClosed,
    });
    expect(await recorded(typist.id)).toEqual([]);
  },
);

test('a job finished last month answers the editor 409 with a plain message', async () => {
  const lastMonth = new Date(t.clock.now().getTime() - 30 * 86_400_000);
  const { typist, job } = await newTypistAt({ status: 'done', finishedAt: lastMonth });

  const refused = await report(typist, { job_id: job.id, seconds: 60 });

  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ message: jobTexts.activityClosed });
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
  const answer = async (who: Caller, jobId = job.id) => {
    const response = await report(who, { job_id: jobId, seconds: 5 });
    return { status: response.statusCode, body: response.json<unknown>() };
  };
  // Someone else's job answers as one that does not exist.
  const missing = await answer(cast.typist, 999_999);
  expect(missing).toEqual({
    status: 404,
    body: expect.objectContaining({ message: jobTexts.notFound }),
  });
  expect(await answer(cast.otherTypist)).toEqual(missing);
  expect(await answer(cast.otherProofreader)).toEqual(missing);
  expect((await answer(cast.admin)).status).toBe(403);
  expect((await answer(cast.client)).status).toBe(403);
  expect((await answer({ headers: {} })).status).toBe(401);
  // The contract gate holds a typist who has not signed.
  const newcomer = await person(t, 'Nina', Role.TYPIST);
  expect((await answer(newcomer)).status).toBe(403);
});
