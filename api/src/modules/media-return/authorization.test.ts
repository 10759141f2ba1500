import type { InjectOptions } from 'fastify';
import { setupTestApp } from '../../test/helper.ts';
import { answers, whos, putRequest as put, type Who } from '../../test/role-matrix.ts';
import { jobCast, type JobCast } from '../job/test-fixtures.ts';
import { splitMedia } from './test-fixtures.ts';

/**
 * Who may finish the line: per role, the answer of each route on a split media whose parts are
 * done (returned first where the row says so). Restricted admins read the history and put a
 * media on hold; what reaches the client is the admins' and super admins'.
 */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

interface Row {
  route: string;
  returned?: boolean;
  expected: Record<Who, number>;
  request: (mediaId: number) => InjectOptions;
}

//               anon client typist proof radmin admin super
const matrix: Row[] = [
  {
    route: 'PUT /v1/media/merge-transcripts/{id}',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: (id) => put(`/v1/media/merge-transcripts/${id}`),
  },
  {
    route: 'PUT /v1/media/return',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: (id) => put('/v1/media/return', { ids: [id] }),
  },
  {
    route: 'PUT /v1/media/re-notify',
    returned: true,
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: (id) => put('/v1/media/re-notify', { ids: [id] }),
  },
  {
    route: 'GET /v1/media/restore-snapshots/{id}',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: (id) => ({ method: 'GET', url: `/v1/media/restore-snapshots/${id}` }),
  },
  {
    route: 'GET /v1/media/history/{id}',
    expected: answers(401, 403, 403, 403, 200, 200, 200),
    request: (id) => ({ method: 'GET', url: `/v1/media/history/${id}` }),
  },
  {
    route: 'PUT /v1/media/{id} (on hold)',
    expected: answers(401, 403, 403, 403, 200, 200, 200),
    request: (id) => put(`/v1/media/${id}`, { on_hold: true }),
  },
  {
    route: 'PUT /v1/media/{id} (cancelled)',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: (id) => put(`/v1/media/${id}`, { cancelled: true }),
  },
  {
    route: 'PUT /v1/media/{id} (return notes)',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: (id) => put(`/v1/media/${id}`, { return_notes: 'Thanks.' }),
  },
];

const cases = matrix.flatMap((row) =>
  whos.map((who) => ({ route: row.route, who, status: row.expected[who], row })),
);

describe('authorization matrix of finishing the line', () => {
  test.each(cases)('$route as $who → $status', async ({ who, status, row }) => {
    const { item } = await splitMedia(t, cast);
    if (row.returned)
      await t.app.inject({
        ...put('/v1/media/return', { ids: [item.id] }),
        headers: cast.admin.headers,
      });
    const headers = who === 'anonymous' ? {} : cast[who].headers;
    const response = await t.app.inject({ ...row.request(item.id), headers });
    expect(response.statusCode).toBe(status);
  });
});
