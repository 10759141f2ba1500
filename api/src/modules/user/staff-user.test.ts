import { userTexts } from '@portal/contracts/user/texts';
import { setupTestApp } from '../../test/helper.ts';
import { answers, whos } from '../../test/role-matrix.ts';
import { jobCast, jobOn, orderedMedia, type JobCast } from '../job/test-fixtures.ts';

/** GET /v1/user/{id}: who works on a media, with their contact details (the grid's staffInfo). */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const read = (who: { headers: Record<string, string> }, id: number | string) =>
  t.app.inject({ url: `/v1/user/${id}`, headers: who.headers });

test('a typist as staff lists show them: contact details and the jobs they type now', async () => {
  const item = await orderedMedia(t, cast.client.id, 600);
  await jobOn(t, item, { start: 0, end: 300, status: 'in-progress', typistId: cast.typist.id });
  const response = await read(cast.restrictedAdmin, cast.typist.id);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    id: cast.typist.id,
    email: cast.typist.email,
    load: { jobs: 1, seconds: 300 },
  });
  expect(Object.keys(response.json().profile)).toEqual(['mobile', 'contactPhone2']);
});

test('no such user is a 404; an id that is not a number reaches no route', async () => {
  const missing = await read(cast.admin, 999_999);
  expect(missing.statusCode).toBe(404);
  expect(missing.json().message).toBe(userTexts.notFound);
  expect((await read(cast.admin, 'abc')).statusCode).toBe(404);
});

test('to a restricted admin, a client is not found, as an id nobody has is', async () => {
  const answer = async (id: number) => {
    const response = await read(cast.restrictedAdmin, id);
    return { status: response.statusCode, body: response.json<unknown>() };
  };
  const client = await answer(cast.client.id);

  expect(client).toEqual({ status: 404, body: { message: userTexts.notFound } });
  expect(await answer(999_999)).toEqual(client);
  expect((await read(cast.admin, cast.client.id)).statusCode).toBe(200);
});

//                         anon client typist proof radmin admin super
const expected = answers(401, 403, 403, 403, 200, 200, 200);

describe('authorization matrix of GET /v1/user/{id}', () => {
  test.each(whos.map((who) => ({ who, status: expected[who] })))(
    'GET /v1/user/{id} of a proofreader as $who → $status',
    async ({ who, status }) => {
      const headers = who === 'anonymous' ? {} : cast[who].headers;
      expect((await read({ headers }, cast.proofreader.id)).statusCode).toBe(status);
    },
  );
});
