import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { answers, matrixCases, putRequest as put, type MatrixRow } from '../../test/role-matrix.ts';
import { jobCast, type JobCast } from '../job/test-fixtures.ts';
import { splitMedia } from '../media-return/test-fixtures.ts';

/**
 * Who may edit the media's details and send its mails: per role, the answer of each route on a
 * split media whose typists are working. Restricted admins, who run assignment, move the
 * deadline, tell the workers and talk in the chat; what the client bought or reads is the
 * admins' and super admins'.
 */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const tomorrow = () => Math.floor(t.clock.now().getTime() / 1000) + 86_400;

//                                 anon client typist proof radmin admin super
const matrix: MatrixRow<number>[] = [
  {
    route: 'GET /v1/media/details/{id}',
    expected: answers(401, 403, 403, 403, 200, 200, 200),
    request: (id) => ({ method: 'GET', url: `/v1/media/details/${id}` }),
  },
  {
    route: 'GET /v1/media/admin-chat/{id}',
    expected: answers(401, 403, 403, 403, 200, 200, 200),
    request: (id) => ({ method: 'GET', url: `/v1/media/admin-chat/${id}` }),
  },
  {
    route: 'PUT /v1/media/notify/{id} (deadline_changed)',
    expected: answers(401, 403, 403, 403, 200, 200, 200),
    request: (id) => put(`/v1/media/notify/${id}`, { kind: 'deadline_changed' }),
  },
  {
    route: 'PUT /v1/media/notify/{id} (customer_email)',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: (id) =>
      put(`/v1/media/notify/${id}`, { kind: 'customer_email', subject: 'Hi', message: 'Hello' }),
  },
  {
    route: 'PUT /v1/media/{id} (deadline)',
    expected: answers(401, 403, 403, 403, 200, 200, 200),
    request: (id) => put(`/v1/media/${id}`, { deadline: tomorrow() }),
  },
  {
    route: 'PUT /v1/media/{id} (admin chat)',
    expected: answers(401, 403, 403, 403, 200, 200, 200),
    request: (id) => put(`/v1/media/${id}`, { admin_chat: 'Hello' }),
  },
  {
    route: 'PUT /v1/media/{id} (client comments)',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: (id) => put(`/v1/media/${id}`, { client_comments: 'Two speakers' }),
  },
  {
    route: 'PUT /v1/media/{id} (poor audio)',
    expected: answers(401, 403, 403, 403, 403, 200, 200),
    request: (id) => put(`/v1/media/${id}`, { poor_audio_reason: 'Echo' }),
  },
  {
    route: 'PUT /v1/media/{id} (booking info)',
    // Not staff, the owner's edit: refused as the media is ordered (422), or not theirs (404).
    expected: answers(401, 422, 404, 404, 403, 200, 200),
    request: (id) => put(`/v1/media/${id}`, { extra_fields: { meeting_title: 'Budget' } }),
  },
  {
    route: 'PUT /v1/media/{id} (service)',
    expected: answers(401, 422, 404, 404, 403, 200, 200),
    request: (id) =>
      put(`/v1/media/${id}`, { service_options: { id: 1, turnaround: 604_800, speakers: '1' } }),
  },
];

describe("authorization matrix of the media's editable details", () => {
  test.each(matrixCases(matrix))('$route as $who → $status', async ({ who, status, row }) => {
    const { item } = await splitMedia(t, cast, ['in-progress', 'in-progress']);
    await t.db
      .update(jobs)
      .set({ proofreaderId: cast.proofreader.id })
      .where(eq(jobs.mediaId, item.id));
    const headers = who === 'anonymous' ? {} : cast[who].headers;
    const response = await t.app.inject({ ...row.request(item.id), headers });
    expect(response.statusCode).toBe(status);
  });
});
