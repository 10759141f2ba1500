import { setupTestApp } from '../../test/helper.ts';
import { answers, matrixCases, putRequest, type MatrixRow } from '../../test/role-matrix.ts';
import { jobCast, type JobCast } from '../job/test-fixtures.ts';
import { finishedJob, typistWithWork } from './test-fixtures.ts';

/**
 * Who may use invoices: per role, the answer of each route on a fresh invoice of a typist of its
 * own. Admins and super admins do everything; a typist lists and downloads their own invoices
 * only (another's PDF is answered as missing); nobody else reaches them.
 */
const t = setupTestApp();
let cast: JobCast;
let ownInvoiceId: number;

interface Target {
  invoiceId: number;
  /** A typist with work in 2026-01 and no invoice for it yet. */
  freshTypistId: number;
}

const generate = (month: string, userId: number) =>
  t.app.inject({
    url: `/v1/invoice/generate?month=${month}&user_id=${userId}`,
    headers: cast.admin.headers,
  });

beforeAll(async () => {
  cast = await jobCast(t);
  await finishedJob(t, cast.client.id, {
    typistId: cast.typist.id,
    finishedAt: '2025-12-14T10:00:00Z',
  });
  ownInvoiceId = (await generate('2025-12', cast.typist.id)).json<{ id: number }>().id;
});

//               anon client typist proof radmin admin super
const matrix: MatrixRow<Target>[] = [
  {
    route: 'GET /v1/month-invoice',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: () => ({ method: 'GET', url: '/v1/month-invoice' }),
  },
  {
    route: 'GET /v1/invoice',
    expected: answers(401, 403, 200, 403, 403, 200, 200),
    request: () => ({ method: 'GET', url: '/v1/invoice' }),
  },
  {
    route: "GET /v1/invoice/raw/{id} of another typist's invoice",
    expected: answers(401, 403, 404, 403, 403, 200, 200),
    request: ({ invoiceId }) => ({ method: 'GET', url: `/v1/invoice/raw/${invoiceId}` }),
  },
  {
    route: "GET /v1/invoice/raw/{id} of the typist's own invoice",
    expected: answers(401, 403, 200, 403, 403, 200, 200),
    request: () => ({ method: 'GET', url: `/v1/invoice/raw/${ownInvoiceId}` }),
  },
  {
    route: 'GET /v1/invoice/generate',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: ({ freshTypistId }) => ({
      method: 'GET',
      url: `/v1/invoice/generate?month=2026-01&user_id=${freshTypistId}`,
    }),
  },
  {
    route: 'GET /v1/invoice/re-generate/{id}',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: ({ invoiceId }) => ({ method: 'GET', url: `/v1/invoice/re-generate/${invoiceId}` }),
  },
  {
    route: 'PUT /v1/invoice/{id}',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: ({ invoiceId }) => putRequest(`/v1/invoice/${invoiceId}`, { status: 'pending' }),
  },
  {
    route: 'PUT /v1/invoice/bulk-update',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: ({ invoiceId }) =>
      putRequest('/v1/invoice/bulk-update', { ids: [invoiceId], status: 'issue' }),
  },
];

describe('authorization matrix of invoices', () => {
  test.each(matrixCases(matrix))('$route as $who → $status', async ({ who, status, row }) => {
    const invoiced = await typistWithWork(t, cast.client.id, '2025-12');
    const fresh = await typistWithWork(t, cast.client.id, '2026-01');
    const made = await generate('2025-12', invoiced.id);
    const headers = who === 'anonymous' ? {} : cast[who].headers;
    const response = await t.app.inject({
      ...row.request({ invoiceId: made.json<{ id: number }>().id, freshTypistId: fresh.id }),
      headers,
    });
    expect(response.statusCode).toBe(status);
  });
});
