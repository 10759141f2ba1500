import { eq } from 'drizzle-orm';
import { mediaReturnTexts, returnMailTexts } from '@portal/contracts/media-return/texts';
import { transcriptTexts } from '@portal/contracts/transcript/texts';
import { media } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { drainTasks } from '../../test/tasks.ts';
import { listOutbox } from '../mail/outbox.ts';
import {
  callsAs,
  jobCast,
  jobOn,
  mediaRow,
  orderedMedia,
  section,
  type JobCast,
} from '../job/test-fixtures.ts';
import { historyOf, splitMedia } from './test-fixtures.ts';

/** PUT /v1/media/return and /v1/media/re-notify: the media reaches its client, who is mailed. */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});
afterAll(() => drainTasks(t.app));

const { get, put, saveSections } = callsAs(t);
const readByClient = (mediaId: number) => get(cast.client, `/v1/transcript/${mediaId}`);

test('a finished media is returned: status returned, the time kept, the client mailed and able to download', async () => {
  const { item } = await splitMedia(t, cast);
  expect((await readByClient(item.id)).statusCode).toBe(404);

  const returned = await put(cast.admin, '/v1/media/return', { ids: [item.id] });
  expect(returned.statusCode).toBe(200);
  const at = Math.floor(t.clock.now().getTime() / 1000);
  expect(returned.json().result).toEqual([
    expect.objectContaining({
      id: item.id,
      status: 'returned',
      subStatus: 'Returned',
      returnedAt: at,
    }),
  ]);

  const read = await readByClient(item.id);
  expect(read.statusCode).toBe(200);
  expect(read.json().content.sections.map((s: { text: string }) => s.text)).toEqual([
    'First half.',
    'Second half.',
  ]);
  await drainTasks(t.app);
  const [mail] = await listOutbox(t.db, cast.client.email, 10);
  const letter = {
    firstname: 'Clara',
    title: 'Board meeting',
    returnNotes: '',
    link: `${t.app.config.portalUrl}/v3/library`,
  };
  expect(mail).toMatchObject({
    subject: returnMailTexts.subject(letter),
    text: returnMailTexts.text(letter),
  });
  expect((await historyOf(t, item.id)).map((row) => [row.action, row.actorId])).toEqual([
    ['returnToClient', cast.admin.id],
  ]);
});

test('unfinished jobs refuse the return, saying what force skips; nothing changes', async () => {
  const { item } = await splitMedia(t, cast, ['done', 'in-progress']);
  const refused = await put(cast.admin, '/v1/media/return', { ids: [item.id] });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(
    mediaReturnTexts.unfinished('Board meeting', '5:00 to 10:00 (in-progress)'),
  );
  expect(await mediaRow(t.db, item.id)).toMatchObject({ status: 'ordered', returnedAt: null });
  expect((await readByClient(item.id)).statusCode).toBe(404);
  expect(await historyOf(t, item.id)).toEqual([]);
});

test('with force, a media with unfinished jobs is returned as it stands, recorded as forced', async () => {
  const { item } = await splitMedia(t, cast, ['done', 'in-progress']);
  const forced = await put(cast.superAdmin, '/v1/media/return', { ids: [item.id], force: true });
  expect(forced.statusCode).toBe(200);
  expect((await readByClient(item.id)).statusCode).toBe(200);

  // The typist whose job was left open may no longer change what the client has.
  const late = await saveSections(cast.otherTypist, item.id, [section('b', 320, 'Too late.')]);
  expect([late.statusCode, late.json().message]).toEqual([403, transcriptTexts.alreadyReturned]);
  expect((await readByClient(item.id)).json().content.sections[1].text).toBe('Second half.');
  const [record] = await historyOf(t, item.id);
  expect(record).toMatchObject({
    action: 'forceReturnToClient',
    before: { status: 'ordered', returnedAt: null },
    after: { status: 'returned', subStatus: 'Returned', mailedTo: cast.client.email },
  });
});

test('one refused media refuses the whole batch, every reason told', async () => {
  const { item: ready } = await splitMedia(t, cast);
  const { item: cancelled } = await splitMedia(t, cast);
  await t.db.update(media).set({ cancelled: true }).where(eq(media.id, cancelled.id));
  const refused = await put(cast.admin, '/v1/media/return', {
    ids: [ready.id, cancelled.id],
    force: true,
  });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(mediaReturnTexts.cancelledMedia('Board meeting'));
  expect((await mediaRow(t.db, ready.id))?.status).toBe('ordered');
});

test('a returned media is not returned again, even with force', async () => {
  const { item } = await splitMedia(t, cast);
  await put(cast.admin, '/v1/media/return', { ids: [item.id] });
  const again = await put(cast.admin, '/v1/media/return', { ids: [item.id], force: true });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe(mediaReturnTexts.returnedAlready('Board meeting'));
});

test('a media with nothing typed is not returned, even with force', async () => {
  const item = await orderedMedia(t, cast.client.id);
  await jobOn(t, item, { status: 'done', typistId: cast.typist.id });
  const refused = await put(cast.admin, '/v1/media/return', { ids: [item.id], force: true });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(mediaReturnTexts.noTranscript('Board meeting'));
});

test('bad input is a 422 naming the field, nothing changed', async () => {
  const { item } = await splitMedia(t, cast);
  const none = await put(cast.admin, '/v1/media/return', { ids: [] });
  expect(none.statusCode).toBe(422);
  expect(none.json()).toEqual([{ field: 'ids', message: 'Required' }]);
  const tooMany = await put(cast.admin, '/v1/media/return', {
    ids: Array.from({ length: 101 }, () => item.id),
  });
  expect(tooMany.json()).toEqual([{ field: 'ids', message: mediaReturnTexts.tooMany(100) }]);
  const badForce = await put(cast.admin, '/v1/media/return', { ids: [item.id], force: 'maybe' });
  expect(badForce.statusCode).toBe(422);
  expect(badForce.json()[0].field).toBe('force');
  const unknown = await put(cast.admin, '/v1/media/return', { ids: [item.id, 999_999] });
  expect(unknown.statusCode).toBe(404);
  expect((await mediaRow(t.db, item.id))?.status).toBe('ordered');
});

test('re-notify mails the client again with the return notes as they are now', async () => {
  const { item } = await splitMedia(t, cast);
  const early = await put(cast.admin, '/v1/media/re-notify', { ids: [item.id] });
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toBe(mediaReturnTexts.notReturned('Board meeting'));
  await put(cast.admin, '/v1/media/return', { ids: [item.id] });
  await put(cast.admin, `/v1/media/${item.id}`, { return_notes: 'Speaker names checked.' });
  await drainTasks(t.app);
  const before = (await listOutbox(t.db, cast.client.email, 100)).length;

  const notified = await put(cast.admin, '/v1/media/re-notify', { ids: [item.id] });
  expect(notified.statusCode).toBe(200);
  await drainTasks(t.app);
  const mails = await listOutbox(t.db, cast.client.email, 100);
  expect(mails).toHaveLength(before + 1);
  expect(mails.map((mail) => mail.text).join('\n')).toContain(
    'A note from our team:\n\nSpeaker names checked.',
  );
  expect((await historyOf(t, item.id)).map((row) => row.action)).toEqual([
    'returnToClient',
    'returnNotes',
    'reNotify',
  ]);
});
