import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import { userTexts } from '@portal/contracts/user/texts';
import type { User } from '@portal/contracts/user/schema';
import { users } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { jobCast, type Caller, type JobCast } from '../job/test-fixtures.ts';
import { person, type Person } from '../project/test-fixtures.ts';
import { findUserById } from './service.ts';

/** PUT /v1/user/{id} as the Users screens use it: what admins and super admins may change. */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const put = (who: Caller, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/v1/user/${id}`, headers: who.headers, payload });
const stored = async (id: number) => (await findUserById(t.db, id))!;

describe('an admin edits a staff member', () => {
  test('status, trained-in services, grade, phones and the staff flags', async () => {
    const typist = await person(t, 'Tilly', Role.TYPIST);
    const response = await put(cast.admin, typist.id, {
      status: UserStatus.ON_HOLD,
      trained_in: ['IVB', 'NOT'],
      grade: 3,
      profile: { mobile: '+44 7700 900123', contact_phone2: '+44 20 7946 0000' },
      old_typist: true,
      can_do_lazy_shift: true,
      is_xld: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ payload: User }>().payload).toMatchObject({
      status: UserStatus.ON_HOLD,
      trainedIn: [{ shortName: 'IVB' }, { shortName: 'NOT' }],
      profile: { mobile: '+44 7700 900123', contactPhone2: '+44 20 7946 0000' },
      oldTypist: true,
      canDoLazyShift: true,
    });
    expect(await stored(typist.id)).toMatchObject({ grade: 3, xld: true });
  });

  test('an empty trained_in (a form cannot send an empty list) leaves no service', async () => {
    const typist = await person(t, 'Zoe', Role.TYPIST);
    await put(cast.admin, typist.id, { trained_in: ['IVB'] });
    const response = await put(cast.admin, typist.id, { trained_in: '' });
    expect(response.json<{ payload: User }>().payload.trainedIn).toEqual([]);
  });

  test('an unknown service or a grade outside 1 to 3 is a 422 naming the field, and changes nothing', async () => {
    const typist = await person(t, 'Ulla', Role.TYPIST);
    const unknown = await put(cast.admin, typist.id, { trained_in: ['IVB', 'XYZ'], grade: 2 });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      422,
      [{ field: 'trained_in', message: userTexts.unknownService('XYZ') }],
    ]);
    const grade = await put(cast.admin, typist.id, { grade: 4, status: UserStatus.DISABLED });
    expect(grade.statusCode).toBe(422);
    expect(grade.json<{ field: string }[]>().map((error) => error.field)).toEqual(['grade']);
    expect(await stored(typist.id)).toMatchObject({
      grade: 1,
      trainedIn: [],
      status: UserStatus.ACTIVE,
    });
  });

  test('only a super admin changes admin accounts or anyone’s role', async () => {
    const typist = await person(t, 'Vera', Role.TYPIST);
    const role = await put(cast.admin, typist.id, { role: Role.PROOFREADER });
    expect([role.statusCode, role.json()]).toEqual([403, { message: userTexts.roleBySuperAdmin }]);
    const radmin = await put(cast.admin, cast.restrictedAdmin.id, { status: UserStatus.DISABLED });
    expect([radmin.statusCode, radmin.json()]).toEqual([
      403,
      { message: userTexts.adminsBySuperAdmin },
    ]);
    expect((await stored(typist.id)).role).toBe(Role.TYPIST);
    expect((await stored(cast.restrictedAdmin.id)).status).toBe(UserStatus.ACTIVE);
  });

  test('a restricted admin manages nobody', async () => {
    const response = await put(cast.restrictedAdmin, cast.typist.id, { grade: 3 });
    expect(response.statusCode).toBe(404);
    expect((await stored(cast.typist.id)).grade).toBe(2);
  });
});

describe('a super admin changes roles', () => {
  test('between staff roles, which signs the user out (their tokens carry the old role)', async () => {
    const proofreader = await person(t, 'Wanda', Role.PROOFREADER);
    const response = await put(cast.superAdmin, proofreader.id, { role: Role.ADMIN });
    expect(response.json<{ payload: User }>().payload.role).toBe(Role.ADMIN);
    const profile = await t.app.inject({ url: '/v1/user/profile', headers: proofreader.headers });
    expect(profile.statusCode).toBe(401);
  });

  test('never to or from a client', async () => {
    const client = await person(t, 'Xena', Role.CLIENT);
    for (const [id, role] of [
      [client.id, Role.TYPIST],
      [cast.otherTypist.id, Role.CLIENT],
    ] as const) {
      const response = await put(cast.superAdmin, id, { role });
      expect([response.statusCode, response.json()]).toEqual([
        422,
        [{ field: 'role', message: userTexts.staffRolesOnly }],
      ]);
    }
    expect((await stored(client.id)).role).toBe(Role.CLIENT);
  });
});

describe('nobody locks themselves or everyone out', () => {
  test('a super admin cannot change their own role or status', async () => {
    const response = await put(cast.superAdmin, cast.superAdmin.id, {
      role: Role.ADMIN,
      status: UserStatus.DISABLED,
    });
    expect([response.statusCode, response.json()]).toEqual([
      422,
      [
        { field: 'status', message: userTexts.ownRoleOrStatus },
        { field: 'role', message: userTexts.ownRoleOrStatus },
      ],
    ]);
    expect(await stored(cast.superAdmin.id)).toMatchObject({
      role: Role.SUPER_ADMIN,
      status: UserStatus.ACTIVE,
    });
  });

  describe('the last active super admin', () => {
    let other: Person;
    beforeEach(async () => {
      // Every other super admin is put away, and the acting one is on hold (still signed in).
      await t.db
        .update(users)
        .set({ status: UserStatus.DELETED })
        .where(eq(users.role, Role.SUPER_ADMIN));
      await t.db
        .update(users)
        .set({ status: UserStatus.ON_HOLD })
        .where(eq(users.id, cast.superAdmin.id));
      other = await person(t, 'Yuri', Role.SUPER_ADMIN);
    });

    test.each([
      ['demoted', { role: Role.ADMIN }],
      ['disabled', { status: UserStatus.DISABLED }],
      ['deleted', { status: UserStatus.DELETED }],
    ])('is not %s', async (_change, payload) => {
      const response = await put(cast.superAdmin, other.id, payload);
      expect([response.statusCode, response.json()]).toEqual([
        409,
        { error: userTexts.lastSuperAdmin, message: userTexts.lastSuperAdmin },
      ]);
      expect(await stored(other.id)).toMatchObject({
        role: Role.SUPER_ADMIN,
        status: UserStatus.ACTIVE,
      });
    });

    test('can be changed once another super admin is active', async () => {
      await t.db
        .update(users)
        .set({ status: UserStatus.ACTIVE })
        .where(eq(users.id, cast.superAdmin.id));
      const response = await put(cast.superAdmin, other.id, { role: Role.ADMIN });
      expect(response.statusCode).toBe(200);
    });
  });
});
