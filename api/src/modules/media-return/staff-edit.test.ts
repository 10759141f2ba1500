import { mediaReturnTexts } from '@portal/contracts/media-return/texts';
import { setupTestApp } from '../../test/helper.ts';
import { callsAs, jobCast, mediaRow, type JobCast } from '../job/test-fixtures.ts';
import { mediaOf } from '../project/test-fixtures.ts';
import { historyOf, splitMedia } from './test-fixtures.ts';

/** PUT /v1/media/{id} from staff: the onHoldToggle, cancelToggle and returnNotes row actions. */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const { put } = callsAs(t);

test('on hold and cancelled show as sub-statuses over the jobs’ progress, and come off again', async () => {
  const { item } = await splitMedia(t, cast, ['done', 'in-progress']);
  const held = await put(cast.restrictedAdmin, `/v1/media/${item.id}`, { on_hold: true });
  expect(held.statusCode).toBe(200);
  expect(await mediaRow(t.db, item.id)).toMatchObject({ onHold: true, subStatus: 'On hold' });
  await put(cast.admin, `/v1/media/${item.id}`, { cancelled: 'true' });
  expect(await mediaRow(t.db, item.id)).toMatchObject({ cancelled: true, subStatus: 'Cancelled' });
  await put(cast.admin, `/v1/media/${item.id}`, { cancelled: false, on_hold: 0 });
  expect(await mediaRow(t.db, item.id)).toMatchObject({
    onHold: false,
    cancelled: false,
    subStatus: 'Assigned',
  });
  expect(await historyOf(t, item.id)).toMatchObject([
    { action: 'onHoldToggle', actorId: cast.restrictedAdmin.id, before: { onHold: false } },
    { action: 'cancelToggle', actorId: cast.admin.id, after: { subStatus: 'Cancelled' } },
    { action: 'onHoldToggle', actorId: cast.admin.id, after: { onHold: false } },
    { action: 'cancelToggle', actorId: cast.admin.id, after: { subStatus: 'Assigned' } },
  ]);
});

test('the toggles are refused on a returned media; its return notes may still change', async () => {
  const { item } = await splitMedia(t, cast);
  await put(cast.admin, '/v1/media/return', { ids: [item.id] });
  const held = await put(cast.admin, `/v1/media/${item.id}`, { on_hold: true });
  expect(held.statusCode).toBe(409);
  expect(held.json().message).toBe(mediaReturnTexts.alreadyReturned);
  const noted = await put(cast.admin, `/v1/media/${item.id}`, { return_notes: 'See page 2.' });
  expect(noted.statusCode).toBe(200);
  expect(await mediaRow(t.db, item.id)).toMatchObject({
    onHold: false,
    returnNotes: 'See page 2.',
  });
});

test('bad staff edits are a 4xx naming the field, nothing changed', async () => {
  const { item } = await splitMedia(t, cast);
  const angle = await put(cast.admin, `/v1/media/${item.id}`, { return_notes: 'a <b> c' });
  expect(angle.statusCode).toBe(422);
  expect(angle.json()).toEqual([
    { field: 'return_notes', message: 'This symbol cannot be used here: <' },
  ]);
  const mixed = await put(cast.admin, `/v1/media/${item.id}`, { on_hold: true, title: 'New' });
  expect(mixed.statusCode).toBe(422);
  expect(mixed.json()).toEqual([{ field: 'title', message: mediaReturnTexts.staffEditAlone }]);
  const notFlag = await put(cast.admin, `/v1/media/${item.id}`, { cancelled: 'soon' });
  expect(notFlag.statusCode).toBe(422);
  expect(notFlag.json()[0].field).toBe('cancelled');
  const radminCancels = await put(cast.restrictedAdmin, `/v1/media/${item.id}`, {
    on_hold: true,
    cancelled: true,
  });
  expect(radminCancels.statusCode).toBe(403);
  const uploaded = await mediaOf(t.db, cast.client.id, { status: 'uploaded' });
  const early = await put(cast.admin, `/v1/media/${uploaded.id}`, { on_hold: true });
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toBe(mediaReturnTexts.notOrdered);
  expect(await mediaRow(t.db, item.id)).toMatchObject({
    onHold: false,
    cancelled: false,
    returnNotes: null,
    title: 'Board meeting',
  });
  expect(await historyOf(t, item.id)).toEqual([]);
});

test('priority and difficulty are set on the scales of the spec, and recorded', async () => {
  const { item } = await splitMedia(t, cast);
  const set = await put(cast.restrictedAdmin, `/v1/media/${item.id}`, {
    priority: 3,
    difficulty: '1',
  });
  expect(set.statusCode).toBe(200);
  expect(await mediaRow(t.db, item.id)).toMatchObject({ priority: 3, difficulty: 1 });
  expect(await historyOf(t, item.id)).toMatchObject([
    { action: 'editMediaPriority', before: { priority: 0 }, after: { priority: 3 } },
    { action: 'editMediaDifficulty', before: { difficulty: 0 }, after: { difficulty: 1 } },
  ]);

  const outside = await put(cast.admin, `/v1/media/${item.id}`, { priority: 4, difficulty: 2 });
  expect(outside.statusCode).toBe(422);
  expect(outside.json()).toEqual([{ field: 'priority', message: 'Must be 0, 1, 2 or 3' }]);
  expect(await mediaRow(t.db, item.id)).toMatchObject({ priority: 3, difficulty: 1 });
});

test('an edit made on a row another admin has changed since is refused, nothing changed', async () => {
  const { item } = await splitMedia(t, cast);
  const seen = (await mediaRow(t.db, item.id))!.updatedAt.getTime();
  t.clock.advance(1000);
  const first = await put(cast.admin, `/v1/media/${item.id}`, { priority: 2, updated_at: seen });
  expect(first.statusCode).toBe(200);

  const second = await put(cast.superAdmin, `/v1/media/${item.id}`, {
    priority: 1,
    difficulty: 3,
    updated_at: seen,
  });
  expect([second.statusCode, second.json().message]).toEqual([409, mediaReturnTexts.changedSince]);
  expect(await mediaRow(t.db, item.id)).toMatchObject({ priority: 2, difficulty: 0 });
  expect((await historyOf(t, item.id)).map((row) => row.actorId)).toEqual([cast.admin.id]);
});
