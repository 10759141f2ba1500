import { eq, sql } from 'drizzle-orm';
import { staffMediaSortKeys } from '@portal/contracts/common/limits';
import { staffMediaTexts } from '@portal/contracts/media/staff-media-texts';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { media, services } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { company, person, project } from '../project/test-fixtures.ts';
import { callsAs, jobCast, jobOn, orderedMedia, type JobCast } from '../job/test-fixtures.ts';

/**
 * GET /v1/media and POST /v1/media/batch-query for staff: the admin assign grid's rows, its
 * filters (staff spec section 3), default view (section 4), sorts and pages. Who may call them
 * is in job/authorization.test.ts.
 */
const t = setupTestApp();
const { get } = callsAs(t);
let cast: JobCast;
const DAY = 86_400_000;

type GridName = 'board' | 'issue' | 'notes' | 'returned' | 'demo' | 'other' | 'uploaded';
/** The grid's media, named by what makes each one different. */
let grid: Record<GridName, { id: number; shortId: string; duration: number | null }>;
let projectShortId: string;
let serviceName: string;

async function mediaWith(
  clientId: number,
  title: string,
  changes: Partial<typeof media.$inferInsert>,
) {
  const item = await orderedMedia(t, clientId, 600);
  const [row] = await t.db
    .update(media)
    .set({ title, ...changes })
    .where(eq(media.id, item.id))
    .returning();
  return row!;
}

beforeAll(async () => {
  cast = await jobCast(t);
  const bob = await person(t, 'Bob');
  await company(t.db, 'Acme Ltd', cast.client.id);
  const board = await project(t.db, cast.client.id, 'Board meetings');
  projectShortId = board.shortId;
  const [service] = await t.db.select().from(services).where(eq(services.id, 1));
  serviceName = service!.name;
  const at = t.clock.now().getTime();
  const deadline = (days: number) => new Date(at + days * DAY);
  grid = {
    board: await mediaWith(cast.client.id, 'Board meeting', {
      projectId: board.id,
      deadline: deadline(1),
      priority: 3,
      difficulty: 2,
    }),
    issue: await mediaWith(bob.id, 'Focus group', { status: 'assigned', deadline: deadline(2) }),
    notes: await mediaWith(bob.id, 'Lecture notes', {
      status: 'done',
      subStatus: 'Completed',
      deadline: deadline(3),
      onHold: true,
      priority: 1,
      difficulty: 3,
      serviceOptions: { id: 1, turnaround: 86_400, speakers: '2', priceCalculationElements: {} },
    }),
    returned: await mediaWith(cast.client.id, 'Interview', {
      status: 'returned',
      deadline: deadline(4),
    }),
    demo: await mediaWith(cast.client.id, 'Demo recording', { demo: true, deadline: deadline(1) }),
    other: await mediaWith(bob.id, 'Podcast', { status: 'ordered', deadline: null }),
    uploaded: await mediaWith(bob.id, 'Hearing', { status: 'uploaded', deadline: null }),
  };
  await jobOn(t, grid.board, {
    start: 0,
    end: 300,
    status: 'assigned',
    typistId: cast.typist.id,
    ratePercent: 90,
    deadline: deadline(1),
  });
  await jobOn(t, grid.board, { start: 300, end: 600, proofreaderId: cast.proofreader.id });
  await jobOn(t, grid.issue, { status: 'in-progress', typistId: cast.typist.id, hasIssue: true });
  await jobOn(t, grid.notes, { type: 'notes', status: 'done', typistId: cast.otherTypist.id });
});

const list = async (query = '') => {
  const response = await get(cast.admin, `/v1/media${query ? `?${query}` : ''}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ result: StaffMedia[]; total: number; page: number; pageSize: number }>();
};
const idsOf = async (query = '') => (await list(query)).result.map((row) => row.id);

describe('the assign grid: GET /v1/media for staff', () => {
  test('with no status: media ordered, assigned or done, without issue, by deadline ascending', async () => {
    const page = await list();
    expect(page.result.map((row) => row.id)).toEqual([
      grid.board.id,
      grid.notes.id,
      // No deadline: last when ascending.
      grid.other.id,
    ]);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 50 });
  });

  test('a row carries the client, company, service, project and its jobs in range order', async () => {
    const [row] = (await list('title=board')).result;
    expect(row).toMatchObject({
      id: grid.board.id,
      shortId: grid.board.shortId,
      projectShortId,
      title: 'Board meeting',
      clientId: cast.client.id,
      clientName: 'Clara Tester',
      clientCompany: 'Acme Ltd',
      serviceName,
      serviceShortName: 'IVB',
      turnaround: 604_800,
      speakers: '1',
      status: 'ordered',
      subStatus: 'Unassigned',
      duration: 600,
      priority: 3,
      difficulty: 2,
      onHold: false,
      hasIssue: false,
      createdAt: Math.floor(t.clock.now().getTime() / 1000),
    });
    expect(row?.jobs).toMatchObject([
      {
        mediaRangeStart: 0,
        mediaRangeEnd: 300,
        status: 'assigned',
        typistName: 'Tess Tester',
        ratePercent: 90,
        proofreaderName: null,
        deadline: expect.any(Number),
      },
      {
        mediaRangeStart: 300,
        mediaRangeEnd: 600,
        typistName: null,
        proofreaderName: 'Paula Tester',
      },
    ]);
  });

  // The database builds the rows as JSON (staff-list-rows.ts): the jobs must be GET /v1/job's,
  // the moments the table's as the API writes them elsewhere.
  test("a row's jobs are the jobs as GET /v1/job/{id} answers them, without their media", async () => {
    const rows = (await list('status[]=ordered&status[]=assigned&status[]=done')).result;
    const jobsOfRows = rows.flatMap((row) => row.jobs);
    expect(jobsOfRows.length).toBeGreaterThanOrEqual(4);
    for (const job of jobsOfRows) {
      const response = await get(cast.admin, `/v1/job/${job.id}`);
      expect(response.statusCode).toBe(200);
      const {
        media: _media,
        childrenJobs: _children,
        typistTranscript: _transcript,
        ...own
      } = response.json<Record<string, unknown>>();
      expect(job).toStrictEqual(own);
    }
  });

  test("a row's moments are its media's: seconds, and milliseconds for updatedAt", async () => {
    const [row] = (await list('title=board')).result;
    const [item] = await t.db.select().from(media).where(eq(media.id, grid.board.id));
    expect(row).toMatchObject({
      deadline: Math.floor(item!.deadline!.getTime() / 1000),
      createdAt: Math.floor(item!.createdAt.getTime() / 1000),
      updatedAt: item!.updatedAt.getTime(),
      live: null,
    });
  });

  const filters: { label: string; query: () => string; names: GridName[] }[] = [
    {
      label: "the media's short id, whole",
      query: () => `short_id=${grid.notes.shortId}`,
      names: ['notes'],
    },
    {
      label: "part of the media's short id, any case",
      query: () => `short_id=${grid.board.shortId.slice(1, 6).toLowerCase()}`,
      names: ['board'],
    },
    { label: 'client name', query: () => 'client_name=bob', names: ['notes', 'other'] },
    { label: 'title', query: () => 'title=LECTURE', names: ['notes'] },
    {
      label: 'status',
      query: () => 'status[]=returned&status[]=uploaded',
      names: ['returned', 'uploaded'],
    },
    { label: 'status, issues included', query: () => 'status[]=assigned', names: ['issue'] },
    { label: 'sub-status', query: () => 'sub_status[]=Completed', names: ['notes'] },
    {
      label: 'service name',
      query: () => `service_options_name=${encodeURIComponent(serviceName.slice(0, 4))}`,
      names: ['board', 'notes', 'other'],
    },
    { label: 'turnaround', query: () => 'turnaround[]=86400', names: ['notes'] },
    { label: 'on hold', query: () => 'on_hold=true', names: ['notes'] },
    { label: 'not on hold', query: () => 'on_hold=false', names: ['board', 'other'] },
    { label: 'job type', query: () => 'type=notes', names: ['notes'] },
    { label: 'has issue', query: () => 'has_issue=true', names: ['issue'] },
    { label: 'priority', query: () => 'priority[]=3&priority[]=1', names: ['board', 'notes'] },
    { label: 'difficulty', query: () => 'difficulty=3', names: ['notes'] },
    { label: 'two filters', query: () => 'client_name=bob&on_hold=false', names: ['other'] },
  ];

  test.each(filters)('filter: $label', async ({ query, names }) => {
    expect(await idsOf(query())).toEqual(names.map((name) => grid[name].id));
  });

  test("each media has a short id of its own, not its project's: 8 characters, none 0, O, 1 or I", async () => {
    const all =
      'status[]=ordered&status[]=assigned&status[]=done&status[]=returned&status[]=uploaded';
    const shortIds = (await list(all)).result.map((row) => row.shortId);
    expect(shortIds).toHaveLength(6);
    expect(new Set(shortIds).size).toBe(6);
    for (const shortId of shortIds) expect(shortId).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(shortIds).not.toContain(projectShortId);
    expect(await idsOf(`short_id=${projectShortId}`)).toEqual([]);
  });

  test('no two media ids give one short id: the mix is one-to-one, up to the last id', async () => {
    const [mixed] = await t.db
      .select({
        distinct: sql<number>`count(distinct media_short_id(n))::int`,
        last: sql<string>`media_short_id(2147483647)`,
      })
      .from(sql`generate_series(1, 20000) as n`);
    expect(mixed).toEqual({ distinct: 20_000, last: expect.stringMatching(/^\w{8}$/) });
  });

  test('a demo recording is no work of the grid', async () => {
    expect(await idsOf('title=demo')).toEqual([]);
  });

  test('every column sorts both ways: descending is ascending read backwards', async () => {
    const all = 'status[]=ordered&status[]=assigned&status[]=done&status[]=returned';
    for (const sort of staffMediaSortKeys) {
      const ascending = await idsOf(`${all}&sort=${sort}&order=asc`);
      expect({ sort, ids: await idsOf(`${all}&sort=${sort}&order=desc`) }).toEqual({
        sort,
        ids: [...ascending].reverse(),
      });
    }
    expect(await idsOf(`${all}&sort=clientName`)).toEqual([
      grid.issue.id,
      grid.notes.id,
      grid.other.id,
      grid.board.id,
      grid.returned.id,
    ]);
    expect(await idsOf(`${all}&sort=priority&order=desc`)).toEqual([
      grid.board.id,
      grid.notes.id,
      grid.other.id,
      grid.returned.id,
      grid.issue.id,
    ]);
  });

  test('pages of 50 or 100; any other size, or a page below 1, is a 422 naming the field', async () => {
    const at = t.clock.now();
    await t.db.execute(sql`
      insert into media (user_id, title, extension, mime, size, status, currency, storage_key,
                         deadline, created_at, updated_at)
      select ${cast.client.id}, 'Bulk ' || n, 'mp3', 'audio/mpeg', 1, 'ordered', 'GBP',
             'bulk-' || n, ${at}::timestamptz + n * interval '1 hour', ${at}, ${at}
      from generate_series(1, 60) as n`);
    const first = await list('title=bulk');
    expect(first).toMatchObject({ total: 60, page: 1, pageSize: 50 });
    expect(first.result.map((row) => row.title).slice(0, 2)).toEqual(['Bulk 1', 'Bulk 2']);
    const second = await list('title=bulk&page=2');
    expect(second.result.map((row) => row.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Bulk ${51 + i}`),
    );
    expect((await list('title=bulk&page_size=100')).result).toHaveLength(60);
    expect((await list('title=bulk&page=3')).result).toEqual([]);

    for (const [query, field, message] of [
      ['page_size=75', 'page_size', staffMediaTexts.pageSize],
      ['page=0', 'page', expect.any(String)],
      ['priority=4', 'priority[0]', staffMediaTexts.level],
      ['sort=typist', 'sort', expect.any(String)],
      ['status=lost', 'status[0]', expect.any(String)],
    ] as const) {
      const response = await get(cast.admin, `/v1/media?${query}`);
      expect({ query, status: response.statusCode, body: response.json() }).toEqual({
        query,
        status: 422,
        body: [{ field, message }],
      });
    }
  });

  test("by client name, page after page: each client's media by id, a guest's uploads last", async () => {
    const zed = await person(t, 'Zed');
    const amy = await person(t, 'Amy');
    const at = t.clock.now();
    await t.db.execute(sql`
      insert into media (user_id, session_id, title, extension, mime, size, status, currency,
                         storage_key, created_at, updated_at)
      select case when n = 0 then null when n % 2 = 0 then ${amy.id}::int else ${zed.id}::int end,
             case when n = 0 then 'guest-session' end,
             'Sorted ' || n, 'mp3', 'audio/mpeg', 1,
             case when n = 0 then 'uploaded' else 'ordered' end, 'GBP', 'sorted-' || n, ${at}, ${at}
      from generate_series(0, 60) as n`);
    const owners = await t.db
      .select({ id: media.id, userId: media.userId })
      .from(media)
      .where(sql`${media.title} like 'Sorted %'`)
      .orderBy(media.id);
    const of = (userId: number | null) =>
      owners.filter((row) => row.userId === userId).map((row) => row.id);
    const ascending = [...of(amy.id), ...of(zed.id), ...of(null)];
    const query = 'title=sorted&status[]=ordered&status[]=uploaded&sort=clientName';
    const pages = async (order: string) => [
      ...(await idsOf(`${query}&order=${order}`)),
      ...(await idsOf(`${query}&order=${order}&page=2`)),
    ];

    expect((await list(query)).total).toBe(61);
    expect(await pages('asc')).toEqual(ascending);
    expect(await pages('desc')).toEqual([...ascending].reverse());
  });
});

describe('POST /v1/media/batch-query', () => {
  const batch = (ids: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/media/batch-query',
      headers: cast.superAdmin.headers,
      payload: { ids },
    });

  test('the rows of these media in the order asked, whatever the filters; unknown ids left out', async () => {
    const response = await batch([grid.returned.id, grid.issue.id, 999_999, grid.demo.id]);
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ result: StaffMedia[] }>().result;
    expect(rows.map((row) => row.id)).toEqual([grid.returned.id, grid.issue.id]);
    expect(rows[1]).toMatchObject({ hasIssue: true, jobs: [{ hasIssue: true }] });
  });

  test('an id asked twice is one row, where it is first asked', async () => {
    const response = await batch([grid.issue.id, grid.board.id, grid.issue.id]);
    const rows = response.json<{ result: StaffMedia[] }>().result;
    expect(rows.map((row) => row.id)).toEqual([grid.issue.id, grid.board.id]);
  });

  test('at most 100 ids, and at least one: else a 422 naming ids', async () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const [ids, message] of [
      [many, staffMediaTexts.tooManyIds],
      [[], staffMediaTexts.noIds],
    ] as const) {
      const response = await batch(ids);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 422,
        body: [{ field: 'ids', message }],
      });
    }
    expect((await batch(many.slice(0, 100))).statusCode).toBe(200);
  });
});
