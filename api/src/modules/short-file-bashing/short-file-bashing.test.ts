import { SHORT_FILE_BASHING_LIMITS } from '@portal/contracts/common/limits';
import { shortFileBashingTexts } from '@portal/contracts/short-file-bashing/texts';
import { settings } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { callsAs, jobCast, orderedMedia, type JobCast } from '../job/test-fixtures.ts';

const t = setupTestApp();
const calls = callsAs(t);
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

beforeEach(async () => {
  await t.db.delete(settings);
});

const setting = (name: string) => calls.get(cast.admin, `/v1/setting/short-file-bashing-${name}`);
const put = (name: string, value: unknown, who = cast.admin) =>
  calls.put(who, `/v1/setting/short-file-bashing-${name}`, { value });

describe('short-file bashing settings', () => {
  test('answer the defaults until an admin sets them', async () => {
    const all = await calls.get(cast.restrictedAdmin, '/v1/short-file-bashing');
    expect(all.json()).toEqual({
      maxDuration: SHORT_FILE_BASHING_LIMITS.maxDuration.default,
      batchSize: SHORT_FILE_BASHING_LIMITS.batchSize.default,
    });
    expect((await setting('batch-size')).json()).toEqual({
      name: 'batch-size',
      value: SHORT_FILE_BASHING_LIMITS.batchSize.default,
      updatedAt: null,
    });
  });

  test('keep what an admin sets, with when', async () => {
    const response = await put('max-duration', '420');
    expect(response.statusCode).toBe(200);
    const at = Math.floor(t.clock.now().getTime() / 1000);
    expect(response.json()).toEqual({ name: 'max-duration', value: 420, updatedAt: at });
    expect((await setting('max-duration')).json()).toMatchObject({ value: 420, updatedAt: at });
    expect((await calls.get(cast.admin, '/v1/short-file-bashing')).json()).toMatchObject({
      maxDuration: 420,
    });
    await put('max-duration', 480, cast.superAdmin);
    expect((await setting('max-duration')).json()).toMatchObject({ value: 480 });
  });

  test.each([
    ['max-duration', 59, shortFileBashingTexts.maxDuration],
    ['max-duration', 3601, shortFileBashingTexts.maxDuration],
    ['max-duration', 'ten', shortFileBashingTexts.maxDuration],
    ['max-duration', 300.5, shortFileBashingTexts.maxDuration],
    ['batch-size', 0, shortFileBashingTexts.batchSize],
    ['batch-size', -3, shortFileBashingTexts.batchSize],
    ['batch-size', 51, shortFileBashingTexts.batchSize],
  ])('refuse %s = %p and keep the value as it was', async (name, value, message) => {
    await put(name, name === 'batch-size' ? 5 : 600);
    const before = (await setting(name)).json();
    const response = await put(name, value);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'value', message }]);
    expect((await setting(name)).json()).toEqual(before);
  });

  test('know only their own names', async () => {
    const response = await put('colour', 3);
    expect(response.statusCode).toBe(422);
    expect((await calls.get(cast.admin, '/v1/setting/short-file-bashing-colour')).statusCode).toBe(
      422,
    );
  });
});

describe("the grid's short files", () => {
  test('GET /v1/media max_duration keeps media at most that long', async () => {
    const short = await orderedMedia(t, cast.client.id, 240);
    const long = await orderedMedia(t, cast.client.id, 1_800);
    const page = await calls.get(
      cast.admin,
      '/v1/media?status[]=ordered&sub_status[]=Unassigned&max_duration=300&page_size=100',
    );
    const ids = page.json<{ result: { id: number }[] }>().result.map((row) => row.id);
    expect(ids).toContain(short.id);
    expect(ids).not.toContain(long.id);
  });
});
