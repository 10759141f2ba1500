import { eq } from 'drizzle-orm';
import type { DemoInit, MediaRendition } from '@portal/contracts/media/playback-schema';
import type { Job } from '@portal/contracts/job/schema';
import { media } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { drainTasks } from '../../test/tasks.ts';
import { callsAs, jobCast, orderedMedia, type JobCast } from '../job/test-fixtures.ts';
import { DEMO_TITLE } from './demo.ts';
import { typistDemoDraft } from '../../seed/demo-drafts.ts';

const t = setupTestApp();
const { get } = callsAs(t);
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const init = async (who: JobCast[keyof JobCast]) => {
  const answer = await get(who, '/v1/media/demo/init');
  expect(answer.statusCode).toBe(200);
  return answer.json<DemoInit>();
};

test('calls at once make one demo: the shipped recording, one job, its speech-to-text draft', async () => {
  const answers = await Promise.all([init(cast.typist), init(cast.proofreader), init(cast.admin)]);
  expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  const demos = await t.db.select().from(media).where(eq(media.demo, true));
  expect(demos).toMatchObject([
    { id: answers[0]!.mediaId, title: DEMO_TITLE, userId: null, status: 'uploaded' },
  ]);
  const job = await get(cast.otherTypist, `/v1/job/demo/${answers[0]!.jobId}`);
  expect(job.json<Job>()).toMatchObject({
    mediaId: answers[0]!.mediaId,
    status: 'available',
    typistTranscript: typistDemoDraft(demos[0]!.duration!),
  });
});

test('any staff hears the whole demo once its rendition is made, and downloads the recording', async () => {
  const { mediaId } = await init(cast.typist);
  await drainTasks(t.app);
  const heard = await get(cast.otherTypist, `/v1/media/rendition/${mediaId}`);
  const duration = (await t.db.select().from(media).where(eq(media.id, mediaId)))[0]?.duration;
  expect(heard.json<MediaRendition>()).toMatchObject({
    state: 'done',
    ranges: [{ offset: 0, duration }],
  });
  const download = await get(cast.otherProofreader, `/v1/media/demo/download/${mediaId}`);
  const file = await t.app.inject({ url: download.json<{ presignedUrl: string }>().presignedUrl });
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload.length).toBeGreaterThan(100_000);
});

test('the demo is for the editor staff; any other media is not a demo', async () => {
  const { mediaId } = await init(cast.admin);
  expect((await get(cast.client, '/v1/media/demo/init')).statusCode).toBe(403);
  expect((await get(cast.client, `/v1/media/demo/download/${mediaId}`)).statusCode).toBe(403);
  const ordered = await orderedMedia(t, cast.client.id, 60);
  expect((await get(cast.admin, `/v1/media/demo/download/${ordered.id}`)).statusCode).toBe(404);
});
