import { reportTypes } from '@portal/contracts/report/rules';
import { setupTestApp } from '../../test/helper.ts';
import { answers, matrixCases, type MatrixRow } from '../../test/role-matrix.ts';
import { jobCast, type JobCast } from '../job/test-fixtures.ts';

/**
 * Who may download the reports (staff spec section 6, super admin only): the reports form's five
 * and the typist activity report. The invoice reports have their own matrix.
 */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const span = 'from_date=2026-01-01&to_date=2026-01-31';

//               anon client typist proof radmin admin super
const superAdminOnly = answers(401, 403, 403, 403, 403, 403, 200);

const matrix: MatrixRow<void>[] = [...reportTypes, 'typist-activity-report'].map((type) => ({
  route: `GET /v1/report/${type}`,
  expected: superAdminOnly,
  request: () => ({ method: 'GET', url: `/v1/report/${type}?${span}` }),
}));

describe('authorization matrix of reports', () => {
  test.each(matrixCases(matrix))('$route as $who → $status', async ({ who, status, row }) => {
    const headers = who === 'anonymous' ? {} : cast[who].headers;
    const response = await t.app.inject({ ...row.request(), headers });
    expect(response.statusCode).toBe(status);
  });
});
