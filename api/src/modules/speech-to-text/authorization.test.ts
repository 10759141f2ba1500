import type { Config } from '../../config.ts';
import { setupTestApp } from '../../test/helper.ts';
import { answers, matrixCases, type MatrixRow } from '../../test/role-matrix.ts';
import { drainTasks } from '../../test/tasks.ts';
import { jobCast, orderedMedia, type JobCast } from '../job/test-fixtures.ts';
import { startProviderStandIn, type ProviderStandIn } from './test-provider.ts';

/**
 * Who may use speech-to-text: per role, the answer of each route on a fresh ordered media.
 * resendToS2t and the error report are the admins' and super admins' (restricted admins run
 * assignment, not what is sent to the provider); the provider's own report is in the main test.
 */
const overrides: Partial<Config> = {};
let provider: ProviderStandIn;
beforeAll(async () => {
  provider = await startProviderStandIn();
  provider.answers.push({ verbose: { segments: [{ start: 0, end: 1, text: 'Hello.' }] } });
  overrides.speechToText = provider.config;
});
afterAll(() => provider.close());

const t = setupTestApp(overrides);
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});
afterEach(() => drainTasks(t.app));

//               anon client typist proof radmin admin super
const matrix: MatrixRow<number>[] = [
  {
    route: 'PUT /v1/media/speech-to-text/{id}',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: (id) => ({ method: 'PUT', url: `/v1/media/speech-to-text/${id}` }),
  },
  {
    route: 'POST /v1/media/error/{id}',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: (id) => ({
      method: 'POST',
      url: `/v1/media/error/${id}`,
      payload: { message: 'Provider failed' },
    }),
  },
];

describe('authorization matrix of speech-to-text', () => {
  test.each(matrixCases(matrix))('$route as $who → $status', async ({ who, status, row }) => {
    const item = await orderedMedia(t, cast.client.id);
    const headers = who === 'anonymous' ? {} : cast[who].headers;
    const response = await t.app.inject({ ...row.request(item.id), headers });
    expect(response.statusCode).toBe(status);
  });
});
