import { eq } from 'drizzle-orm';
import { jobTexts } from '@portal/contracts/job/texts';
import type { Job } from '@portal/contracts/job/schema';
import type { FastifyInstance } from 'fastify';
import { media } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import {
  callsAs,
  jobCast,
  jobOn,
  jobRow,
  mediaRow,
  orderedMedia,
  section,
  storeTranscript,
  trainTypist,
  type Caller,
  type JobCast,
} from './test-fixtures.ts';

const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const { get, put } = callsAs(t);

const HOUR = 3600;
const unixNow = () => Math.floor(t.clock.now().getTime() / 1000);
const inHours = (hours: number) => new Date((unixNow() + hours * HOUR) * 1000);

async function offered(duration = 600) {
  const item = await orderedMedia(t, cast.client.id, duration);
  return { item, job: await jobOn(t, item, { selfAssign: true }) };
}

async function typing(status: 'assigned' | 'in-progress' = 'in-progress', duration = 600) {
  const item = await orderedMedia(t, cast.client.id, duration);
  const job = await jobOn(t, item, {
    status,
    typistId: cast.typist.id,
    deadline: inHours(24),
    proofreaderId: cast.proofreader.id,
  });
  return { item, job };
}

/** The job and its media as stored, to show a refused call changed nothing. */
const stored = async (job: { id: number; mediaId: number }) => ({
  job: await jobRow(t.db, job.id),
  media: await mediaRow(t.db, job.mediaId),
});

async function expectRefused(
  job: { id: number; mediaId: number },
  call: () => Promise<{ statusCode: number; json: <T>() => T }>,
  status: number,
  body: unknown,
) {
  const before = await stored(job);
  const response = await call();
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body });
  expect(await stored(job)).toEqual(before);
}

const fieldError = (message: string, field?: string) => [field ? { field, message } : { message }];

describe('taking an offered job', () => {
  test('two typists racing for one offer: exactly one gets it, the other a 409', async () => {
    // Several offers raced at once, so the calls really overlap on PostgreSQL's connections.
    const offers = await Promise.all([1, 2, 3, 4].map(() => offered()));
    const answers = await Promise.all(
      offers.flatMap(({ job }) =>
        [cast.typist, cast.otherTypist].map(async (who) => ({
          job,
          who,
          response: await put(who, `/v1/job/assign/${job.id}`),
        })),
      ),
    );
    for (const { job } of offers) {
      const race = answers.filter((answer) => answer.job.id === job.id);
      expect(race.map((answer) => answer.response.statusCode).sort()).toEqual([200, 409]);
      const winner = race.find((answer) => answer.response.statusCode === 200)!.who;
      const loser = race.find((answer) => answer.response.statusCode === 409)!.response;
      expect(loser.json()).toEqual({
        error: jobTexts.alreadyTaken,
        message: jobTexts.alreadyTaken,
      });
      expect(await jobRow(t.db, job.id)).toMatchObject({ status: 'assigned', typistId: winner.id });
      expect((await mediaRow(t.db, job.mediaId))?.subStatus).toBe('Assigned');
    }
  });

  test('an offer is only for typists trained in its service and paid at their grade', async () => {
    const { item, job } = await offered();
    // BSF (service 8) pays grades 2 and 3 only.
    await t.db
      .update(media)
      .set({ serviceOptions: { ...item.serviceOptions!, id: 8 } })
      .where(eq(media.id, item.id));
    const offers = async (who: Caller) =>
      (await get(who, '/v1/job?scope=offered')).json<{ result: Job[] }>().result.map((j) => j.id);
    expect(await offers(cast.typist)).not.toContain(job.id);
    await trainTypist(t.db, cast.otherTypist, ['IVB', 'BSF'], 1);
    expect(await offers(cast.otherTypist)).not.toContain(job.id);
    await expectRefused(job, () => put(cast.otherTypist, `/v1/job/assign/${job.id}`), 404, {
      message: jobTexts.notFound,
    });
    await trainTypist(t.db, cast.otherTypist, ['IVB', 'BSF'], 2);
    expect(await offers(cast.otherTypist)).toContain(job.id);
    const taken = await put(cast.otherTypist, `/v1/job/assign/${job.id}`);
    expect(taken.json<Job>()).toMatchObject({ status: 'assigned', rate: 80 });
    await trainTypist(t.db, cast.otherTypist, ['IVB'], 2);
  });

  test('with self-assign offers off, typists see no offers and cannot take one', async () => {
    const app = await t.build({ featureOverrides: { selfAssignOffers: false } });
    const { job } = await offered();
    const list = await get(cast.typist, '/v1/job?scope=offered', app);
    expect({ status: list.statusCode, body: list.json() }).toEqual({
      status: 403,
      body: { message: jobTexts.offersOff },
    });
    await expectRefused(job, () => put(cast.typist, `/v1/job/assign/${job.id}`, {}, app), 404, {
      message: jobTexts.notFound,
    });
  });

  test('an admin offers, withdraws and assigns; bad names are field errors, nothing changed', async () => {
    const { job } = await typing();
    const free = await jobOn(t, { id: job.mediaId, duration: 600 }, { start: 0, end: 60 });
    const assign = (payload: Record<string, unknown>) =>
      put(cast.admin, `/v1/job/assign/${free.id}`, payload);
    expect((await assign({ self_assign: true })).json<Job>().selfAssign).toBe(true);
    expect((await assign({ self_assign: false })).json<Job>().selfAssign).toBe(false);
    await expectRefused(
      free,
      () => assign({ typist_id: cast.proofreader.id }),
      422,
      fieldError(jobTexts.notATypist, 'typist_id'),
    );
    await expectRefused(
      free,
      () => assign({ typist_id: 999_999 }),
      422,
      fieldError(jobTexts.notATypist, 'typist_id'),
    );
    await expectRefused(
      free,
      () => assign({ typist_id: cast.typist.id, self_assign: true }),
      422,
      fieldError(jobTexts.typistOrOffer, 'self_assign'),
    );
    await expectRefused(
      free,
      () => assign({ proofreader_id: cast.typist.id }),
      422,
      fieldError(jobTexts.notAProofreader, 'proofreader_id'),
    );
    await expectRefused(free, () => assign({}), 409, {
      error: jobTexts.assignWhat,
      message: jobTexts.assignWhat,
    });
    // A typist and the proofreader at once, or neither.
    await expectRefused(
      free,
      () => assign({ typist_id: cast.typist.id, proofreader_id: cast.typist.id }),
      422,
      fieldError(jobTexts.notAProofreader, 'proofreader_id'),
    );
    const both = await assign({ typist_id: cast.typist.id, proofreader_id: cast.proofreader.id });
    expect(both.json<Job>()).toMatchObject({
      status: 'assigned',
      typistId: cast.typist.id,
      proofreaderId: cast.proofreader.id,
      proofreaderName: 'Paula Tester',
    });
  });
});

describe('finishing', () => {
  test('the audio quality is found from the inaudibles the typist wrote in the range', async () => {
    const { item, job } = await typing('in-progress', 600);
    // 15 markers in 10 minutes: poor (above 14); one outside the range is not counted.
    const marks = Array.from({ length: 15 }, () => '[inaudible 01.00]').join(' ');
    await storeTranscript(t, item.id, {
      sections: [section('a', 10, marks), section('b', 600, '[mw 10.05]')],
      speakers: [],
    });
    await expectRefused(
      job,
      () => put(cast.typist, `/v1/job/finish/${job.id}`),
      422,
      fieldError(jobTexts.poorAudioReason, 'poor_audio_reason'),
    );
    const finished = await put(cast.typist, `/v1/job/finish/${job.id}`, {
      poor_audio_reason: 'Wind noise throughout.',
    });
    expect(finished.json<Job>()).toMatchObject({
      status: 'partial-done',
      audioQuality: 'poor',
      inaudiblesAmount: 15,
      poorAudioReason: 'Wind noise throughout.',
      finishedAt: unixNow(),
    });
  });

  test('without the typist audio quality flag, poor audio needs no reason', async () => {
    const app = await t.build({ featureOverrides: { typistAudioQuality: false } });
    const { item, job } = await typing('in-progress', 600);
    const marks = Array.from({ length: 20 }, () => '[? 01.00]').join(' ');
    await storeTranscript(t, item.id, { sections: [section('a', 0, marks)], speakers: [] });
    const finished = await put(cast.typist, `/v1/job/finish/${job.id}`, {}, app);
    expect(finished.json<Job>()).toMatchObject({ audioQuality: 'poor', poorAudioReason: null });
  });

  test('nothing typed is refused unless submitted due to audio quality, under its flag', async () => {
    const { job } = await typing('in-progress', 600);
    await expectRefused(
      job,
      () => put(cast.typist, `/v1/job/finish/${job.id}`),
      422,
      fieldError(jobTexts.nothingTyped),
    );
    const off = await t.build({ featureOverrides: { submitDueToAudioQuality: false } });
    await expectRefused(
      job,
      () =>
        put(
          cast.typist,
          `/v1/job/finish/${job.id}`,
          { due_to_audio_quality: true, poor_audio_reason: 'Silent.' },
          off,
        ),
      422,
      fieldError(jobTexts.dueToAudioQualityOff, 'due_to_audio_quality'),
    );
    await expectRefused(
      job,
      () => put(cast.typist, `/v1/job/finish/${job.id}`, { due_to_audio_quality: true }),
      422,
      fieldError(jobTexts.poorAudioReason, 'poor_audio_reason'),
    );
    const submitted = await put(cast.typist, `/v1/job/finish/${job.id}`, {
      due_to_audio_quality: true,
      poor_audio_reason: 'The recording is silent after a minute.',
    });
    expect(submitted.json<Job>()).toMatchObject({ status: 'partial-done', audioQuality: 'poor' });
  });

  test('the proofreader sends a typed job back, the typist finishes again, an admin approves', async () => {
    const { item, job } = await typing('in-progress', 600);
    await storeTranscript(t, item.id, { sections: [section('a', 0)], speakers: [] });
    await put(cast.typist, `/v1/job/finish/${job.id}`);
    const back = await put(cast.proofreader, `/v1/job/${job.id}`, { send_back: true });
    expect(back.json<Job>()).toMatchObject({ status: 'in-progress', finishedAt: null });
    await put(cast.typist, `/v1/job/finish/${job.id}`);
    await put(cast.proofreader, `/v1/job/finish/${job.id}`);
    const approved = await put(cast.admin, `/v1/job/approve/${job.id}`, { rate_percent: 80 });
    expect(approved.json<Job>()).toMatchObject({ status: 'substandard', ratePercent: 80 });
    const full = await put(cast.admin, `/v1/job/approve/${job.id}`, { rate_percent: 100 });
    expect(full.json<Job>()).toMatchObject({ status: 'done', ratePercent: 100 });
    await expectRefused(
      job,
      () => put(cast.admin, `/v1/job/approve/${job.id}`, { rate_percent: 201 }),
      422,
      expect.any(Array),
    );
  });
});

describe('deadlines', () => {
  test('the latest typist deadline leaves the proofreader their window before the media is due', async () => {
    const { item, job } = await typing();
    const response = await get(cast.typist, `/v1/job/max-typist-deadline/${job.id}`);
    const due = Math.floor(item.deadline!.getTime() / 1000);
    expect(response.json()).toEqual({ maxDeadline: due - 12 * HOUR });
  });

  test('a typist extends their deadline up to the latest; later, earlier or past is refused', async () => {
    const { item, job } = await typing();
    const latest = Math.floor(item.deadline!.getTime() / 1000) - 12 * HOUR;
    const extend = (deadline: number, app?: FastifyInstance) =>
      put(cast.typist, `/v1/job/${job.id}`, { deadline }, app);
    await expectRefused(job, () => extend(latest + 1), 422, [
      {
        field: 'deadline',
        message: expect.stringMatching(
          /^The deadline can be no later than \d\d:\d\d on \w{3}, \w{3} \d+\w\w \(UK time\)\.$/,
        ),
      },
    ]);
    await expectRefused(
      job,
      () => extend(unixNow() + HOUR),
      422,
      fieldError(jobTexts.deadlineNotLater, 'deadline'),
    );
    await expectRefused(
      job,
      () => extend(unixNow() - 60),
      422,
      fieldError(jobTexts.deadlineInPast, 'deadline'),
    );
    const off = await t.build({ featureOverrides: { typistDeadlineExtension: false } });
    await expectRefused(job, () => extend(latest, off), 403, {
      message: jobTexts.deadlineExtensionOff,
    });
    expect((await extend(latest)).json<Job>().deadline).toBe(latest);
    // Admins set any future deadline, past the typist's latest too.
    const later = await put(cast.admin, `/v1/job/${job.id}`, { deadline: latest + 10 * HOUR });
    expect(later.json<Job>().deadline).toBe(latest + 10 * HOUR);
  });
});

describe('comments, issues and edits', () => {
  test('an admin or the proofreader writes the comment to the typist; the typist may not', async () => {
    const { job } = await typing();
    const admins = await put(cast.admin, `/v1/job/comment/${job.id}`, {
      comment: 'Names in the brief.',
    });
    expect(admins.json<Job>().adminComment).toBe('Names in the brief.');
    const theirs = await put(cast.proofreader, `/v1/job/comment/${job.id}`, { comment: 'Fine.' });
    expect(theirs.json<Job>()).toMatchObject({ adminComment: 'Fine.', proofreaderComment: null });
    await expectRefused(
      job,
      () => put(cast.typist, `/v1/job/comment/${job.id}`, { comment: 'Hi' }),
      409,
      {
        error: jobTexts.refused('comment', 'in-progress'),
        message: jobTexts.refused('comment', 'in-progress'),
      },
    );
  });

  test('< or > and oversized texts are refused with nothing changed', async () => {
    const { job } = await typing();
    const symbol = (s: string) => [
      { field: 'comment', message: `This symbol cannot be used here: ${s}` },
    ];
    await expectRefused(
      job,
      () => put(cast.admin, `/v1/job/comment/${job.id}`, { comment: 'a <b>' }),
      422,
      symbol('<'),
    );
    await expectRefused(
      job,
      () => put(cast.admin, `/v1/job/comment/${job.id}`, { comment: 'a > b' }),
      422,
      symbol('>'),
    );
    await expectRefused(
      job,
      () => put(cast.admin, `/v1/job/comment/${job.id}`, { comment: 'x'.repeat(2001) }),
      422,
      [{ field: 'comment', message: expect.any(String) }],
    );
    await expectRefused(
      job,
      () => put(cast.typist, `/v1/job/issue/${job.id}`, { issue_report: 'It is <bad>' }),
      422,
      [{ field: 'issue_report', message: 'This symbol cannot be used here: <' }],
    );
    await expectRefused(
      job,
      () => put(cast.admin, `/v1/job/${job.id}`, { report: 'x'.repeat(5001) }),
      422,
      [{ field: 'report', message: expect.any(String) }],
    );
    await expectRefused(
      job,
      () => put(cast.admin, `/v1/job/${job.id}`, {}),
      422,
      fieldError(jobTexts.nothingToChange),
    );
  });

  test('an issue is reported once, then resolved by the typist', async () => {
    const { job } = await typing();
    const reported = await put(cast.typist, `/v1/job/issue/${job.id}`, {
      issue_report: 'The second speaker is inaudible.',
    });
    expect(reported.json<Job>()).toMatchObject({
      hasIssue: true,
      issueStatus: 'Open',
      issueReport: 'The second speaker is inaudible.',
    });
    await expectRefused(
      job,
      () => put(cast.proofreader, `/v1/job/issue/${job.id}`, { issue_report: 'Again.' }),
      409,
      { error: jobTexts.issueOpen, message: jobTexts.issueOpen },
    );
    const resolved = await get(cast.typist, `/v1/job/approve-issue/${job.id}`);
    expect(resolved.json<Job>()).toMatchObject({ hasIssue: false, issueStatus: 'Resolved' });
  });

  test('admins set the extra fields, custom duration and inaudibles; remove the typist; delete', async () => {
    const { job } = await typing();
    const fields = await put(cast.admin, `/v1/job/extra-fields/${job.id}`, {
      extra_fields: { room: 'Boardroom' },
    });
    expect(fields.json<Job>().extraFields).toEqual({ room: 'Boardroom' });
    const edited = await put(cast.admin, `/v1/job/${job.id}`, {
      custom_duration: 90,
      inaudibles_amount: 3,
    });
    expect(edited.json<Job>()).toMatchObject({ customDuration: 90, inaudiblesAmount: 3 });
    const removed = await put(cast.admin, `/v1/job/remove-typist/${job.id}`);
    expect(removed.json<Job>()).toMatchObject({ status: 'available', typistId: null, rate: 0 });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/job/${job.id}`,
      headers: cast.admin.headers,
    });
    expect(deleted.json()).toEqual({ isSuccess: true });
    expect(await jobRow(t.db, job.id)).toBeUndefined();
    expect((await mediaRow(t.db, job.mediaId))?.subStatus).toBe('Unassigned');
  });

  test('an admin takes the proofreader off the open jobs of a media; none left is a 409', async () => {
    const { job } = await typing();
    const url = `/v1/media/remove-proofreader/${job.mediaId}`;
    const removed = await put(cast.admin, url);
    expect(removed.json<Job[]>().map((j) => j.proofreaderId)).toEqual([null]);
    await expectRefused(job, () => put(cast.admin, url), 409, {
      error: jobTexts.mediaWithoutProofreader,
      message: jobTexts.mediaWithoutProofreader,
    });
    const unknown = await put(cast.admin, '/v1/media/remove-proofreader/999999');
    expect(unknown.statusCode).toBe(404);
  });
});
