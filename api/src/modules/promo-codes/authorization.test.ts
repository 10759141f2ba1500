import { setupTestApp } from '../../test/helper.ts';
import { answers, matrixCases, type MatrixRow } from '../../test/role-matrix.ts';
import { jobCast, type JobCast } from '../job/test-fixtures.ts';

/**
 * Who may use promo codes: only super admins list them and create them from a file (the cart's
 * lookup of one code is open to anyone, and has its own tests).
 */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

// Each case uploads a code of its own, so the super admin's is never one already made.
let uploads = 0;

//               anon client typist proof radmin admin super
const matrix: MatrixRow<void>[] = [
  {
    route: 'GET /v1/activator/coupons',
    expected: answers(401, 403, 403, 403, 403, 403, 200),
    request: () => ({ method: 'GET', url: '/v1/activator/coupons' }),
  },
  {
    route: 'POST /v1/activator/create-coupons',
    expected: answers(401, 403, 403, 403, 403, 403, 200),
    request: () => ({
      method: 'POST',
      url: '/v1/activator/create-coupons',
      headers: { 'content-type': 'text/csv' },
      payload: `code,discount_percent,max_uses,expires_on\nMATRIX${(uploads += 1)},10,,\n`,
    }),
  },
];

describe('authorization matrix of promo codes', () => {
  test.each(matrixCases(matrix))('$route as $who → $status', async ({ who, status, row }) => {
    const request = row.request();
    const auth = who === 'anonymous' ? {} : cast[who].headers;
    const response = await t.app.inject({ ...request, headers: { ...request.headers, ...auth } });
    expect(response.statusCode).toBe(status);
  });
});
