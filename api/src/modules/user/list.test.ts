import { Role, portalTime, userTexts } from '@portal/contracts/core';
import { setupTestApp } from '../../test/helper.ts';
import { jobCast, jobOn, orderedMedia, trainTypist, type JobCast } from '../job/test-fixtures.ts';
import { person, type Person } from '../project/test-fixtures.ts';
import { bookedBy, shiftAt } from '../shift/test-fixtures.ts';

const t = setupTestApp();
let cast: JobCast;
let gradeThree: Person;
let shiftId: number;

beforeAll(async () => {
  cast = await jobCast(t);
  gradeThree = await person(t, 'Gemma', Role.TYPIST);
  await trainTypist(t.db, gradeThree, ['IVB', 'NOT'], 3);
  // Otto has a shift starting in 2 hours, for 4 hours.
  shiftId = await shiftAt(t.db, t.clock.now(), 2);
  await bookedBy(t.db, shiftId, cast.otherTypist.id, t.clock.now());
});

type Page = { result: { id: number; load: { jobs: number; seconds: number } }[]; total: number };

const list = async (query: string, who = cast.admin) => {
  const response = await t.app.inject({ url: `/v1/user?${query}`, headers: who.headers });
  return response;
};
const idsOf = async (query: string) => {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return response.json<Page>().result.map((user) => user.id);
};

const typists = `role=${Role.TYPIST}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

describe('GET /v1/user: the staff filter', () => {
  test('by role, and by part of a name or an email', async () => {
    expect((await idsOf(typists)).sort()).toEqual(
      [cast.typist.id, cast.otherTypist.id, gradeThree.id].sort(),
    );
    expect(await idsOf(`${typists}&q=gemm`)).toEqual([gradeThree.id]);
    expect(await idsOf(`q=${encodeURIComponent(cast.proofreader.email)}`)).toEqual([
      cast.proofreader.id,
    ]);
  });

  test('trained in a service, at a grade; by pay grade', async () => {
    expect(await idsOf(`${typists}&trained_in=NOT`)).toEqual([gradeThree.id]);
    expect((await idsOf(`${typists}&trained_in=IVB&trained_in_grade=2`)).sort()).toEqual(
      [cast.typist.id, cast.otherTypist.id].sort(),
    );
    expect(await idsOf(`${typists}&typist_pay_grade=3`)).toEqual([gradeThree.id]);
  });

  test('booked on a shift, on a shift that day, on a shift overlapping a range', async () => {
    expect(await idsOf(`shift_id=${shiftId}`)).toEqual([cast.otherTypist.id]);
    const day = portalTime(new Date(t.clock.now().getTime() + 2 * 3_600_000)).date;
    expect(await idsOf(`${typists}&shift_day=${day}`)).toEqual([cast.otherTypist.id]);
    const now = unix(t.clock.now());
    const inRange = `available_in_range[start]=${now + 5 * 3600}&available_in_range[end]=${now + 9 * 3600}`;
    expect(await idsOf(`${typists}&${inRange}`)).toEqual([cast.otherTypist.id]);
    const after = `available_in_range[start]=${now + 7 * 3600}&available_in_range[end]=${now + 9 * 3600}`;
    expect(await idsOf(`${typists}&${after}`)).toEqual([]);
  });

  test("each typist's load: the jobs they type now and the seconds those cover", async () => {
    const item = await orderedMedia(t, cast.client.id, 600);
    await jobOn(t, item, { start: 0, end: 200, status: 'assigned', typistId: gradeThree.id });
    await jobOn(t, item, { start: 200, end: 600, status: 'done', typistId: gradeThree.id });
    const response = await list(`${typists}&q=gemm`);
    expect(response.json<Page>().result[0]?.load).toEqual({ jobs: 1, seconds: 200 });
  });

  test('cleared for extra-long recordings (XLD), set by an admin', async () => {
    expect(await idsOf(`${typists}&is_xld=true`)).toEqual([]);
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/v1/user/${gradeThree.id}`,
      headers: cast.admin.headers,
      payload: { is_xld: true },
    });
    expect(cleared.statusCode).toBe(200);
    expect(await idsOf(`${typists}&is_xld=true`)).toEqual([gradeThree.id]);
    expect(await idsOf(`${typists}&is_xld=false`)).not.toContain(gradeThree.id);
    const [listed] = (await list(`${typists}&q=gemm`)).json<{ result: { isXLD: boolean }[] }>()
      .result;
    expect(listed?.isXLD).toBe(true);
  });

  test('with no unfinished current commitments (no job assigned or in progress)', async () => {
    const item = await orderedMedia(t, cast.client.id, 600);
    await jobOn(t, item, { start: 0, end: 300, status: 'in-progress', typistId: cast.typist.id });
    await jobOn(t, item, { start: 300, end: 600, status: 'done', typistId: cast.otherTypist.id });
    const free = await idsOf(`${typists}&only_no_ucc=true`);
    expect(free).toContain(cast.otherTypist.id);
    expect(free).not.toContain(cast.typist.id);
    expect(await idsOf(`${typists}&only_no_ucc=false`)).toContain(cast.typist.id);
  });

  test('a grade with no service to read it against is a 422 naming the field', async () => {
    const response = await list(`${typists}&trained_in_grade=2`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      { field: 'trained_in', message: userTexts.gradeWithoutService },
    ]);
  });
});

describe('GET /v1/user: who may list whom', () => {
  test.each([
    ['anonymous', '', 401],
    ['client', typists, 403],
    ['typist', typists, 403],
    ['proofreader', typists, 403],
    ['restrictedAdmin', typists, 200],
    ['restrictedAdmin', `role[]=${Role.TYPIST}&role[]=${Role.PROOFREADER}`, 200],
    ['restrictedAdmin', `role=${Role.CLIENT}`, 403],
    ['restrictedAdmin', '', 403],
    ['admin', '', 200],
    ['superAdmin', `role=${Role.CLIENT}`, 200],
  ] as const)('%s asking %s → %d', async (who, query, status) => {
    const headers = who === 'anonymous' ? {} : cast[who].headers;
    const response = await t.app.inject({ url: `/v1/user?${query}`, headers });
    expect(response.statusCode).toBe(status);
  });

  test('a restricted admin asking for clients is told what they may list', async () => {
    const response = await list(`role=${Role.CLIENT}`, cast.restrictedAdmin);
    expect(response.json()).toEqual({ message: userTexts.staffListOnly });
  });
});
