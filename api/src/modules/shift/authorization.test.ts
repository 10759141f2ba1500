import { setupTestApp } from '../../test/helper.ts';
import { answers, matrixCases, putRequest, type MatrixRow } from '../../test/role-matrix.ts';
import { jobCast, type JobCast } from '../job/test-fixtures.ts';
import { shiftAt } from './test-fixtures.ts';

/**
 * Who may use the shifts: per role, the answer of each route on a fresh typist shift a day
 * ahead. Typists book and read their shifts; admins and super admins plan them and see who
 * booked; proofreaders read and book only proofreader shifts (none here, hence 404 on a typist
 * one); clients and restricted admins have no part in them.
 */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

//               anon client typist proof radmin admin super
const matrix: MatrixRow<number>[] = [
  {
    route: 'GET /v1/shift/list',
    expected: answers(401, 403, 200, 200, 403, 200, 200),
    request: () => ({ method: 'GET', url: '/v1/shift/list' }),
  },
  {
    route: 'GET /v1/shift',
    expected: answers(401, 403, 200, 200, 403, 200, 200),
    request: () => ({ method: 'GET', url: '/v1/shift?date=2026-03-02' }),
  },
  {
    route: 'GET /v1/shift?expand=bookings',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: () => ({ method: 'GET', url: '/v1/shift?date=2026-03-02&expand=bookings' }),
  },
  {
    route: 'POST /v1/shift',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: () => ({
      method: 'POST',
      url: '/v1/shift',
      payload: { date: '2026-03-10', start_time: '09:00', end_time: '13:00', capacity: 2 },
    }),
  },
  {
    route: 'PUT /v1/shift/book/{id}',
    expected: answers(401, 403, 200, 404, 403, 403, 403),
    request: (id) => putRequest(`/v1/shift/book/${id}`),
  },
  {
    route: 'PUT /v1/shift/cancel/{id} (booked by nobody)',
    expected: answers(401, 403, 404, 404, 403, 403, 403),
    request: (id) => putRequest(`/v1/shift/cancel/${id}`),
  },
  {
    route: 'PUT /v1/shift/modify/{id}',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: (id) => putRequest(`/v1/shift/modify/${id}`, { capacity: 5 }),
  },
  {
    route: 'DELETE /v1/shift/{id}',
    expected: answers(401, 403, 403, 403, 403, 204, 204),
    request: (id) => ({ method: 'DELETE', url: `/v1/shift/${id}` }),
  },
];

describe('authorization matrix of shifts', () => {
  test.each(matrixCases(matrix))('$route as $who → $status', async ({ who, status, row }) => {
    const id = await shiftAt(t.db, t.clock.now(), 24);
    const headers = who === 'anonymous' ? {} : cast[who].headers;
    const response = await t.app.inject({ ...row.request(id), headers });
    expect(response.statusCode).toBe(status);
  });
});
