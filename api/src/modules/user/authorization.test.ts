import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import type { MfaSettings } from '@portal/contracts/mfa/schema';
import { setupTestApp } from '../../test/helper.ts';
import { answers, matrixCases, putRequest, type MatrixRow } from '../../test/role-matrix.ts';
import { jobCast, type JobCast } from '../job/test-fixtures.ts';
import { person } from '../project/test-fixtures.ts';

/**
 * Who may use the Users screens' routes: per role, the answer of each route on a fresh user (a
 * typist, or an admin where admin accounts are the point). Admins manage clients and staff,
 * super admins also admin accounts; to anyone else a user they may not manage is not found.
 */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

interface Target {
  id: number;
  mfaId: number;
  email: string;
}

/** A fresh, active user of the role, with their two-factor settings made. */
async function target(role: Role): Promise<Target> {
  const made = await person(t, 'Target', role);
  const settings = await t.app.inject({
    method: 'POST',
    url: '/v1/multi-factor-auth',
    headers: made.headers,
  });
  return { id: made.id, mfaId: settings.json<MfaSettings>().id, email: made.email };
}

interface Row extends MatrixRow<Target> {
  targetRole: Role;
}

const creating = (role: Role) => (user: Target) => ({
  method: 'POST' as const,
  url: '/v1/user/admin-create',
  payload: { role, email: `new-${user.email}`, firstname: 'New', lastname: 'Person' },
});

//                anon client typist proof radmin admin super
const matrix: Row[] = [
  {
    route: 'GET /v1/user',
    targetRole: Role.TYPIST,
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: () => ({ method: 'GET', url: '/v1/user' }),
  },
  {
    route: 'GET /v1/user/{id}',
    targetRole: Role.TYPIST,
    expected: answers(401, 403, 403, 403, 200, 200, 200),
    request: ({ id }) => ({ method: 'GET', url: `/v1/user/${id}` }),
  },
  // A restricted admin assigns typists and proofreaders: a client is not found to them.
  {
    route: 'GET /v1/user/{id} (a client)',
    targetRole: Role.CLIENT,
    expected: answers(401, 403, 403, 403, 404, 200, 200),
    request: ({ id }) => ({ method: 'GET', url: `/v1/user/${id}` }),
  },
  {
    route: 'GET /v1/user/statistics',
    targetRole: Role.TYPIST,
    expected: answers(401, 200, 200, 200, 200, 200, 200),
    request: () => ({ method: 'GET', url: '/v1/user/statistics' }),
  },
  {
    route: 'PUT /v1/user/{id} (a typist)',
    targetRole: Role.TYPIST,
    expected: answers(401, 404, 404, 404, 404, 200, 200),
    request: ({ id }) => putRequest(`/v1/user/${id}`, { grade: 3, status: UserStatus.ON_HOLD }),
  },
  {
    route: 'PUT /v1/user/{id} (an admin)',
    targetRole: Role.ADMIN,
    expected: answers(401, 404, 404, 404, 404, 403, 200),
    request: ({ id }) => putRequest(`/v1/user/${id}`, { status: UserStatus.DISABLED }),
  },
  {
    route: 'PUT /v1/user/{id} (a role)',
    targetRole: Role.TYPIST,
    expected: answers(401, 404, 404, 404, 404, 403, 200),
    request: ({ id }) => putRequest(`/v1/user/${id}`, { role: Role.PROOFREADER }),
  },
  {
    route: 'POST /v1/user/admin-create (a typist)',
    targetRole: Role.TYPIST,
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: creating(Role.TYPIST),
  },
  {
    route: 'POST /v1/user/admin-create (an admin)',
    targetRole: Role.TYPIST,
    expected: answers(401, 403, 403, 403, 403, 403, 200),
    request: creating(Role.ADMIN),
  },
  // No CRM is configured here: an allowed call has nothing to do (204); crm.test.ts has one.
  {
    route: 'POST /v1/user/add-to-hub-spot/{id} (a client)',
    targetRole: Role.CLIENT,
    expected: answers(401, 404, 403, 403, 403, 204, 204),
    request: ({ id }) => ({ method: 'POST', url: `/v1/user/add-to-hub-spot/${id}` }),
  },
  {
    route: 'POST /v1/user/add-to-hub-spot/{id} (the cast’s client: themself)',
    targetRole: Role.CLIENT,
    expected: answers(401, 204, 403, 403, 403, 204, 204),
    request: () => ({ method: 'POST', url: `/v1/user/add-to-hub-spot/${cast.client.id}` }),
  },
  {
    route: 'POST /v1/user/add-to-hub-spot/{id} (a typist)',
    targetRole: Role.TYPIST,
    expected: answers(401, 404, 403, 403, 403, 404, 404),
    request: ({ id }) => ({ method: 'POST', url: `/v1/user/add-to-hub-spot/${id}` }),
  },
  {
    route: 'PUT /v1/multi-factor-auth/{id} reset (a typist)',
    targetRole: Role.TYPIST,
    expected: answers(401, 404, 404, 404, 404, 200, 200),
    request: ({ mfaId }) => putRequest(`/v1/multi-factor-auth/${mfaId}`, { reset: true }),
  },
  {
    route: 'PUT /v1/multi-factor-auth/{id} reset (an admin)',
    targetRole: Role.ADMIN,
    expected: answers(401, 404, 404, 404, 404, 403, 200),
    request: ({ mfaId }) => putRequest(`/v1/multi-factor-auth/${mfaId}`, { reset: true }),
  },
];

describe('authorization matrix of the Users screens', () => {
  test.each(matrixCases(matrix))('$route as $who → $status', async ({ who, status, row }) => {
    const user = await target(row.targetRole);
    const headers = who === 'anonymous' ? {} : cast[who].headers;
    const response = await t.app.inject({ ...row.request(user), headers });
    expect(response.statusCode).toBe(status);
  });
});
