import { setupTestApp } from '../../test/helper.ts';
import { answers, matrixCases, type MatrixRow } from '../../test/role-matrix.ts';
import { jobCast, type JobCast } from '../job/test-fixtures.ts';
import { typistWithWork } from '../invoice/test-fixtures.ts';

/**
 * Who may download the invoice reports: per role, the answer of each route on a fresh invoice.
 * The payment report serves the admin invoices screen, so admins and super admins make it; the
 * QuickBooks import is a report, super admins' alone; nobody else reaches either.
 */
const t = setupTestApp();
let cast: JobCast;

interface Target {
  invoiceId: number;
}

beforeAll(async () => {
  cast = await jobCast(t);
});

//               anon client typist proof radmin admin super
const matrix: MatrixRow<Target>[] = [
  {
    route: 'GET /v1/report/invoice-payment-report',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: ({ invoiceId }) => ({
      method: 'GET',
      url: `/v1/report/invoice-payment-report?invoices[]=${invoiceId}`,
    }),
  },
  {
    route: 'GET /v1/report/invoice',
    expected: answers(401, 403, 403, 403, 403, 403, 200),
    request: () => ({
      method: 'GET',
      url: '/v1/report/invoice?type=typist_invoices_qb&month=2025-12',
    }),
  },
];

describe('authorization matrix of the invoice reports', () => {
  test.each(matrixCases(matrix))('$route as $who → $status', async ({ who, status, row }) => {
    const typist = await typistWithWork(t, cast.client.id, '2025-12');
    const made = await t.app.inject({
      url: `/v1/invoice/generate?month=2025-12&user_id=${typist.id}`,
      headers: cast.admin.headers,
    });
    const headers = who === 'anonymous' ? {} : cast[who].headers;
    const response = await t.app.inject({
      ...row.request({ invoiceId: made.json<{ id: number }>().id }),
      headers,
    });
    expect(response.statusCode).toBe(status);
  });
});
