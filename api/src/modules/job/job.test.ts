import { eq } from 'drizzle-orm';
import { jobTexts } from '@portal/contracts/job/texts';
import { mediaTexts } from '@portal/contracts/media/texts';
import type { Job } from '@portal/contracts/job/schema';
import { media } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import {
  callsAs,
  jobCast,
  jobOn,
  orderedMedia,
  section,
  storeTranscript,
  type Caller,
  type JobCast,
} from './test-fixtures.ts';

const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const { get } = callsAs(t);
const page = async (who: Caller, query: string) => {
  const response = await get(who, `/v1/job?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ result: Job[]; total: number; page: number; pageSize: number }>();
};
const ids = (jobs: { id: number }[]) => jobs.map((job) => job.id);

/** A media with a job for each typist and one offered, and its transcript. */
async function sharedMedia(title = 'Board meeting') {
  const item = await orderedMedia(t, cast.client.id, 900);
  await t.db.update(media).set({ title }).where(eq(media.id, item.id));
  const mine = await jobOn(t, item, {
    start: 0,
    end: 300,
    status: 'in-progress',
    typistId: cast.typist.id,
    proofreaderId: cast.proofreader.id,
  });
  const theirs = await jobOn(t, item, {
    start: 300,
    end: 600,
    status: 'assigned',
    typistId: cast.otherTypist.id,
    parentId: mine.id,
  });
  const offer = await jobOn(t, item, { start: 600, end: 900, selfAssign: true, parentId: mine.id });
  await storeTranscript(t, item.id, {
    sections: [section('a', 0, 'Mine.'), section('b', 310, 'Theirs.'), section('c', 700, 'Open.')],
    speakers: [{ id: 'sp1', name: 'Chair' }],
  });
  return { item, mine, theirs, offer };
}

describe('GET /v1/job', () => {
  test("a typist lists their own jobs and the offers; another typist's job never", async () => {
    const { mine, theirs, offer } = await sharedMedia();
    const own = ids((await page(cast.typist, 'scope=mine&page_size=100')).result);
    expect(own).toContain(mine.id);
    expect(own).not.toContain(theirs.id);
    const offers = ids((await page(cast.typist, 'scope=offered&page_size=100')).result);
    expect(offers).toContain(offer.id);
    expect(offers).not.toContain(theirs.id);
    expect(ids((await page(cast.otherTypist, 'page_size=100')).result)).not.toContain(mine.id);
  });

  test('a proofreader lists the jobs they proofread; admins list all, filtered', async () => {
    const { item, mine, theirs, offer } = await sharedMedia('Quarterly review');
    expect(
      ids((await page(cast.proofreader, 'scope=proofreading&page_size=100')).result),
    ).toContain(mine.id);
    const all = await page(cast.restrictedAdmin, `scope=all&media_id=${item.id}`);
    expect(ids(all.result)).toEqual([mine.id, theirs.id, offer.id].sort((a, b) => a - b));
    const filtered = await page(
      cast.admin,
      `scope=all&media_id=${item.id}&status[]=assigned&status[]=available&sort=status&order=desc`,
    );
    expect(ids(filtered.result)).toEqual([offer.id, theirs.id]);
    const titled = await page(cast.admin, 'scope=all&title=quarterly%20rev&page_size=2&page=2');
    expect({ total: titled.total, page: titled.page, ids: ids(titled.result) }).toEqual({
      total: 3,
      page: 2,
      ids: [offer.id],
    });
    const beyond = await page(cast.admin, 'scope=all&title=quarterly%20rev&page=9');
    expect([beyond.total, beyond.result]).toEqual([3, []]);
    const typed = await page(
      cast.admin,
      `scope=all&media_id=${item.id}&typist_id=${cast.otherTypist.id}`,
    );
    expect(ids(typed.result)).toEqual([theirs.id]);
  });

  test('scopes are per role; clients have no jobs', async () => {
    for (const [who, scope] of [
      [cast.typist, 'all'],
      [cast.typist, 'proofreading'],
      [cast.proofreader, 'offered'],
    ] as const) {
      const response = await get(who, `/v1/job?scope=${scope}`);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 403,
        body: { message: jobTexts.scopeNotYours },
      });
    }
    expect((await get(cast.client, '/v1/job')).statusCode).toBe(403);
    expect((await get(cast.admin, '/v1/job?sort=nope')).statusCode).toBe(422);
  });
});

describe('GET /v1/job/{id}', () => {
  test('with its children and its range of the transcript', async () => {
    const { mine, theirs, offer } = await sharedMedia();
    const url = `/v1/job/${mine.id}?expand[]=childrenJobs&expand[]=typistTranscript`;
    const asAdmin = (await get(cast.admin, url)).json<Job>();
    expect(ids(asAdmin.childrenJobs ?? [])).toEqual([theirs.id, offer.id]);
    const asTypist = (await get(cast.typist, url)).json<Job>();
    // The typist sees neither the other typist's job nor their text.
    expect(asTypist.childrenJobs).toEqual([]);
    expect(asTypist.typistTranscript).toEqual({
      sections: [section('a', 0, 'Mine.')],
      speakers: [{ id: 'sp1', name: 'Chair' }],
    });
  });

  test("another typist's job answers as an unknown id does", async () => {
    const { theirs } = await sharedMedia();
    const other = await get(cast.typist, `/v1/job/${theirs.id}`);
    const unknown = await get(cast.typist, '/v1/job/999999');
    expect([other.statusCode, other.json()]).toEqual([404, { message: jobTexts.notFound }]);
    expect(unknown.json()).toEqual(other.json());
    for (const url of [
      `/v1/job/max-typist-deadline/${theirs.id}`,
      `/v1/job/approve-issue/${theirs.id}`,
    ])
      expect((await get(cast.typist, url)).json()).toEqual({ message: jobTexts.notFound });
  });

  test('an offered job shows its candidate no transcript', async () => {
    const { offer } = await sharedMedia();
    const seen = await get(cast.typist, `/v1/job/${offer.id}?expand=typistTranscript`);
    expect(seen.json<Job>().typistTranscript).toBeNull();
  });
});

describe('GET /v1/job/demo/{id}', () => {
  test('a job of a demo recording, with its transcript, for staff only', async () => {
    const { item, mine } = await sharedMedia();
    expect((await get(cast.otherTypist, `/v1/job/demo/${mine.id}`)).statusCode).toBe(404);
    await t.db.update(media).set({ demo: true }).where(eq(media.id, item.id));
    const demo = await get(cast.otherTypist, `/v1/job/demo/${mine.id}`);
    expect(demo.json<Job>().typistTranscript?.sections).toEqual([section('a', 0, 'Mine.')]);
    expect((await get(cast.proofreader, `/v1/job/demo/${mine.id}`)).statusCode).toBe(200);
    expect((await get(cast.client, `/v1/job/demo/${mine.id}`)).statusCode).toBe(403);
  });
});

describe("a media's jobs", () => {
  test('job statuses and jobs: all for admins, their own for typists, 404 for strangers', async () => {
    const { item, mine, theirs, offer } = await sharedMedia();
    const statuses = await get(cast.typist, `/v1/media/job-statuses/${item.id}`);
    expect(statuses.json()).toEqual([
      { id: mine.id, status: 'in-progress', typistName: 'Tess Tester' },
      { id: theirs.id, status: 'assigned', typistName: 'Otto Tester' },
      { id: offer.id, status: 'available', typistName: null },
    ]);
    expect(ids((await get(cast.admin, `/v1/media/job/${item.id}`)).json<Job[]>())).toHaveLength(3);
    expect(ids((await get(cast.typist, `/v1/media/job/${item.id}`)).json<Job[]>())).toEqual([
      mine.id,
    ]);
    const other = await orderedMedia(t, cast.client.id);
    for (const url of [`/v1/media/job/${other.id}`, `/v1/media/job-statuses/${other.id}`]) {
      const response = await get(cast.typist, url);
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { message: mediaTexts.notFound },
      ]);
    }
    expect((await get(cast.admin, `/v1/media/job/${other.id}`)).json()).toEqual([]);
    expect((await get(cast.admin, '/v1/media/job/999999')).statusCode).toBe(404);
  });

  test('live ranges per typist, for the split dialog: dispatchers only; an empty list for anything amiss', async () => {
    const { item } = await sharedMedia();
    const live = [
      { typistId: cast.typist.id, typistName: 'Tess Tester', ranges: [{ start: 0, end: 300 }] },
      {
        typistId: cast.otherTypist.id,
        typistName: 'Otto Tester',
        ranges: [{ start: 300, end: 600 }],
      },
    ];
    const url = `/v1/job/live-ranges-per-typist?media_id=${item.id}`;
    expect((await get(cast.admin, url)).json()).toEqual(live);
    expect((await get(cast.restrictedAdmin, url)).json()).toEqual(live);
    expect(
      (await get(cast.admin, '/v1/job/live-ranges-per-typist?media_id=999999')).json(),
    ).toEqual([]);
    for (const caller of [cast.client, cast.typist, cast.proofreader])
      expect((await get(caller, url)).statusCode).toBe(403);
  });
});
