import { eq } from 'drizzle-orm';
import { errorTexts } from '@portal/contracts/common/errors';
import { jobTexts } from '@portal/contracts/job/texts';
import { mediaAssignmentTexts as texts } from '@portal/contracts/media-assignment/texts';
import { mediaTexts } from '@portal/contracts/media/texts';
import { media } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { jobOn, mediaRow, orderedMedia } from '../job/test-fixtures.ts';
import {
  assignmentCast,
  mailedSince,
  mediaState,
  postAs,
  unixIn,
  type AssignmentCast,
} from './test-fixtures.ts';

const t = setupTestApp();
let cast: AssignmentCast;

beforeAll(async () => {
  cast = await assignmentCast(t);
});

const post = postAs(t);
const bulk = (items: object[]) => post(cast.admin, '/v1/media/assign', { items });

async function waitingMedia() {
  const item = await orderedMedia(t, cast.client.id, 600);
  await jobOn(t, item, { start: 0, end: 300 });
  await jobOn(t, item, { start: 300, end: 600 });
  return item;
}

describe('GET /v1/media/assign', () => {
  test('the media asked for with their jobs waiting for a typist; unknown ids are left out', async () => {
    const item = await waitingMedia();
    await jobOn(t, item, {
      start: 0,
      end: 60,
      status: 'in-progress',
      typistId: cast.typist.id,
      proofreaderId: cast.proofreader.id,
    });
    const response = await t.app.inject({
      url: `/v1/media/assign?media_ids[]=${item.id}&media_ids[]=2000000`,
      headers: cast.admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const [row, ...rest] =
      response.json<
        { mediaId: number; assignableJobs: { status: string }[]; proofreaderId: number | null }[]
      >();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      mediaId: item.id,
      serviceShortName: 'IVB',
      subStatus: 'Unassigned',
      proofreaderId: null,
    });
    expect(row!.assignableJobs.map((job) => job.status)).toEqual(['available', 'available']);
  });

  test('without media ids: 422 naming the field', async () => {
    const response = await t.app.inject({ url: '/v1/media/assign', headers: cast.admin.headers });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'media_ids', message: errorTexts.required }]);
  });
});

describe('POST /v1/media/assign', () => {
  test("a media's typist takes its waiting jobs and its proofreader its open ones", async () => {
    const item = await waitingMedia();
    const { mails } = await mediaState(t, item.id);
    const response = await bulk([
      {
        media_id: item.id,
        typist_id: cast.typist.id,
        deadline: unixIn(t, 86_400),
        proofreader_id: cast.proofreader.id,
      },
    ]);
    expect(response.statusCode).toBe(200);
    const [outcome] = response.json<{
      items: {
        status: number;
        jobs: { status: string; typistId: number; proofreaderId: number }[];
      }[];
    }>().items;
    expect(outcome!.status).toBe(200);
    expect(outcome!.jobs.map((job) => [job.status, job.typistId, job.proofreaderId])).toEqual([
      ['assigned', cast.typist.id, cast.proofreader.id],
      ['assigned', cast.typist.id, cast.proofreader.id],
    ]);
    expect((await mediaRow(t.db, item.id))?.subStatus).toBe('Assigned');
    expect(await mailedSince(t, mails)).toEqual([cast.typist.email, cast.typist.email]);
  });

  test('each media on its own: the ones that fail answer their errors under their row, unchanged', async () => {
    const good = await waitingMedia();
    const untrainedFor = await waitingMedia();
    const taken = await orderedMedia(t, cast.client.id, 600);
    await jobOn(t, taken, { status: 'assigned', typistId: cast.otherTypist.id });
    const cancelled = await waitingMedia();
    await t.db.update(media).set({ cancelled: true }).where(eq(media.id, cancelled.id));
    const nothing = await waitingMedia();
    const failing = [untrainedFor, taken, cancelled, nothing];
    const before = await Promise.all(failing.map((item) => mediaState(t, item.id)));
    const response = await bulk([
      { media_id: good.id, typist_id: cast.typist.id },
      {
        media_id: untrainedFor.id,
        typist_id: cast.untrained.id,
        proofreader_id: cast.proofreader.id,
        proofreader_deadline: unixIn(t, -60),
      },
      { media_id: taken.id, typist_id: cast.typist.id },
      { media_id: cancelled.id, typist_id: cast.typist.id },
      { media_id: nothing.id },
      { media_id: 2_000_000, proofreader_id: cast.proofreader.id },
    ]);
    expect(response.statusCode).toBe(200);
    const outcomes = response.json<{
      items: { mediaId: number; status: number; errors: object[] }[];
    }>().items;
    expect(outcomes.map(({ mediaId, status, errors }) => ({ mediaId, status, errors }))).toEqual([
      { mediaId: good.id, status: 200, errors: [] },
      {
        mediaId: untrainedFor.id,
        status: 422,
        errors: [
          { field: 'typist_id', message: texts.notTrained('Intelligent Verbatim') },
          { field: 'proofreader_deadline', message: jobTexts.deadlineInPast },
        ],
      },
      { mediaId: taken.id, status: 409, errors: [{ message: texts.noJobWaiting }] },
      { mediaId: cancelled.id, status: 409, errors: [{ message: texts.notOpen }] },
      { mediaId: nothing.id, status: 422, errors: [{ message: texts.assignWhat }] },
      { mediaId: 2_000_000, status: 404, errors: [{ message: mediaTexts.notFound }] },
    ]);
    // The mails the media that went ahead queued are counted for all: compare the rest.
    const unmailed = ({ mails: _mails, ...rest }: Awaited<ReturnType<typeof mediaState>>) => rest;
    const after = await Promise.all(failing.map((item) => mediaState(t, item.id)));
    expect(after.map(unmailed)).toEqual(before.map(unmailed));
  });

  test('a media listed twice is refused as a whole: 422 naming items, nothing changed', async () => {
    const item = await waitingMedia();
    const before = await mediaState(t, item.id);
    const response = await bulk([
      { media_id: item.id, typist_id: cast.typist.id },
      { media_id: item.id, proofreader_id: cast.proofreader.id },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'items', message: texts.duplicateMedia }]);
    expect(await mediaState(t, item.id)).toEqual(before);
  });
});
