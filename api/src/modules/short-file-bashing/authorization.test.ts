import { setupTestApp } from '../../test/helper.ts';
import { answers, matrixCases, putRequest, type MatrixRow } from '../../test/role-matrix.ts';
import { jobCast, type JobCast } from '../job/test-fixtures.ts';

/**
 * Who may use short-file bashing: whoever runs the assign grid reads its settings; only admins
 * and super admins change them.
 */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

//               anon client typist proof radmin admin super
const matrix: MatrixRow<void>[] = [
  {
    route: 'GET /v1/short-file-bashing',
    expected: answers(401, 403, 403, 403, 200, 200, 200),
    request: () => ({ method: 'GET', url: '/v1/short-file-bashing' }),
  },
  {
    route: 'GET /v1/setting/short-file-bashing-{name}',
    expected: answers(401, 403, 403, 403, 200, 200, 200),
    request: () => ({ method: 'GET', url: '/v1/setting/short-file-bashing-max-duration' }),
  },
  {
    route: 'PUT /v1/setting/short-file-bashing-{name}',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: () => putRequest('/v1/setting/short-file-bashing-batch-size', { value: 12 }),
  },
];

describe('authorization matrix of short-file bashing', () => {
  test.each(matrixCases(matrix))('$route as $who → $status', async ({ who, status, row }) => {
    const headers = who === 'anonymous' ? {} : cast[who].headers;
    const response = await t.app.inject({ ...row.request(), headers });
    expect(response.statusCode).toBe(status);
  });
});
