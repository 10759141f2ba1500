import { and, count, eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import { portalTime } from '@portal/contracts/common/portal-time';
import { userTexts } from '@portal/contracts/user/texts';
import type { StaffUser } from '@portal/contracts/user/list-schema';
import type { UserStatistics } from '@portal/contracts/user/schema';
import { users } from '../../db/schema.ts';
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

describe("GET /v1/user: the Users screens' filters", () => {
  test('with or without unfinished current commitments (ucc)', async () => {
    const item = await orderedMedia(t, cast.client.id, 600);
    await jobOn(t, item, { start: 0, end: 300, status: 'assigned', typistId: cast.otherTypist.id });
    expect(await idsOf(`${typists}&ucc=true`)).toContain(cast.otherTypist.id);
    expect(await idsOf(`${typists}&ucc=false`)).not.toContain(cast.otherTypist.id);
  });

  test("by the typists' paperwork: signed, or an older typist exempt; or still missing", async () => {
    await t.db.update(users).set({ oldTypist: true }).where(eq(users.id, gradeThree.id));
    const done = await idsOf(`${typists}&typist_contracts=true`);
    expect(done.sort()).toEqual([cast.typist.id, cast.otherTypist.id, gradeThree.id].sort());
    const unsigned = await person(t, 'Ursula', Role.PROOFREADER);
    expect(await idsOf(`typist_contracts=false`)).toEqual([unsigned.id]);
  });

  test('business accounts or not', async () => {
    const business = await person(t, 'Bianca', Role.CLIENT);
    await t.db.update(users).set({ isBusinessAccount: true }).where(eq(users.id, business.id));
    expect(await idsOf(`role=${Role.CLIENT}&is_business_account=true`)).toEqual([business.id]);
    expect(await idsOf(`role=${Role.CLIENT}&is_business_account=false`)).toEqual([cast.client.id]);
  });

  test("each row names the user's two-factor settings, which an admin's reset needs", async () => {
    const settings = await t.app.inject({
      method: 'POST',
      url: '/v1/multi-factor-auth',
      headers: cast.proofreader.headers,
    });
    const response = await list(`q=${encodeURIComponent(cast.proofreader.email)}`);
    expect(response.json<{ result: StaffUser[] }>().result[0]).toMatchObject({
      mfaEnabled: true,
      mfaId: settings.json<{ id: number }>().id,
    });
    const [client] = (await list(`role=${Role.CLIENT}&q=clara`)).json<{ result: StaffUser[] }>()
      .result;
    expect(client).toMatchObject({ mfaEnabled: false, mfaId: null });
  });
});

describe('GET /v1/user/statistics', () => {
  const statistics = async (who: { headers: Record<string, string> }) =>
    (
      await t.app.inject({ url: '/v1/user/statistics', headers: who.headers })
    ).json<UserStatistics>();

  test('admins also get how many users there are of each role and status', async () => {
    const { users: counts } = await statistics(cast.superAdmin);
    const typistsActive = counts?.find(
      (row) => row.role === Role.TYPIST && row.status === UserStatus.ACTIVE,
    );
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, Role.TYPIST), eq(users.status, UserStatus.ACTIVE)));
    expect(typistsActive?.count).toBe(n);
    expect((await statistics(cast.admin)).users).toEqual(counts);
  });

  test('anyone else gets their own figures only', async () => {
    for (const who of [cast.client, cast.typist, cast.restrictedAdmin]) {
      const answer = await statistics(who);
      expect(answer).toHaveProperty('activeSessions');
      expect(answer).not.toHaveProperty('users');
    }
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
