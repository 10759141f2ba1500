import { setupTestApp } from '../../test/helper.ts';
import { answers, matrixCases, putRequest, type MatrixRow } from '../../test/role-matrix.ts';
import { jobCast, type JobCast } from '../job/test-fixtures.ts';
import { activeServiceId } from './test-fixtures.ts';

/**
 * Who may use pre-bookings: per role, the answer of each route on a fresh pre-booking. Restricted
 * admins read and update them; admins and super admins also make and remove them; nobody else.
 */
const t = setupTestApp();
let cast: JobCast;
let serviceId: number;

beforeAll(async () => {
  cast = await jobCast(t);
  serviceId = await activeServiceId(t);
});

const expectedAt = () => Math.floor(t.clock.now().getTime() / 1000) + 86_400;

//               anon client typist proof radmin admin super
const matrix: MatrixRow<number>[] = [
  {
    route: 'GET /v1/pre-booking',
    expected: answers(401, 403, 403, 403, 200, 200, 200),
    request: () => ({ method: 'GET', url: '/v1/pre-booking' }),
  },
  {
    route: 'POST /v1/pre-booking',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: () => ({
      method: 'POST',
      url: '/v1/pre-booking',
      payload: {
        client_id: cast.client.id,
        service_id: serviceId,
        expected_minutes: 30,
        expected_at: expectedAt(),
      },
    }),
  },
  {
    route: 'PUT /v1/pre-booking/{id}',
    expected: answers(401, 403, 403, 403, 200, 200, 200),
    request: (id) => putRequest(`/v1/pre-booking/${id}`, { expected_minutes: 45 }),
  },
  {
    route: 'PUT /v1/pre-booking/bulk-update',
    expected: answers(401, 403, 403, 403, 200, 200, 200),
    request: (id) =>
      putRequest('/v1/pre-booking/bulk-update', { items: [{ id, status: 'received' }] }),
  },
  {
    route: 'DELETE /v1/pre-booking/{id}',
    expected: answers(401, 403, 403, 403, 403, 204, 204),
    request: (id) => ({ method: 'DELETE', url: `/v1/pre-booking/${id}` }),
  },
];

describe('authorization matrix of pre-bookings', () => {
  test.each(matrixCases(matrix))('$route as $who → $status', async ({ who, status, row }) => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/pre-booking',
      headers: cast.admin.headers,
      payload: {
        client_id: cast.client.id,
        service_id: serviceId,
        expected_minutes: 60,
        expected_at: expectedAt(),
      },
    });
    const headers = who === 'anonymous' ? {} : cast[who].headers;
    const response = await t.app.inject({
      ...row.request(made.json<{ id: number }>().id),
      headers,
    });
    expect(response.statusCode).toBe(status);
  });
});
