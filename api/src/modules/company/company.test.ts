import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import { errorTexts } from '@portal/contracts/common/errors';
import type { Tokens } from '@portal/contracts/auth/schema';
import type { CompanyView } from '@portal/contracts/company/schema';
import type { Page } from '@portal/contracts/common/page-schema';
import type { ProjectView } from '@portal/contracts/project/schema';
import { businessAccountRequests, companies, companyMembers, users } from '../../db/schema.ts';
import { DEMO_COMPANY_NAME, seedDemoAccounts } from '../../seed/seed.ts';
import { bearer, setupTestApp, signIn } from '../../test/helper.ts';
import { createUser, findUserByEmail } from '../user/service.ts';
import { createCompany } from './service.ts';
import {
  invitationToken,
  memberOf,
  pendingApplication,
  projectOn,
  signedInUser,
  type SignedIn,
} from './test-fixtures.ts';
import { MEMBER_PROJECTS_PAGE_SIZE } from '@portal/contracts/common/limits';
import { companyTexts } from '@portal/contracts/company/texts';

const t = setupTestApp();

type Who =
  | 'owner'
  | 'member'
  | 'client of another company'
  | 'client without company'
  | 'typist'
  | 'proofreader'
  | 'restricted admin'
  | 'admin'
  | 'super admin';

const callers = {} as Record<Who, SignedIn>;
let companyId: number;
let otherCompanyId: number;

// Nine sign-ins, each hashing a password: slow on a busy machine.
beforeAll(async () => {
  const now = t.clock.now();
  await seedDemoAccounts(t.db, now);
  const demo = async (email: string) => {
    const user = await findUserByEmail(t.db, email);
    if (!user) throw new Error(`no ${email}`);
    return { user, tokens: await signIn(t.app, email) };
  };
  callers.owner = await demo('business@demo.test');
  callers['client without company'] = await demo('client@demo.test');
  callers.typist = await demo('typist@demo.test');
  callers.proofreader = await demo('proofreader@demo.test');
  callers['restricted admin'] = await demo('radmin@demo.test');
  callers.admin = await demo('admin@demo.test');
  callers['super admin'] = await demo('superadmin@demo.test');
  const [own] = await t.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.ownerId, callers.owner.user.id));
  companyId = own?.id ?? 0;
  callers.member = await memberOf(t.app, t.db, companyId, now);
  const other = await signedInUser(t.app, t.db, now, Role.CLIENT, 'other');
  otherCompanyId = await createCompany(t.db, other.user, 'Other Company', now);
  callers['client of another company'] = other;
  // Staff pass the two-factor rule; it has its own tests (modules/mfa).
  await t.db.update(users).set({ mfaEnabled: true });
}, 60_000);

const send = (who: Who, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: bearer(callers[who].tokens),
    ...(payload ? { payload } : {}),
  });

let addresses = 0;
const freshEmail = () => `invitee-${++addresses}@outside.test`;

/** The owner invites an address; answers the invitation's id and the token of its mail link. */
async function invitation(email = freshEmail()): Promise<{ id: number; token: string }> {
  const response = await send('owner', 'POST', `/v1/company/invite/${companyId}`, { email });
  return { id: response.json<{ id: number }>().id, token: await invitationToken(t.app, email) };
}

// Staff who work on media are outside the company routes' audience: turned away before the input.
const staffWorkers = { typist: 403, proofreader: 403, 'restricted admin': 403 } as const;
// Invitation links are anyone's to open: staff learn no more of one than a stranger.
const linkStrangers = { typist: 404, proofreader: 404, 'restricted admin': 404 } as const;
const read: Record<Who, number> = {
  owner: 200,
  member: 200,
  'client of another company': 404,
  'client without company': 404,
  ...staffWorkers,
  admin: 200,
  'super admin': 200,
};
const manage: Record<Who, number> = { ...read, member: 403 };
const onlyAdmins: Record<Who, number> = {
  ...read,
  ...linkStrangers,
  owner: 404,
  member: 404,
};
const nobody: Record<Who, number> = { ...onlyAdmins, admin: 404, 'super admin': 404 };
/** Routes of the admins' own screens: everyone else is refused outright. */
const adminsOnly = (status: number): Record<Who, number> => ({
  owner: 403,
  member: 403,
  'client of another company': 403,
  'client without company': 403,
  typist: 403,
  proofreader: 403,
  'restricted admin': 403,
  admin: status,
  'super admin': status,
});

interface Row {
  route: string;
  expected: Record<Who, number>;
  call: (who: Who) => Promise<LightMyRequestResponse>;
}

const matrix: Row[] = [
  {
    route: 'GET /v1/company',
    expected: {
      ...read,
      'client of another company': 200,
      'client without company': 200,
      typist: 403,
      proofreader: 403,
      'restricted admin': 403,
    },
    call: (who) => send(who, 'GET', '/v1/company'),
  },
  {
    route: 'GET /v1/company/{id}',
    expected: read,
    call: (who) => send(who, 'GET', `/v1/company/${companyId}`),
  },
  {
    route: 'PUT /v1/company/{id}',
    expected: manage,
    call: (who) => send(who, 'PUT', `/v1/company/${companyId}`, { name: DEMO_COMPANY_NAME }),
  },
  {
    route: 'GET /v1/company/members/{id}',
    expected: read,
    call: (who) => send(who, 'GET', `/v1/company/members/${companyId}`),
  },
  {
    route: 'POST /v1/company/invite/{id}',
    expected: manage,
    call: (who) => send(who, 'POST', `/v1/company/invite/${companyId}`, { email: freshEmail() }),
  },
  {
    route: 'PUT /v1/company/revoke-invitation/{id}',
    expected: manage,
    call: async (who) =>
      send(who, 'PUT', `/v1/company/revoke-invitation/${(await invitation()).id}`, {}),
  },
  {
    route: 'PUT /v1/company/revoke-membership/{id}',
    expected: { ...manage, owner: 204, admin: 204, 'super admin': 204 },
    call: async (who) => {
      const { user } = await memberOf(t.app, t.db, companyId, t.clock.now());
      return send(who, 'PUT', `/v1/company/revoke-membership/${companyId}`, {
        user_id: user.id,
      });
    },
  },
  {
    route: 'GET /v1/company/member-projects/{id}',
    expected: manage,
    call: (who) => send(who, 'GET', `/v1/company/member-projects/${callers.member.user.id}`),
  },
  {
    route: 'GET /v1/company/details/{hash} (sent to someone else)',
    expected: onlyAdmins,
    call: async (who) => send(who, 'GET', `/v1/company/details/${(await invitation()).token}`),
  },
  {
    route: 'GET /v1/company/join/{hash} (sent to someone else)',
    expected: nobody,
    call: async (who) => send(who, 'GET', `/v1/company/join/${(await invitation()).token}`),
  },
  {
    route: 'GET /v1/company/decline/{hash} (sent to someone else)',
    expected: nobody,
    call: async (who) => send(who, 'GET', `/v1/company/decline/${(await invitation()).token}`),
  },
  {
    route: 'POST /v1/company/business-account-request',
    expected: {
      owner: 422,
      member: 422,
      'client of another company': 422,
      'client without company': 200,
      typist: 403,
      proofreader: 403,
      'restricted admin': 403,
      admin: 403,
      'super admin': 403,
    },
    call: (who) =>
      send(who, 'POST', '/v1/company/business-account-request', { company_name: 'Acme' }),
  },
  {
    route: 'GET /v1/company/business-account-request',
    expected: adminsOnly(200),
    call: (who) => send(who, 'GET', '/v1/company/business-account-request'),
  },
  {
    route: 'PUT /v1/company/business-account-request/{id}',
    expected: adminsOnly(200),
    call: async (who) => {
      const { requestId } = await pendingApplication(t.db, t.clock.now());
      return send(who, 'PUT', `/v1/company/business-account-request/${requestId}`, {
        state: 'rejected',
      });
    },
  },
];

const cases = matrix.flatMap(({ route, expected, call }) =>
  (Object.entries(expected) as [Who, number][]).map(([who, status]) => ({
    route,
    who,
    status,
    call,
  })),
);

describe('authorization matrix of the company routes', () => {
  test.each(cases)('$route as $who → $status', async ({ who, status, call }) => {
    const response = await call(who);
    expect(response.statusCode).toBe(status);
  });
});

describe('what a refusal tells', () => {
  test('another company answers as one that does not exist (404, same text)', async () => {
    const other = await send('owner', 'GET', `/v1/company/${otherCompanyId}`);
    const missing = await send('owner', 'GET', '/v1/company/999999');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect(other.json()).toEqual({ message: companyTexts.companyNotFound });
  });

  test('a member managing their company is told it is not allowed', async () => {
    const response = await send('member', 'PUT', `/v1/company/${companyId}`, { name: 'Mine' });
    expect(response.json()).toEqual({ message: errorTexts.unauthorized });
    expect((await send('owner', 'GET', `/v1/company/${companyId}`)).json().name).toBe(
      DEMO_COMPANY_NAME,
    );
  });

  test('without a token every route asks to sign in', async () => {
    const response = await t.app.inject({ url: `/v1/company/${companyId}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('the list', () => {
  test('a client sees their own company as a one-item page', async () => {
    const page = (await send('member', 'GET', '/v1/company')).json<Page<CompanyView>>();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(page.result[0]).toMatchObject({
      id: companyId,
      name: DEMO_COMPANY_NAME,
      ownerId: callers.owner.user.id,
      ownerName: 'Demo Business',
    });
    const none = (await send('client without company', 'GET', '/v1/company')).json();
    expect(none).toEqual({ result: [], total: 0, page: 1, pageSize: 20 });
  });

  test('a business account from before companies gets its own company on first use', async () => {
    const now = t.clock.now();
    const flagged = await signedInUser(t.app, t.db, now, Role.CLIENT, 'flagged');
    await t.db.update(users).set({ isBusinessAccount: true }).where(eq(users.id, flagged.user.id));
    const page = (await t.app.inject({ url: '/v1/company', headers: bearer(flagged.tokens) })).json<
      Page<CompanyView>
    >();
    expect(page.result).toEqual([
      expect.objectContaining({ name: 'Flagged Tester', ownerId: flagged.user.id, memberCount: 1 }),
    ]);
  });

  test('admins page through every company by name, 20 a page, filtered by name', async () => {
    const now = t.clock.now();
    for (let i = 0; i < 21; i++) {
      const owner = await createUser(
        t.db,
        {
          email: `listed-${i}@company.test`,
          password: null,
          role: Role.CLIENT,
          status: UserStatus.ACTIVE,
          firstname: 'Listed',
          lastname: `${i}`,
        },
        now,
      );
      await createCompany(t.db, owner, `Listed ${String(i).padStart(2, '0')} %Ltd`, now);
    }
    const first = (await send('admin', 'GET', '/v1/company')).json<Page<CompanyView>>();
    expect(first.pageSize).toBe(20);
    expect(first.result).toHaveLength(20);
    expect(first.total).toBeGreaterThanOrEqual(23);
    const filtered = (
      await send('super admin', 'GET', '/v1/company?name=listed%201&page=2&page_size=5')
    ).json<Page<CompanyView>>();
    // Listed 10 … Listed 19: ten names, the second page of five.
    expect(filtered).toMatchObject({ total: 10, page: 2, pageSize: 5 });
    expect(filtered.result.map((c) => c.name)).toEqual(
      [15, 16, 17, 18, 19].map((i) => `Listed ${i} %Ltd`),
    );
    const literal = (await send('admin', 'GET', '/v1/company?name=%25')).json<Page<CompanyView>>();
    expect(literal.total).toBe(21);
  });

  test('a page size above 100 is refused', async () => {
    const response = await send('admin', 'GET', '/v1/company?page_size=101');
    expect(response.statusCode).toBe(422);
  });
});

describe('the company details', () => {
  test('the owner changes them; sent empty, an optional one is cleared', async () => {
    const url = `/v1/company/${companyId}`;
    const changed = await send('owner', 'PUT', url, {
      name: '  Demo Business Ltd ',
      address: '1 High Street, London',
      vat_number: 'GB123456789',
      phone: '+44 20 7946 0958',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<CompanyView>()).toMatchObject({
      name: DEMO_COMPANY_NAME,
      address: '1 High Street, London',
      vatNumber: 'GB123456789',
      phone: '+44 20 7946 0958',
    });
    const cleared = await send('admin', 'PUT', url, { name: DEMO_COMPANY_NAME, phone: '' });
    expect(cleared.json<CompanyView>()).toMatchObject({
      address: '1 High Street, London',
      phone: null,
    });
  });

  test('bad details are refused field by field and change nothing', async () => {
    const url = `/v1/company/${companyId}`;
    const before = (await send('owner', 'GET', url)).json<CompanyView>();
    const response = await send('owner', 'PUT', url, {
      name: ' ',
      phone: 'call me',
      address: '<b>',
    });
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['address', 'name', 'phone']);
    expect((await send('owner', 'GET', url)).json()).toEqual(before);
  });
});

describe('members and their projects', () => {
  test('members read the member list, owner first, with the pending invitations', async () => {
    const pending = freshEmail();
    await invitation(pending);
    const body = (await send('member', 'GET', `/v1/company/members/${companyId}`)).json();
    expect(body.members[0]).toMatchObject({
      userId: callers.owner.user.id,
      name: 'Demo Business',
      email: 'business@demo.test',
      isOwner: true,
    });
    expect(body.members).toContainEqual(
      expect.objectContaining({ userId: callers.member.user.id, isOwner: false }),
    );
    expect(body.invitations).toContainEqual(
      expect.objectContaining({ email: pending, state: 'pending' }),
    );
  });

  test("the owner sees a member's projects made on the company's account, newest first", async () => {
    const memberId = callers.member.user.id;
    const older = await projectOn(t.db, memberId, companyId, t.clock.now());
    t.clock.advance(1000);
    const newer = await projectOn(t.db, memberId, companyId, t.clock.now());
    await projectOn(t.db, memberId, null, t.clock.now());
    const page = (await send('owner', 'GET', `/v1/company/member-projects/${memberId}`)).json<
      Page<ProjectView>
    >();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: MEMBER_PROJECTS_PAGE_SIZE });
    expect(page.result.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect(page.result[0]).toMatchObject({
      ownerId: memberId,
      ownerName: 'Member Tester',
      company: DEMO_COMPANY_NAME,
      mediaCount: 0,
      access: 'company',
    });
    const asAdmin = (
      await send('admin', 'GET', `/v1/company/member-projects/${memberId}?page_size=1`)
    ).json<Page<ProjectView>>();
    expect(asAdmin).toMatchObject({ total: 2, pageSize: 1 });
    expect(asAdmin.result.map((p) => p.access)).toEqual(['staff']);
  });

  test('someone who is not a member answers as not found', async () => {
    const outsider = callers['client without company'].user.id;
    const response = await send('owner', 'GET', `/v1/company/member-projects/${outsider}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: companyTexts.memberNotFound });
  });
});

describe('applying for a business account', () => {
  test('records a pending application once; a second one waits for the first', async () => {
    const applicant = await signedInUser(t.app, t.db, t.clock.now(), Role.CLIENT, 'applicant');
    const apply = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/company/business-account-request',
        headers: bearer(applicant.tokens as Tokens),
        payload: { company_name: 'Applicant Ltd', vat_number: 'GB1', message: 'Monthly invoices' },
      });
    const first = await apply();
    expect(first.json()).toMatchObject({ companyName: 'Applicant Ltd', state: 'pending' });
    const second = await apply();
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual([{ message: companyTexts.requestPending }]);
    const rows = await t.db
      .select()
      .from(businessAccountRequests)
      .where(eq(businessAccountRequests.userId, applicant.user.id));
    expect(rows).toEqual([
      expect.objectContaining({
        companyName: 'Applicant Ltd',
        details: { vatNumber: 'GB1', message: 'Monthly invoices' },
      }),
    ]);
  });

  test('a business account is told it has one already', async () => {
    const response = await send('member', 'POST', '/v1/company/business-account-request', {
      company_name: 'Again',
    });
    expect(response.json()).toEqual([{ message: companyTexts.alreadyBusinessAccount }]);
  });
});

test('the demo business account owns its company and is its first member', async () => {
  const members = await t.db
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.userId, callers.owner.user.id));
  expect(members).toEqual([expect.objectContaining({ companyId })]);
});
