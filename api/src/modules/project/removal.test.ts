import { eq } from 'drizzle-orm';
import { mediaTexts } from '@portal/contracts/media/texts';
import { projectTexts } from '@portal/contracts/project/texts';
import { jobs, media, projects } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import {
  callsAs,
  jobCast,
  jobOn,
  mediaRow,
  orderedMedia,
  type Caller,
  type JobCast,
} from '../job/test-fixtures.ts';
import type { JobRow } from '../job/views.ts';
import { project, projectStatus } from './test-fixtures.ts';

/**
 * A client deletes a media, or the project holding it, before work starts or after its return;
 * while a typist holds one of its jobs, or the typed work waits for its return, every way of
 * deleting it is a 409 saying to contact us, and nothing changes.
 */
const t = setupTestApp({ featureOverrides: { hardDelete: true } });
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const { put } = callsAs(t);

/** A media of the client's project, its bytes stored, with one job over it waiting for a typist. */
async function mediaWithJob() {
  const item = await orderedMedia(t, cast.client.id, 600);
  const { id: projectId } = await project(t.db, cast.client.id);
  await t.db.update(media).set({ projectId }).where(eq(media.id, item.id));
  await t.app.storage.write(item.storageKey, Buffer.from('audio'), 'audio/mpeg');
  return { item: { ...item, projectId }, job: await jobOn(t, item) };
}
type Item = Awaited<ReturnType<typeof mediaWithJob>>['item'];

const setJob = (job: JobRow, state: Partial<JobRow>) =>
  t.db.update(jobs).set(state).where(eq(jobs.id, job.id));

const working = {
  'an admin has assigned a typist': async (_item: Item, job: JobRow) => {
    const assigned = await put(cast.admin, `/v1/job/assign/${job.id}`, {
      typist_id: cast.typist.id,
    });
    expect(assigned.statusCode).toBe(200);
  },
  'a typist is typing it': (_item: Item, job: JobRow) =>
    setJob(job, { status: 'in-progress', typistId: cast.typist.id }),
  'the typed work waits for its return': (_item: Item, job: JobRow) =>
    setJob(job, { status: 'done', typistId: cast.typist.id }),
};

const free = {
  'no typist has taken its job yet': (_item: Item, job: JobRow) =>
    setJob(job, { selfAssign: true }),
  'it has been returned': async (item: Item, job: JobRow) => {
    await setJob(job, { status: 'done', typistId: cast.typist.id });
    await t.db.update(media).set({ status: 'returned' }).where(eq(media.id, item.id));
  },
};

const remove = (who: Caller, url: string) =>
  t.app.inject({ method: 'DELETE', url, headers: who.headers });

const routes = [
  {
    route: 'DELETE /v1/media/{id}',
    call: (item: Item) => remove(cast.client, `/v1/media/${item.id}`),
    done: 200,
    refusal: mediaTexts.beingWorkedOn,
    gone: async (item: Item) => (await mediaRow(t.db, item.id))?.status === 'deleted',
  },
  {
    route: 'DELETE /v1/media/remove-sensitive/{id}',
    call: (item: Item) => remove(cast.client, `/v1/media/remove-sensitive/${item.id}`),
    done: 204,
    refusal: mediaTexts.beingWorkedOn,
    gone: async (item: Item) => (await t.app.storage.head(item.storageKey)) === undefined,
  },
  {
    route: 'DELETE /v1/project/{id}',
    call: (item: Item) => remove(cast.client, `/v1/project/${item.projectId}`),
    done: 204,
    refusal: projectTexts.mediaBeingWorkedOn,
    gone: async (item: Item) => (await projectStatus(t.db, item.projectId)) === 'deleted',
  },
];

/** What a deletion could change: the media, its job, its bytes and its project. */
const standing = async (item: Item, job: JobRow) => ({
  media: await mediaRow(t.db, item.id),
  job: (await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0],
  bytes: await t.app.storage.head(item.storageKey),
  project: (await t.db.select().from(projects).where(eq(projects.id, item.projectId)))[0],
});

const cases = (states: Record<string, (item: Item, job: JobRow) => Promise<unknown>>) =>
  routes.flatMap((route) =>
    Object.entries(states).map(([state, arrange]) => ({ ...route, state, arrange })),
  );

test.each(cases(working))(
  '$route while $state: 409 saying to contact us, nothing changed',
  async ({ call, refusal, arrange }) => {
    const { item, job } = await mediaWithJob();
    await arrange(item, job);
    const before = await standing(item, job);
    const response = await call(item);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: refusal });
    expect(await standing(item, job)).toEqual(before);
  },
);

test.each(cases(free))('$route when $state: deleted', async ({ call, done, gone, arrange }) => {
  const { item, job } = await mediaWithJob();
  await arrange(item, job);
  const response = await call(item);
  expect(response.statusCode).toBe(done);
  expect(await gone(item)).toBe(true);
});

test('one media worked on is enough to keep its project; staff delete it all the same', async () => {
  const { item, job } = await mediaWithJob();
  const other = await orderedMedia(t, cast.client.id, 600);
  await t.db.update(media).set({ projectId: item.projectId }).where(eq(media.id, other.id));
  await setJob(job, { status: 'in-progress', typistId: cast.typist.id });
  const url = `/v1/project/${item.projectId}`;
  expect((await remove(cast.client, url)).statusCode).toBe(409);
  expect(await projectStatus(t.db, item.projectId)).toBe('active');
  expect((await remove(cast.admin, url)).statusCode).toBe(204);
  expect(await projectStatus(t.db, item.projectId)).toBe('deleted');
});
