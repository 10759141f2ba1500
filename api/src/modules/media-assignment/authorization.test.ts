import type { InjectOptions } from 'fastify';
import { setupTestApp } from '../../test/helper.ts';
import { answers, whos } from '../../test/role-matrix.ts';
import { jobCast, jobOn, orderedMedia, type JobCast } from '../job/test-fixtures.ts';

/**
 * Who may split and bulk-assign media: the dispatchers (restricted admins, admins and super
 * admins). Every other role is refused.
 */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

//                            anon client typist proof radmin admin super
const dispatchers = answers(401, 403, 403, 403, 200, 200, 200);

type Item = Awaited<ReturnType<typeof orderedMedia>>;

const matrix: { route: string; request: (item: Item) => InjectOptions }[] = [
  {
    route: 'POST /v1/media/assign/{id}',
    request: (item) => ({
      method: 'POST',
      url: `/v1/media/assign/${item.id}`,
      payload: { original: { start: 0, end: 600 }, updated_at: item.updatedAt.getTime() },
    }),
  },
  {
    route: 'GET /v1/media/assign',
    request: (item) => ({ method: 'GET', url: `/v1/media/assign?media_ids=${item.id}` }),
  },
  {
    route: 'POST /v1/media/assign',
    request: (item) => ({
      method: 'POST',
      url: '/v1/media/assign',
      payload: { items: [{ media_id: item.id, typist_id: cast.typist.id }] },
    }),
  },
];

const cases = matrix.flatMap((row) =>
  whos.map((who) => ({ route: row.route, who, status: dispatchers[who], row })),
);

describe('authorization matrix of splitting and bulk assignment', () => {
  test.each(cases)('$route as $who → $status', async ({ who, status, row }) => {
    const item = await orderedMedia(t, cast.client.id, 600);
    await jobOn(t, item);
    const headers = who === 'anonymous' ? {} : cast[who].headers;
    const response = await t.app.inject({ ...row.request(item), headers });
    expect(response.statusCode).toBe(status);
  });
});
