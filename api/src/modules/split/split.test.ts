import { asc, eq } from 'drizzle-orm';
import { jobTexts } from '@portal/contracts/job/texts';
import { mediaAssignmentTexts as texts } from '@portal/contracts/media-assignment/texts';
import { mediaReturnTexts } from '@portal/contracts/media-return/texts';
import { mediaTexts } from '@portal/contracts/media/texts';
import { jobs, media, tasks } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { jobOn, mediaRow, orderedMedia, type Caller } from '../job/test-fixtures.ts';
import {
  assignmentCast,
  mailedSince,
  mediaState,
  postAs,
  unixIn,
  type AssignmentCast,
} from '../media-assignment/test-fixtures.ts';

const t = setupTestApp();
let cast: AssignmentCast;

beforeAll(async () => {
  cast = await assignmentCast(t);
});

const post = postAs(t);
/** The media's version as the grid row shows it (none for a media that does not exist). */
// A media that does not exist is planned on as it would be now.
const versionOf = async (mediaId: number) =>
  (await mediaRow(t.db, mediaId))?.updatedAt.getTime() ?? t.clock.now().getTime();
/** An admin's split as the form sends it: planned on the media as it is now, unless told. */
const split = async (mediaId: number, payload: object, who: Caller = cast.admin) =>
  post(who, `/v1/media/assign/${mediaId}`, { updated_at: await versionOf(mediaId), ...payload });

/** A 10-minute media as checkout leaves it: one job over all of it, waiting for a typist. */
async function waitingMedia() {
  const item = await orderedMedia(t, cast.client.id, 600);
  const job = await jobOn(t, item);
  return { item, job };
}

describe('POST /v1/media/assign/{id}: splitting', () => {
  test('the original and a child, each with a typist: both assigned, mailed, the media Assigned', async () => {
    const { item, job } = await waitingMedia();
    const { mails } = await mediaState(t, item.id);
    const deadline = unixIn(t, 86_400);
    const response = await split(item.id, {
      original: { start: 0, end: 300, typist_id: cast.typist.id },
      children: [
        {
          start: 300,
          end: 600,
          typist_id: cast.otherTypist.id,
          deadline,
          proofreader_comment: 'Names in the second half.',
        },
      ],
      proofreader_id: cast.proofreader.id,
      proofreader_deadline: unixIn(t, 2 * 86_400),
    });
    expect(response.statusCode).toBe(200);
    const [original, child] =
      response.json<
        { id: number; parentId: number | null; status: string; typistId: number; rate: number }[]
      >();
    // The media's first job stays its original.
    expect(original).toMatchObject({ id: job.id, parentId: null, status: 'assigned' });
    expect(original!.typistId).toBe(cast.typist.id);
    expect(original!.rate).toBeGreaterThan(0);
    expect(child).toMatchObject({
      parentId: job.id,
      status: 'assigned',
      typistId: cast.otherTypist.id,
      mediaRangeStart: 300,
      mediaRangeEnd: 600,
      ratePercent: 100,
      deadline,
      proofreaderId: cast.proofreader.id,
      proofreaderComment: 'Names in the second half.',
    });
    expect((await mediaRow(t.db, item.id))?.subStatus).toBe('Assigned');
    expect((await mailedSince(t, mails)).sort()).toEqual(
      [cast.typist.email, cast.otherTypist.email].sort(),
    );
  });

  test('a split again tells a typist who loses their job, and one whose range moved', async () => {
    const { item } = await waitingMedia();
    await split(item.id, {
      original: { start: 0, end: 300, typist_id: cast.typist.id },
      children: [{ start: 300, end: 600, typist_id: cast.otherTypist.id }],
    });
    const { mails } = await mediaState(t, item.id);
    const again = await split(item.id, {
      original: { start: 0, end: 400, typist_id: cast.otherTypist.id },
      children: [{ start: 400, end: 600 }],
      unassign_typists: true,
    });
    expect(again.statusCode).toBe(200);
    const sent = await t.db
      .select()
      .from(tasks)
      .where(eq(tasks.kind, 'mail'))
      .orderBy(asc(tasks.id));
    const letters = sent
      .slice(mails)
      .map((row) => row.payload as { to: string; subject: string; text: string });
    expect(letters.map(({ to, subject }) => [to, subject]).sort()).toEqual(
      [
        [cast.otherTypist.email, `A job is assigned to you: ${item.title}`],
        [cast.otherTypist.email, `A job is no longer assigned to you: ${item.title}`],
        [cast.typist.email, `A job is no longer assigned to you: ${item.title}`],
      ].sort(),
    );
    // Each loss names the part as it was before the split.
    const lost = letters.find(
      ({ to, subject }) => to === cast.typist.email && /no longer/.test(subject),
    );
    expect(lost?.text).toContain('0:00 to 5:00 of the recording');
  });

  test('a part without a typist waits for one: the media is Part-assigned', async () => {
    const { item } = await waitingMedia();
    const response = await split(item.id, {
      original: { start: 0, end: 200, typist_id: cast.typist.id },
      children: [{ start: 200, end: 600 }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ status: string }[]>().map((job) => job.status)).toEqual([
      'assigned',
      'available',
    ]);
    expect((await mediaRow(t.db, item.id))?.subStatus).toBe('Part-assigned');
  });

  test('an off-limit split pays 50/50 unless told; a rate percent given wins', async () => {
    const { item } = await waitingMedia();
    const response = await split(item.id, {
      original: { start: 0, end: 300, typist_id: cast.typist.id },
      children: [
        { start: 300, end: 450, typist_id: cast.otherTypist.id },
        { start: 450, end: 600, typist_id: cast.otherTypist.id, rate_percent: 80 },
      ],
      is_off_limit: true,
    });
    expect(response.json<{ ratePercent: number }[]>().map((job) => job.ratePercent)).toEqual([
      50, 50, 80,
    ]);
    const told = await waitingMedia();
    const other = await split(told.item.id, {
      original: { start: 0, end: 300 },
      children: [{ start: 300, end: 600 }],
      is_off_limit: true,
      off_limit_rates: { original: 60, child: 40 },
    });
    expect(other.json<{ ratePercent: number }[]>().map((job) => job.ratePercent)).toEqual([60, 40]);
  });

  test('fewer parts than jobs: the jobs left over go, each step in the record', async () => {
    const item = await orderedMedia(t, cast.client.id, 600);
    for (const [start, end] of [
      [0, 200],
      [200, 400],
      [400, 600],
    ])
      await jobOn(t, item, { start, end });
    const response = await split(item.id, { original: { start: 0, end: 600 } });
    expect(response.json<unknown[]>()).toHaveLength(1);
    const { actions } = await mediaState(t, item.id);
    expect(actions.map((action) => [action.action, action.after === null])).toEqual([
      ['split', false],
      ['split', true],
      ['split', true],
    ]);
  });

  test('a started job is kept: the parts fill the media around it, its proofreader follows', async () => {
    const item = await orderedMedia(t, cast.client.id, 600);
    const started = await jobOn(t, item, {
      start: 0,
      end: 300,
      status: 'in-progress',
      typistId: cast.typist.id,
    });
    await jobOn(t, item, { start: 300, end: 600 });
    const response = await split(item.id, {
      original: { start: 300, end: 450, typist_id: cast.otherTypist.id },
      children: [{ start: 450, end: 600 }],
      proofreader_id: cast.proofreader.id,
    });
    expect(response.statusCode).toBe(200);
    const [kept] = response.json<{ id: number; status: string; proofreaderId: number }[]>();
    expect(kept).toMatchObject({
      id: started.id,
      status: 'in-progress',
      proofreaderId: cast.proofreader.id,
    });
  });

  test('a range over a started job is refused, naming the field, nothing changed', async () => {
    const item = await orderedMedia(t, cast.client.id, 600);
    await jobOn(t, item, { start: 0, end: 300, status: 'in-progress', typistId: cast.typist.id });
    await jobOn(t, item, { start: 300, end: 600 });
    const before = await mediaState(t, item.id);
    const response = await split(item.id, { original: { start: 200, end: 600 } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      { field: 'original[start]', message: texts.overlapsStarted(200, 300) },
    ]);
    expect(await mediaState(t, item.id)).toEqual(before);
  });
});

describe('POST /v1/media/assign/{id}: bad input is a 422 naming the field, nothing changed', () => {
  const past = () => unixIn(t, -60);
  const rows: { name: string; payload: () => object; errors: () => object[] }[] = [
    {
      name: 'a gap',
      payload: () => ({ original: { start: 0, end: 200 }, children: [{ start: 300, end: 600 }] }),
      errors: () => [{ field: 'children[0][start]', message: texts.gap(200, 300) }],
    },
    {
      name: 'an overlap',
      payload: () => ({ original: { start: 0, end: 350 }, children: [{ start: 300, end: 600 }] }),
      errors: () => [{ field: 'children[0][start]', message: texts.overlap(300, 350) }],
    },
    {
      name: 'a range past the end',
      payload: () => ({ original: { start: 0, end: 300 }, children: [{ start: 300, end: 660 }] }),
      errors: () => [{ field: 'children[0][end]', message: texts.pastEnd(600) }],
    },
    {
      name: 'a rate percent of 0',
      payload: () => ({ original: { start: 0, end: 600, rate_percent: 0 } }),
      errors: () => [{ field: 'original[rate_percent]', message: 'Must be at least 1' }],
    },
    {
      name: 'a rate percent over 200',
      payload: () => ({ original: { start: 0, end: 600, rate_percent: 201 } }),
      errors: () => [{ field: 'original[rate_percent]', message: 'Must be at most 200' }],
    },
    {
      name: 'an untrained typist',
      payload: () => ({
        original: { start: 0, end: 300 },
        children: [{ start: 300, end: 600, typist_id: cast.untrained.id }],
      }),
      errors: () => [
        { field: 'children[0][typist_id]', message: texts.notTrained('Intelligent Verbatim') },
      ],
    },
    {
      name: 'someone who is no typist',
      payload: () => ({ original: { start: 0, end: 600, typist_id: cast.proofreader.id } }),
      errors: () => [{ field: 'original[typist_id]', message: jobTexts.notATypist }],
    },
    {
      name: 'a deadline in the past',
      payload: () => ({
        original: { start: 0, end: 600, typist_id: cast.typist.id, deadline: past() },
      }),
      errors: () => [{ field: 'original[deadline]', message: jobTexts.deadlineInPast }],
    },
    {
      name: "a proofreader's deadline in the past",
      payload: () => ({
        original: { start: 0, end: 600 },
        proofreader_id: cast.proofreader.id,
        proofreader_deadline: past(),
      }),
      errors: () => [{ field: 'proofreader_deadline', message: jobTexts.deadlineInPast }],
    },
    {
      name: 'off-limit rates on a split that is not off-limit',
      payload: () => ({
        original: { start: 0, end: 600 },
        off_limit_rates: { original: 50, child: 50 },
      }),
      errors: () => [{ field: 'off_limit_rates', message: texts.offLimitRatesAlone }],
    },
    {
      name: 'a < in the proofreader comment',
      payload: () => ({
        original: { start: 0, end: 300 },
        children: [{ start: 300, end: 600, proofreader_comment: 'a <b>' }],
      }),
      errors: () => [
        {
          field: 'children[0][proofreader_comment]',
          message: 'This symbol cannot be used here: <',
        },
      ],
    },
  ];

  test.each(rows)('$name', async ({ payload, errors }) => {
    const { item } = await waitingMedia();
    const before = await mediaState(t, item.id);
    const response = await split(item.id, payload());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errors());
    expect(await mediaState(t, item.id)).toEqual(before);
  });
});

describe('POST /v1/media/assign/{id}: the media', () => {
  test('an unknown media is a 404', async () => {
    const response = await split(2_000_000, { original: { start: 0, end: 600 } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: mediaTexts.notFound });
  });

  test('a returned media is not split: 409, nothing changed', async () => {
    const { item } = await waitingMedia();
    await t.db.update(media).set({ status: 'returned' }).where(eq(media.id, item.id));
    const before = await mediaState(t, item.id);
    const response = await split(item.id, { original: { start: 0, end: 600 } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: texts.notOpen });
    expect(await mediaState(t, item.id)).toEqual(before);
    expect(await t.db.select().from(jobs).where(eq(jobs.mediaId, item.id))).toHaveLength(1);
  });
});

describe('POST /v1/media/assign/{id}: two admins on one media', () => {
  test('a split that does not say which version it was planned on is a 422, nothing changed', async () => {
    const { item } = await waitingMedia();
    const before = await mediaState(t, item.id);
    const response = await post(cast.admin, `/v1/media/assign/${item.id}`, {
      original: { start: 0, end: 600, typist_id: cast.typist.id },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'updated_at', message: texts.versionRequired }]);
    expect(await mediaState(t, item.id)).toEqual(before);
  });

  test('two admins splitting at once on the same version: one plan is kept, the other is a 409', async () => {
    const { item } = await waitingMedia();
    const seen = await versionOf(item.id);
    // Both opened the form a while ago.
    t.clock.advance(1_000);
    const plans = [cast.typist, cast.otherTypist].map((typist) => ({
      original: { start: 0, end: 600, typist_id: typist.id },
      updated_at: seen,
    }));
    const answers = await Promise.all([
      split(item.id, plans[0]!, cast.admin),
      split(item.id, plans[1]!, cast.superAdmin),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect(answers[1 - winner]!.json()).toMatchObject({ message: mediaReturnTexts.changedSince });
    const { jobs: kept } = await mediaState(t, item.id);
    expect(kept.map((job) => job.typistId)).toEqual([plans[winner]!.original.typist_id]);
  });

  test('a split sent on the row as it was before an other admin split it is a 409, nothing changed', async () => {
    const { item } = await waitingMedia();
    const seen = await versionOf(item.id);
    t.clock.advance(1_000);
    const first = await split(item.id, {
      original: { start: 0, end: 600, typist_id: cast.typist.id },
      updated_at: seen,
    });
    expect(first.statusCode).toBe(200);
    const before = await mediaState(t, item.id);
    const second = await split(item.id, {
      original: { start: 0, end: 600, typist_id: cast.otherTypist.id },
      updated_at: seen,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: mediaReturnTexts.changedSince });
    expect(await mediaState(t, item.id)).toEqual(before);
  });
});

describe('POST /v1/media/assign/{id}: taking jobs from their typists', () => {
  /** The media split in two halves, each assigned to a typist (and mailed so). */
  async function assignedHalves() {
    const { item } = await waitingMedia();
    await split(item.id, {
      original: { start: 0, end: 300, typist_id: cast.typist.id },
      children: [{ start: 300, end: 600, typist_id: cast.otherTypist.id }],
    });
    return item;
  }
  /** Both halves to the other typist: the first half's typist loses their job. */
  const regroup = () => ({ original: { start: 0, end: 600, typist_id: cast.otherTypist.id } });

  test('without the confirmation: 409 naming the typists who would lose their job, nothing changed', async () => {
    const item = await assignedHalves();
    const before = await mediaState(t, item.id);
    // Nobody on the whole media: both typists would lose their half.
    const response = await split(item.id, { original: { start: 0, end: 600 } });
    expect(response.statusCode).toBe(409);
    const names = ['Tess Tester', 'Otto Tester'];
    expect(response.json()).toEqual({
      error: texts.wouldUnassign(names),
      message: texts.wouldUnassign(names),
      unassignedTypists: [
        { id: cast.typist.id, name: names[0] },
        { id: cast.otherTypist.id, name: names[1] },
      ],
    });
    expect(await mediaState(t, item.id)).toEqual(before);
  });

  test('confirmed with unassign_typists: split, and the typist who lost their job is mailed', async () => {
    const item = await assignedHalves();
    const { mails } = await mediaState(t, item.id);
    const response = await split(item.id, { ...regroup(), unassign_typists: true });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ typistId: number }[]>().map((job) => job.typistId)).toEqual([
      cast.otherTypist.id,
    ]);
    const letters = (
      await t.db.select().from(tasks).where(eq(tasks.kind, 'mail')).orderBy(asc(tasks.id))
    )
      .slice(mails)
      .map((row) => row.payload as { to: string; subject: string });
    expect(letters).toContainEqual(
      expect.objectContaining({
        to: cast.typist.email,
        subject: `A job is no longer assigned to you: ${item.title}`,
      }),
    );
  });

  test('a split that keeps every typist on their job needs no confirmation', async () => {
    const item = await assignedHalves();
    const response = await split(item.id, {
      original: { start: 0, end: 300, typist_id: cast.typist.id, rate_percent: 120 },
      children: [{ start: 300, end: 600, typist_id: cast.otherTypist.id }],
    });
    expect(response.statusCode).toBe(200);
  });
});
