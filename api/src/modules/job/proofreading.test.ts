import { jobTexts } from '@portal/contracts/job/texts';
import type { Job } from '@portal/contracts/job/schema';
import { setupTestApp } from '../../test/helper.ts';
import {
  callsAs,
  jobCast,
  jobOn,
  jobRow,
  orderedMedia,
  type Caller,
  type JobCast,
} from './test-fixtures.ts';
import type { JobRow } from './views.ts';

/**
 * What passes between admins and a job's proofreader: the admins' comment to the proofreader,
 * and the proofreader's report on the typing (proofreader reports flag).
 */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const { get, put } = callsAs(t);

async function proofread(status: JobRow['status'] = 'partial-done') {
  const item = await orderedMedia(t, cast.client.id, 600);
  return jobOn(t, item, {
    status,
    typistId: cast.typist.id,
    proofreaderId: cast.proofreader.id,
  });
}

async function expectRefused(
  job: JobRow,
  response: Promise<{ statusCode: number }>,
  status: number,
) {
  const before = await jobRow(t.db, job.id);
  expect((await response).statusCode).toBe(status);
  expect(await jobRow(t.db, job.id)).toEqual(before);
}

const commentTo = (who: Caller, job: JobRow, text: string) =>
  put(who, `/v1/job/proofreader-comment/${job.id}`, { proofreader_comment: text });

describe('the comment to the proofreader', () => {
  test('admins and restricted admins write it, the proofreader reads it in their queue', async () => {
    const job = await proofread();
    const written = await commentTo(cast.restrictedAdmin, job, '  Check the names.  ');
    expect(written.json<Job>().proofreaderComment).toBe('Check the names.');
    await commentTo(cast.admin, job, 'Check the names in the brief.');
    const queue = await get(cast.proofreader, '/v1/job?scope=proofreading');
    const listed = queue.json<{ result: Job[] }>().result.find((row) => row.id === job.id);
    expect(listed?.proofreaderComment).toBe('Check the names in the brief.');
    const editor = await get(cast.proofreader, `/v1/media/job/${job.mediaId}`);
    expect(editor.json<Job[]>().map((row) => row.proofreaderComment)).toEqual([
      'Check the names in the brief.',
    ]);
    const cleared = await commentTo(cast.admin, job, '');
    expect(cleared.json<Job>().proofreaderComment).toBeNull();
  });

  test('no typist or proofreader writes it, nor anyone once the job is proofread', async () => {
    const job = await proofread();
    for (const who of [cast.typist, cast.proofreader, cast.client])
      await expectRefused(job, commentTo(who, job, 'Mine.'), 403);
    const done = await proofread('done');
    await expectRefused(done, commentTo(cast.admin, done, 'Too late.'), 409);
    await expectRefused(job, commentTo(cast.admin, job, 'a <b>'), 422);
  });

  test("the proofreader's words as they send the job back are the typist's comment, not theirs", async () => {
    const job = await proofread();
    await commentTo(cast.admin, job, 'Check the names.');
    await put(cast.proofreader, `/v1/job/comment/${job.id}`, { comment: 'Speaker 2 is Dr Lee.' });
    const back = await put(cast.proofreader, `/v1/job/${job.id}`, { send_back: true });
    expect(back.json<Job>()).toMatchObject({
      status: 'in-progress',
      adminComment: 'Speaker 2 is Dr Lee.',
      proofreaderComment: 'Check the names.',
    });
  });
});

describe("the proofreader's report", () => {
  const report = (who: Caller, job: JobRow, text: string, app = t.app) =>
    app.inject({
      method: 'PUT',
      url: `/v1/job/${job.id}`,
      headers: who.headers,
      payload: { report: text },
    });

  test('the proofreader writes it on the job they proofread, finished too; admins read it', async () => {
    for (const status of ['in-progress', 'partial-done', 'done'] as const) {
      const job = await proofread(status);
      const written = await report(cast.proofreader, job, 'Well typed.');
      expect(written.json<Job>().report).toBe('Well typed.');
      const read = await get(cast.admin, `/v1/job/${job.id}`);
      expect(read.json<Job>().report).toBe('Well typed.');
    }
  });

  test('nobody else writes it: another proofreader, the typist, a restricted admin', async () => {
    const job = await proofread('done');
    await expectRefused(job, report(cast.otherProofreader, job, 'Mine.'), 404);
    await expectRefused(job, report(cast.typist, job, 'Mine.'), 409);
    await expectRefused(job, report(cast.restrictedAdmin, job, 'Mine.'), 403);
    const unnamed = await jobOn(t, await orderedMedia(t, cast.client.id), {
      status: 'partial-done',
      typistId: cast.typist.id,
    });
    await expectRefused(unnamed, report(cast.proofreader, unnamed, 'Mine.'), 404);
  });

  test('with the proofreader reports flag off, no one writes it', async () => {
    const off = await t.build({ featureOverrides: { proofreaderReports: false } });
    const job = await proofread();
    for (const who of [cast.proofreader, cast.admin]) {
      const before = await jobRow(t.db, job.id);
      const refused = await report(who, job, 'Well typed.', off);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 403,
        body: { message: jobTexts.proofreaderReportsOff },
      });
      expect(await jobRow(t.db, job.id)).toEqual(before);
    }
  });
});
