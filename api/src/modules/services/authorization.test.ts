import type { ManagedService } from '@portal/contracts/services/service-management-schema';
import { setupTestApp } from '../../test/helper.ts';
import { answers, matrixCases, putRequest, type MatrixRow } from '../../test/role-matrix.ts';
import { jobCast, type JobCast } from '../job/test-fixtures.ts';
import { bodyOf, serviceBody } from './test-fixtures.ts';

/**
 * Who may use the service catalogue: per role, the answer of each route on a fresh inactive
 * service. Anyone reads the active catalogue; admins and super admins every service; super
 * admins alone make and change services.
 */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

let codes = 0;
const nextCode = () => `A${String(++codes).padStart(3, '0')}`;

//               anon client typist proof radmin admin super
const matrix: MatrixRow<ManagedService>[] = [
  {
    route: 'GET /v1/new-service/guest-services',
    expected: answers(200, 200, 200, 200, 200, 200, 200),
    request: () => ({ method: 'GET', url: '/v1/new-service/guest-services' }),
  },
  {
    route: 'GET /v1/new-service/active-list',
    expected: answers(401, 200, 200, 200, 200, 200, 200),
    request: () => ({ method: 'GET', url: '/v1/new-service/active-list' }),
  },
  {
    route: 'GET /v1/new-service',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: () => ({ method: 'GET', url: '/v1/new-service?status=inactive' }),
  },
  {
    route: 'GET /v1/new-service/{id} (inactive)',
    expected: answers(404, 404, 404, 404, 404, 200, 200),
    request: (service) => ({ method: 'GET', url: `/v1/new-service/${service.id}` }),
  },
  {
    route: 'POST /v1/new-service',
    expected: answers(401, 403, 403, 403, 403, 403, 200),
    request: () => ({
      method: 'POST',
      url: '/v1/new-service',
      payload: serviceBody({ short_name: nextCode() }),
    }),
  },
  {
    route: 'PUT /v1/new-service/{id}',
    expected: answers(401, 403, 403, 403, 403, 403, 200),
    request: (service) =>
      putRequest(`/v1/new-service/${service.id}`, bodyOf(service, { status: 'active' })),
  },
];

describe('authorization matrix of services', () => {
  test.each(matrixCases(matrix))('$route as $who → $status', async ({ who, status, row }) => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/new-service',
      headers: cast.superAdmin.headers,
      payload: serviceBody({ short_name: nextCode(), status: 'inactive' }),
    });
    const headers = who === 'anonymous' ? {} : cast[who].headers;
    const response = await t.app.inject({ ...row.request(made.json<ManagedService>()), headers });
    expect(response.statusCode).toBe(status);
  });
});
