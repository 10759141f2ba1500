import { setupTestApp } from '../../test/helper.ts';
import { answers, matrixCases, putRequest, type MatrixRow } from '../../test/role-matrix.ts';
import { jobCast, type JobCast } from '../job/test-fixtures.ts';
import { project } from '../project/test-fixtures.ts';

/**
 * Who may use ad-hoc charges: per role, the answer of each route on a fresh client charge.
 * Admins and super admins only; restricted admins, whose menu holds no money, are refused.
 */
const t = setupTestApp();
let cast: JobCast;
let projectId: number;

beforeAll(async () => {
  cast = await jobCast(t);
  projectId = (await project(t.db, cast.client.id, 'Board meetings', t.clock.now())).id;
});

//               anon client typist proof radmin admin super
const matrix: MatrixRow<number>[] = [
  {
    route: 'GET /v1/ad-hoc-charge',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: () => ({ method: 'GET', url: `/v1/ad-hoc-charge?project_id=${projectId}` }),
  },
  {
    route: 'POST /v1/ad-hoc-charge',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: () => ({
      method: 'POST',
      url: '/v1/ad-hoc-charge',
      payload: { project_id: projectId, description: 'Courier', amount: 1500 },
    }),
  },
  {
    route: 'PUT /v1/ad-hoc-charge/{id}',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: (id) => putRequest(`/v1/ad-hoc-charge/${id}`, { amount: 1800 }),
  },
  {
    route: 'DELETE /v1/ad-hoc-charge/{id}',
    expected: answers(401, 403, 403, 403, 403, 204, 204),
    request: (id) => ({ method: 'DELETE', url: `/v1/ad-hoc-charge/${id}` }),
  },
  {
    route: 'POST /v1/project/remove-adhoc/{id}',
    expected: answers(401, 403, 403, 403, 403, 204, 204),
    request: (id) => ({ method: 'POST', url: `/v1/project/remove-adhoc/${id}` }),
  },
];

describe('authorization matrix of ad-hoc charges', () => {
  test.each(matrixCases(matrix))('$route as $who → $status', async ({ who, status, row }) => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/ad-hoc-charge',
      headers: cast.admin.headers,
      payload: { project_id: projectId, description: 'Printed transcript', amount: 2500 },
    });
    const headers = who === 'anonymous' ? {} : cast[who].headers;
    const response = await t.app.inject({
      ...row.request(made.json<{ id: number }>().id),
      headers,
    });
    expect(response.statusCode).toBe(status);
  });
});
