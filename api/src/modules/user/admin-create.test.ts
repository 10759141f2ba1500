import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import { errorTexts } from '@portal/contracts/common/errors';
import { mailTexts } from '@portal/contracts/mail/texts';
import { userTexts } from '@portal/contracts/user/texts';
import type { StaffUser } from '@portal/contracts/user/list-schema';
import type { User } from '@portal/contracts/user/schema';
import { bearer, setupTestApp, signIn } from '../../test/helper.ts';
import { lastMessageTo, linkParameter } from '../../test/outbox.ts';
import { drainTasks } from '../../test/tasks.ts';
import { jobCast, type Caller, type JobCast } from '../job/test-fixtures.ts';
import { findUserByEmail } from './service.ts';

/** POST /v1/user/admin-create: accounts admins open, activated by their owner. */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const PASSWORD = 'Typist-Password-2027!';

const create = (who: Caller, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/user/admin-create', headers: who.headers, payload });

const newcomer = (email: string, role: Role = Role.TYPIST) => ({
  role,
  email,
  firstname: 'Nina',
  lastname: 'Newcomer',
});

async function activate(email: string) {
  await drainTasks(t.app);
  const mail = await lastMessageTo(t.db, email);
  const hash = linkParameter(mail?.text ?? '', 'registration-activator', 'hash');
  return t.app.inject({
    method: 'POST',
    url: '/v1/user/set-password',
    payload: { activation_hash: hash, password: PASSWORD, firstname: 'Nina', lastname: 'N' },
  });
}

describe('an admin opens an account', () => {
  test('a typist, trained and graded, pending until they set a password from the mail', async () => {
    const response = await create(cast.admin, {
      ...newcomer('Nina@Example.com'),
      trained_in: ['IVB', 'NOT'],
      grade: 3,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffUser>()).toMatchObject({
      role: Role.TYPIST,
      status: UserStatus.PENDING,
      email: 'nina@example.com',
      trainedIn: [{ shortName: 'IVB' }, { shortName: 'NOT' }],
      grade: 3,
      mfaEnabled: false,
    });
    await drainTasks(t.app);
    const mail = await lastMessageTo(t.db, 'nina@example.com');
    expect(mail?.subject).toBe(mailTexts.accountCreated.subject);
    expect(mail?.text).toContain('(Typist)');
    expect(mail?.text).toContain('two-factor authentication');

    expect((await activate('nina@example.com')).statusCode).toBe(200);
    expect((await findUserByEmail(t.db, 'nina@example.com'))?.status).toBe(UserStatus.ACTIVE);
  });

  test('once active, a staff member signs in and is held to setting up 2FA', async () => {
    await create(cast.admin, newcomer('otto.new@example.com', Role.PROOFREADER));
    await activate('otto.new@example.com');
    const tokens = await signIn(t.app, 'otto.new@example.com', PASSWORD);
    const profile = await t.app.inject({ url: '/v1/user/profile', headers: bearer(tokens) });
    expect(profile.json<User>()).toMatchObject({ role: Role.PROOFREADER, mfaEnabled: false });
    const jobs = await t.app.inject({ url: '/v1/job', headers: bearer(tokens) });
    expect([jobs.statusCode, jobs.json()]).toEqual([
      403,
      { message: errorTexts.twoFactorRequired },
    ]);
  });

  test('an admin account only as a super admin', async () => {
    for (const role of [Role.RESTRICTED_ADMIN, Role.ADMIN, Role.SUPER_ADMIN]) {
      const refused = await create(cast.admin, newcomer(`boss-${role}@example.com`, role));
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { message: userTexts.adminsBySuperAdmin },
      ]);
      expect(await findUserByEmail(t.db, `boss-${role}@example.com`)).toBeUndefined();
    }
    const made = await create(cast.superAdmin, newcomer('boss@example.com', Role.ADMIN));
    expect(made.json<StaffUser>()).toMatchObject({ role: Role.ADMIN, status: UserStatus.PENDING });
  });
});

describe('bad input is a 422 naming the field, and opens nothing', () => {
  test('an email that has an account already', async () => {
    const response = await create(cast.admin, newcomer(cast.typist.email.toUpperCase()));
    expect([response.statusCode, response.json()]).toEqual([
      422,
      [{ field: 'email', message: userTexts.emailTaken }],
    ]);
  });

  test('an unknown service, a grade outside 1 to 3, training for a client', async () => {
    const unknown = await create(cast.admin, { ...newcomer('a@example.com'), trained_in: ['XYZ'] });
    expect(unknown.json()).toEqual([
      { field: 'trained_in', message: userTexts.unknownService('XYZ') },
    ]);
    const grade = await create(cast.admin, { ...newcomer('b@example.com'), grade: 0 });
    expect(grade.json<{ field: string }[]>().map((error) => error.field)).toEqual(['grade']);
    const client = await create(cast.admin, {
      ...newcomer('c@example.com', Role.CLIENT),
      trained_in: ['IVB'],
    });
    expect(client.json()).toEqual([
      { field: 'trained_in', message: userTexts.trainedInForWorkers },
    ]);
    const names = await create(cast.admin, { ...newcomer('d@example.com'), firstname: ' ' });
    expect(names.json()).toEqual([{ field: 'firstname', message: errorTexts.required }]);
    for (const letter of 'abcd')
      expect(await findUserByEmail(t.db, `${letter}@example.com`)).toBeUndefined();
  });
});
