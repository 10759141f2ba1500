import { eq } from 'drizzle-orm';
import { media } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { answers, whos } from '../../test/role-matrix.ts';
import { jobCast, jobRow, mediaRow, type JobCast } from '../job/test-fixtures.ts';
import { historyOf, splitMedia } from '../media-return/test-fixtures.ts';

/** DELETE /v1/media/{id} from the assign grid (deleteMedia): an admin's step, in the history. */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const remove = (who: { headers: Record<string, string> }, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/v1/media/${id}`, headers: who.headers });

test('an admin deletes an ordered media: Deleted content, its jobs kept, recorded', async () => {
  const { item, halves } = await splitMedia(t, cast, ['done', 'in-progress']);
  const response = await remove(cast.admin, item.id);
  expect(response.statusCode).toBe(200);
  expect(await mediaRow(t.db, item.id)).toMatchObject({
    status: 'deleted',
    subStatus: 'Deleted content',
  });
  expect(await historyOf(t, item.id)).toMatchObject([
    {
      action: 'deleteMedia',
      actorId: cast.admin.id,
      jobId: null,
      before: { status: 'ordered', subStatus: 'Unassigned' },
      after: { status: 'deleted', subStatus: 'Deleted content' },
    },
  ]);
  const grid = await t.app.inject({ url: '/v1/media', headers: cast.admin.headers });
  expect(grid.json().result.map((row: { id: number }) => row.id)).not.toContain(item.id);
  expect(await jobRow(t.db, halves[0].id)).toMatchObject({ status: 'done' });
});

test('a media deleted already, or none, is a 404 and records nothing more', async () => {
  const { item } = await splitMedia(t, cast);
  await remove(cast.admin, item.id);
  const again = await remove(cast.superAdmin, item.id);
  expect(again.statusCode).toBe(404);
  expect(await historyOf(t, item.id)).toHaveLength(1);
  expect((await remove(cast.admin, 999_999)).statusCode).toBe(404);
});

/** A split media typed and returned: its client may delete it too (project/removal.ts). */
async function returnedMedia() {
  const { item } = await splitMedia(t, cast);
  await t.db.update(media).set({ status: 'returned' }).where(eq(media.id, item.id));
  return item;
}

test('the client who owns the project deletes it after its return, not as a staff action', async () => {
  const item = await returnedMedia();
  expect((await remove(cast.client, item.id)).statusCode).toBe(200);
  expect(await mediaRow(t.db, item.id)).toMatchObject({ status: 'deleted' });
  expect(await historyOf(t, item.id)).toEqual([]);
});

//                         anon client typist proof radmin admin super
const expected = answers(401, 200, 403, 403, 403, 200, 200);

describe('authorization matrix of deleteMedia', () => {
  test.each(whos.map((who) => ({ who, status: expected[who] })))(
    'DELETE /v1/media/{id} as $who → $status',
    async ({ who, status }) => {
      const item = await returnedMedia();
      const headers = who === 'anonymous' ? {} : cast[who].headers;
      expect((await remove({ headers }, item.id)).statusCode).toBe(status);
      const deleted = (await mediaRow(t.db, item.id))?.status === 'deleted';
      expect(deleted).toBe(status === 200);
    },
  );
});
