import { serviceDiscounts } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { answers, matrixCases, putRequest, type MatrixRow } from '../../test/role-matrix.ts';
import { jobCast, type JobCast } from '../job/test-fixtures.ts';
import { activeServiceId } from '../pre-booking/test-fixtures.ts';
import { company } from '../project/test-fixtures.ts';

/**
 * Who may use business discounts: per role, the answer of each route on a fresh discount (in
 * pounds). Only super admins, as with promo codes; nobody else, admins included.
 */
const t = setupTestApp();
let cast: JobCast;
let serviceId: number;
let companyId: number;

beforeAll(async () => {
  cast = await jobCast(t);
  serviceId = await activeServiceId(t);
  companyId = (await company(t.db, 'Matrix Ltd', cast.client.id)).id;
});

afterEach(async () => {
  await t.db.delete(serviceDiscounts);
});

const discountIn = (currency: string) => ({
  company_id: companyId,
  service_id: serviceId,
  discount: 10,
  currency,
});

//               anon client typist proof radmin admin super
const matrix: MatrixRow<number>[] = [
  {
    route: 'GET /v1/service-discount',
    expected: answers(401, 403, 403, 403, 403, 403, 200),
    request: () => ({ method: 'GET', url: '/v1/service-discount' }),
  },
  {
    route: 'POST /v1/service-discount',
    expected: answers(401, 403, 403, 403, 403, 403, 200),
    request: () => ({ method: 'POST', url: '/v1/service-discount', payload: discountIn('USD') }),
  },
  {
    route: 'GET /v1/service-discount/{id}',
    expected: answers(401, 403, 403, 403, 403, 403, 200),
    request: (id) => ({ method: 'GET', url: `/v1/service-discount/${id}` }),
  },
  {
    route: 'PUT /v1/service-discount/{id}',
    expected: answers(401, 403, 403, 403, 403, 403, 200),
    request: (id) => putRequest(`/v1/service-discount/${id}`, { discount: 12 }),
  },
  {
    route: 'DELETE /v1/service-discount/{id}',
    expected: answers(401, 403, 403, 403, 403, 403, 204),
    request: (id) => ({ method: 'DELETE', url: `/v1/service-discount/${id}` }),
  },
];

describe('authorization matrix of business discounts', () => {
  test.each(matrixCases(matrix))('$route as $who → $status', async ({ who, status, row }) => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/service-discount',
      headers: cast.superAdmin.headers,
      payload: discountIn('GBP'),
    });
    const headers = who === 'anonymous' ? {} : cast[who].headers;
    const response = await t.app.inject({
      ...row.request(made.json<{ id: number }>().id),
      headers,
    });
    expect(response.statusCode).toBe(status);
  });
});
