import { eq, sql } from 'drizzle-orm';
import { STAFF_MEDIA_COUNT_CAP } from '@portal/contracts/common/limits';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { jobs, liveSessions, media } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { callsAs, jobCast, jobOn, orderedMedia, type JobCast } from '../job/test-fixtures.ts';
import {
  booked,
  businessClient,
  hoursFromNow,
  liveService,
} from '../live-booking/test-fixtures.ts';

/**
 * What the assign grid's filters read on the media itself (migration 0034): whether it is a live
 * session and whether a job of it has an issue, kept in step by triggers with live_sessions and
 * jobs whatever code changes them; and the total, counted up to STAFF_MEDIA_COUNT_CAP.
 */
const t = setupTestApp();
const { get, put } = callsAs(t);
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const flagsOf = async (id: number) => {
  const [row] = await t.db
    .select({ isLive: media.isLive, hasIssue: media.hasIssue })
    .from(media)
    .where(eq(media.id, id));
  return row;
};
const list = async (query = '') => {
  const response = await get(cast.admin, `/v1/media${query ? `?${query}` : ''}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ result: StaffMedia[]; total: number; totalIsCapped: boolean }>();
};
const idsOf = async (query = '') => (await list(query)).result.map((row) => row.id);

describe('is_live follows the live session', () => {
  test('a booked session makes its media live; its session removed, it is a recording', async () => {
    const client = await businessClient(t, 'Lena');
    const [session] = await booked(t, client, await liveService(t), [
      { meeting_title: 'Weekly stand-up', meeting_date: hoursFromNow(t, 48) },
    ]);
    const id = session!.id;
    expect(await flagsOf(id)).toEqual({ isLive: true, hasIssue: false });
    await t.db.update(media).set({ status: 'ordered' }).where(eq(media.id, id));
    expect(await idsOf('live=true')).toContain(id);
    expect(await idsOf()).not.toContain(id);

    await t.db.delete(liveSessions).where(eq(liveSessions.mediaId, id));
    expect(await flagsOf(id)).toEqual({ isLive: false, hasIssue: false });
    expect(await idsOf('live=true')).not.toContain(id);
    expect(await idsOf()).toContain(id);
  });

  test('a recording is never live', async () => {
    const item = await orderedMedia(t, cast.client.id);
    expect(await flagsOf(item.id)).toEqual({ isLive: false, hasIssue: false });
  });
});

describe('has_issue follows the jobs', () => {
  test('an issue reported takes the media out of the default view; resolved, it is back', async () => {
    const item = await orderedMedia(t, cast.client.id);
    const job = await jobOn(t, item, { status: 'in-progress', typistId: cast.typist.id });
    expect(await idsOf()).toContain(item.id);

    const reported = await put(cast.typist, `/v1/job/issue/${job.id}`, {
      issue_report: 'Silent from 3:00.',
    });
    expect(reported.statusCode).toBe(200);
    expect(await flagsOf(item.id)).toMatchObject({ hasIssue: true });
    expect(await idsOf()).not.toContain(item.id);
    expect(await idsOf('has_issue=true')).toContain(item.id);

    const resolved = await get(cast.admin, `/v1/job/approve-issue/${job.id}`);
    expect(resolved.statusCode).toBe(200);
    expect(await flagsOf(item.id)).toMatchObject({ hasIssue: false });
    expect(await idsOf()).toContain(item.id);
  });

  test('the flag stays while any job has an issue, and goes with the last such job', async () => {
    const item = await orderedMedia(t, cast.client.id);
    const first = await jobOn(t, item, { start: 0, end: 300, hasIssue: true });
    const second = await jobOn(t, item, { start: 300, end: 600, hasIssue: true });
    await t.db.update(jobs).set({ hasIssue: false }).where(eq(jobs.id, first.id));
    expect(await flagsOf(item.id)).toMatchObject({ hasIssue: true });
    await t.db.delete(jobs).where(eq(jobs.id, second.id));
    expect(await flagsOf(item.id)).toMatchObject({ hasIssue: false });
  });

  test('a job with an issue moved to another media moves the flag', async () => {
    const from = await orderedMedia(t, cast.client.id);
    const to = await orderedMedia(t, cast.client.id);
    const job = await jobOn(t, from, { hasIssue: true });
    await t.db.update(jobs).set({ mediaId: to.id }).where(eq(jobs.id, job.id));
    expect(await flagsOf(from.id)).toMatchObject({ hasIssue: false });
    expect(await flagsOf(to.id)).toMatchObject({ hasIssue: true });
  });
});

describe('the total, counted up to the cap', () => {
  const extra = STAFF_MEDIA_COUNT_CAP + 60;
  let matching: number;

  beforeAll(async () => {
    // Media enough to pass the cap, ordered like any other, in one statement.
    await t.db.execute(sql`
      insert into media (user_id, title, extension, mime, size, status, currency, storage_key,
                         deadline, created_at, updated_at)
      select ${cast.client.id}::int, 'Bulk ' || n, 'mp3', 'audio/mpeg', 1000, 'ordered', 'GBP',
             'cap-test-' || n, now(), now(), now()
      from generate_series(1, ${extra}::int) as n`);
    const [row] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(media)
      .where(
        sql`not ${media.demo} and not ${media.isLive} and not ${media.hasIssue}
          and ${media.status} in ('ordered', 'assigned', 'done')`,
      );
    matching = row!.count;
  });

  test('more matching than the cap: the total is the cap, said to be capped', async () => {
    expect(matching).toBeGreaterThan(STAFF_MEDIA_COUNT_CAP + 50);
    expect(await list()).toMatchObject({ total: STAFF_MEDIA_COUNT_CAP, totalIsCapped: true });
  });

  test('a page past the cap counts to its end, so a next page shows while more match', async () => {
    const pageAfterCap = STAFF_MEDIA_COUNT_CAP / 50 + 1;
    const page = await list(`page=${pageAfterCap}`);
    expect(page.result).toHaveLength(50);
    expect(page).toMatchObject({ total: pageAfterCap * 50, totalIsCapped: true });
    const last = Math.ceil(matching / 50);
    expect(await list(`page=${last}`)).toMatchObject({ total: matching, totalIsCapped: false });
  });

  test('fewer matching than the cap: the total is exact', async () => {
    expect(await list('title=bulk 99')).toMatchObject({ total: 11, totalIsCapped: false });
  });
});
