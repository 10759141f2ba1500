import type { MediaImport } from '@portal/contracts/media-import/schema';
import { setupTestApp } from '../../test/helper.ts';
import { answers, matrixCases, type MatrixRow } from '../../test/role-matrix.ts';
import { drainTasks } from '../../test/tasks.ts';
import { jobCast, type JobCast } from '../job/test-fixtures.ts';

/**
 * Who may import from a link: whoever may upload (the policy's portal.visit), each for
 * themselves; a caller with neither a sign-in nor a session id has no cart to import into. Each
 * follows their own import. The link is refused by the SSRF rules, so no test fetches anything.
 */
const t = setupTestApp();
let cast: JobCast;
beforeAll(async () => {
  cast = await jobCast(t);
});
afterEach(() => drainTasks(t.app));

const link = { url: 'http://10.0.0.1/meeting.wav', currency: 'USD' };
type Headers = Record<string, string>;

//               anon client typist proof radmin admin super
const matrix: MatrixRow<Headers>[] = [
  {
    route: 'POST /v1/media/import',
    expected: answers(401, 200, 200, 200, 200, 200, 200),
    request: () => ({ method: 'POST', url: '/v1/media/import', payload: link }),
  },
  // The same audience as the upload's first step.
  {
    route: 'POST /v1/media',
    expected: answers(401, 200, 200, 200, 200, 200, 200),
    request: () => ({
      method: 'POST',
      url: '/v1/media',
      payload: { title: 'a.wav', extension: 'wav', size: 1000, currency: 'USD' },
    }),
  },
];

describe('authorization matrix of the import from a link', () => {
  test.each(matrixCases(matrix))('$route as $who → $status', async ({ who, status, row }) => {
    const headers = who === 'anonymous' ? {} : cast[who].headers;
    const response = await t.app.inject({ ...row.request(headers), headers });
    expect(response.statusCode).toBe(status);
  });

  test.each(['client', 'typist', 'admin'] as const)(
    'GET /v1/media/import/{id}: %s follows their own import, nobody else does',
    async (who) => {
      const { headers } = cast[who];
      const asked = await t.app.inject({
        method: 'POST',
        url: '/v1/media/import',
        headers,
        payload: link,
      });
      const { id } = asked.json<MediaImport>();
      const own = await t.app.inject({ url: `/v1/media/import/${id}`, headers });
      expect(own.statusCode).toBe(200);
      const other = who === 'client' ? cast.typist : cast.client;
      const theirs = await t.app.inject({ url: `/v1/media/import/${id}`, headers: other.headers });
      expect(theirs.statusCode).toBe(404);
      const anonymous = await t.app.inject({ url: `/v1/media/import/${id}` });
      expect(anonymous.statusCode).toBe(401);
    },
  );
});
