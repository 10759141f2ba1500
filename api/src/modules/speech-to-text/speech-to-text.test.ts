import { eq } from 'drizzle-orm';
import { S2T_SECRET_HEADER } from '@portal/contracts/speech-to-text/schema';
import { speechToTextTexts } from '@portal/contracts/speech-to-text/texts';
import type { Config } from '../../config.ts';
import { media, tasks } from '../../db/schema.ts';
import { findTranscript } from '../transcript-store/read.ts';
import { setupTestApp } from '../../test/helper.ts';
import { drainTasks } from '../../test/tasks.ts';
import {
  callsAs,
  jobCast,
  jobOn,
  mediaRow,
  orderedMedia,
  section,
  type JobCast,
} from '../job/test-fixtures.ts';
import { historyOf } from '../media-return/test-fixtures.ts';
import { CALLBACK_SECRET, startProviderStandIn, type ProviderStandIn } from './test-provider.ts';

// The stand-in listens before the app is built, so the app is configured with its address.
const overrides: Partial<Config> = {};
let provider: ProviderStandIn;
beforeAll(async () => {
  provider = await startProviderStandIn();
  overrides.speechToText = provider.config;
});
afterAll(() => provider.close());

const t = setupTestApp(overrides);
const calls = callsAs(t);
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

afterEach(async () => {
  await drainTasks(t.app);
  provider.requests.length = 0;
  provider.answers.length = 0;
});

const draft = {
  segments: [
    { start: 312.5, end: 315, speaker: 'Speaker 2', text: 'Thank you, Chair.' },
    { start: 0, end: 4.2, speaker: 'Speaker 1', text: 'Good morning, everyone.' },
    { start: 5, end: 9, speaker: 'Speaker 1', text: '  ' },
    { start: 10, end: 14, speaker: null, text: 'Shall we begin?' },
  ],
};

/** A 10-minute media split in halves: the typist's assigned, the other typist's in progress. */
async function splitForTyping() {
  const item = await orderedMedia(t, cast.client.id, 600);
  await jobOn(t, item, { start: 0, end: 300, status: 'assigned', typistId: cast.typist.id });
  await jobOn(t, item, {
    start: 300,
    end: 600,
    status: 'in-progress',
    typistId: cast.otherTypist.id,
  });
  await t.db
    .update(media)
    .set({ status: 'assigned', subStatus: 'Assigned' })
    .where(eq(media.id, item.id));
  return item;
}

const resend = (mediaId: number, who = cast.admin) =>
  calls.put(who, `/v1/media/speech-to-text/${mediaId}`);

const reportError = (mediaId: number, payload: unknown, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/media/error/${mediaId}`,
    headers,
    payload: payload as object,
  });

/** A media the provider failed, with its error shown. */
const failedWith = (s2tError: string) => ({ s2tState: 'failed', s2tError, subStatus: 'S2T Fail' });

const tasksOf = async (mediaId: number) =>
  (await t.db.select().from(tasks).where(eq(tasks.kind, 'speech-to-text'))).filter(
    (task) => (task.payload as { mediaId: number }).mediaId === mediaId,
  );

test("the provider's draft becomes the typists' starting text, each reading their range", async () => {
  const item = await splitForTyping();
  provider.answers.push(draft);
  const sent = await resend(item.id);
  expect(sent.statusCode).toBe(200);
  expect(sent.json()).toEqual({
    id: item.id,
    status: 'assigned',
    subStatus: 'Processing S2T',
    s2tState: 'in-progress',
    s2tError: null,
  });
  await drainTasks(t.app);

  expect(provider.requests).toEqual([
    {
      mediaUrl: expect.stringMatching(/^http:\/\/localhost:\d+\/v1\/storage\/objects\/.+\?/),
      reference: `media-${item.id}`,
    },
  ]);
  expect(await mediaRow(t.db, item.id)).toMatchObject({
    s2tState: 'done',
    s2tError: null,
    subStatus: 'Assigned',
    s2tDraftVersion: 1,
  });
  const mine = await calls.get(cast.typist, `/v1/transcript/${item.id}`);
  expect(mine.json().content).toEqual({
    sections: [
      {
        id: 's2t-1',
        speaker: 'Speaker 1',
        speakerId: 's2t-speaker-1',
        start: 0,
        text: 'Good morning, everyone.',
      },
      { id: 's2t-2', speaker: '', speakerId: '', start: 10, text: 'Shall we begin?' },
    ],
    speakers: [
      { id: 's2t-speaker-1', name: 'Speaker 1' },
      { id: 's2t-speaker-2', name: 'Speaker 2' },
    ],
  });
  const theirs = await calls.get(cast.otherTypist, `/v1/transcript/${item.id}`);
  expect(theirs.json().content.sections).toEqual([
    {
      id: 's2t-3',
      speaker: 'Speaker 2',
      speakerId: 's2t-speaker-2',
      start: 312.5,
      text: 'Thank you, Chair.',
    },
  ]);
  expect((await historyOf(t, item.id)).map((step) => [step.action, step.actorId])).toEqual([
    ['resendToS2t', cast.admin.id],
    ['s2tDraft', null],
  ]);
  expect((await historyOf(t, item.id))[1]!.after).toMatchObject({ draft: 'kept', sections: 3 });
});

test("a draft's speakers list starts with the meeting's attendees; one of their names is them", async () => {
  const item = await splitForTyping();
  const attendees = [{ attendeeName: 'Speaker 2', jobTitle: 'Chair' }];
  await t.db
    .update(media)
    .set({ extraFields: { meetingAttendees: attendees } })
    .where(eq(media.id, item.id));
  provider.answers.push(draft);
  await resend(item.id);
  await drainTasks(t.app);
  const { content } = (await calls.get(cast.admin, `/v1/transcript/${item.id}`)).json();
  expect(content.speakers).toEqual([
    { id: 'attendee-1', name: 'Speaker 2', jobTitle: 'Chair' },
    { id: 's2t-speaker-1', name: 'Speaker 1' },
  ]);
  expect(content.sections.at(-1)).toMatchObject({ speaker: 'Speaker 2', speakerId: 'attendee-1' });
});

test("the provider's id of the job is kept, and the assign grid finds the media by it", async () => {
  const item = await splitForTyping();
  const other = await splitForTyping();
  provider.answers.push({ id: 'vit-4821', ...draft });
  await resend(item.id);
  await drainTasks(t.app);
  expect(await mediaRow(t.db, item.id)).toMatchObject({ s2tJobId: 'vit-4821' });

  const found = await calls.get(cast.admin, '/v1/media?vit_job_id=vit-4821&status=assigned');
  expect(found.json().result.map((row: { id: number }) => row.id)).toEqual([item.id]);
  expect(found.json().result[0].vitJobId).toBe('vit-4821');
  // The id is a key, matched whole: a part of it finds nothing.
  const part = await calls.get(cast.admin, '/v1/media?vit_job_id=vit-48&status=assigned');
  expect(part.json().total).toBe(0);
  const all = await calls.get(cast.admin, '/v1/media?status=assigned');
  expect(all.json().result.map((row: { id: number }) => row.id)).toContain(other.id);
});

test('a draft replaces an earlier draft, never text a typist saved', async () => {
  const item = await splitForTyping();
  provider.answers.push(draft);
  await resend(item.id);
  await drainTasks(t.app);
  // Nobody typed over the first draft: a resend may replace it.
  expect((await resend(item.id)).statusCode).toBe(200);
  await drainTasks(t.app);
  expect(await mediaRow(t.db, item.id)).toMatchObject({ s2tState: 'done', s2tDraftVersion: 2 });

  const saved = await calls.saveSections(cast.typist, item.id, [section('t1', 0, 'Typed.')]);
  expect(saved.statusCode).toBe(200);
  const refused = await resend(item.id);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(speechToTextTexts.typed);
  expect(await mediaRow(t.db, item.id)).toMatchObject({ s2tState: 'done', s2tDraftVersion: 2 });
  expect(await tasksOf(item.id)).toHaveLength(2);
});

test('text a typist saves while the provider works is kept: its draft is discarded', async () => {
  const item = await splitForTyping();
  provider.answers.push(draft);
  const release = provider.hold();
  await resend(item.id);
  const saved = await calls.saveSections(cast.typist, item.id, [section('t1', 0, 'Typed.')]);
  expect(saved.statusCode).toBe(200);
  release();
  await drainTasks(t.app);

  const transcript = await findTranscript(t.db, item.id, 'default');
  expect(transcript).toMatchObject({ version: 1, updatedBy: cast.typist.id });
  expect(transcript!.content.sections).toEqual([section('t1', 0, 'Typed.')]);
  expect(await mediaRow(t.db, item.id)).toMatchObject({
    s2tState: 'done',
    s2tDraftVersion: null,
    subStatus: 'Assigned',
  });
  expect((await historyOf(t, item.id)).at(-1)).toMatchObject({
    action: 's2tDraft',
    after: { draft: 'discarded' },
  });
});

test('a provider failing with 500 is tried again with backoff, then the media is S2T Fail', async () => {
  const item = await splitForTyping();
  provider.answers.push({ status: 500, body: '{"error":{"message":"Model overloaded"}}' });
  await resend(item.id);
  await drainTasks(t.app);
  expect(await mediaRow(t.db, item.id)).toMatchObject({ s2tState: 'in-progress' });
  for (const waitMs of [30_000, 60_000, 120_000]) {
    t.clock.advance(waitMs);
    await drainTasks(t.app);
  }
  expect(provider.requests).toHaveLength(4);
  expect(await mediaRow(t.db, item.id)).toMatchObject(failedWith('Model overloaded'));
  expect(await tasksOf(item.id)).toEqual([
    expect.objectContaining({ state: 'failed', attempts: 4, lastError: 'Model overloaded' }),
  ]);
  expect((await historyOf(t, item.id)).at(-1)).toMatchObject({ action: 's2tFail', actorId: null });
  // A failed media may be sent again.
  provider.answers.push(draft);
  expect((await resend(item.id)).json()).toMatchObject({ s2tState: 'in-progress', s2tError: null });
});

test("a provider's refusal fails the media at once, with what it said", async () => {
  const item = await splitForTyping();
  provider.answers.push({ status: 400, body: 'Unsupported audio format' });
  await resend(item.id);
  await drainTasks(t.app);
  expect(provider.requests).toHaveLength(1);
  expect(await mediaRow(t.db, item.id)).toMatchObject(failedWith('Unsupported audio format'));
});

test('refusals change nothing: under way, not ordered, returned, unknown or deleted', async () => {
  // Under way: the task may have run by the time a second call comes, so the state is set.
  const item = await splitForTyping();
  await t.db.update(media).set({ s2tState: 'in-progress' }).where(eq(media.id, item.id));
  const twice = await resend(item.id);
  expect([twice.statusCode, twice.json().message]).toEqual([409, speechToTextTexts.processing]);
  expect(await tasksOf(item.id)).toEqual([]);

  const cases = [
    ['uploaded', speechToTextTexts.notOrdered],
    ['returned', speechToTextTexts.returned],
  ] as const;
  for (const [status, message] of cases) {
    const other = await orderedMedia(t, cast.client.id);
    await t.db.update(media).set({ status }).where(eq(media.id, other.id));
    const before = await mediaRow(t.db, other.id);
    const refused = await resend(other.id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, message]);
    expect(await mediaRow(t.db, other.id)).toEqual(before);
  }
  const deleted = await orderedMedia(t, cast.client.id);
  await t.db.update(media).set({ status: 'deleted' }).where(eq(media.id, deleted.id));
  for (const id of [deleted.id, 2_000_000]) expect((await resend(id)).statusCode).toBe(404);
  expect((await calls.put(cast.admin, '/v1/media/speech-to-text/abc')).statusCode).toBe(422);
});

test('an admin records the provider error: S2T Fail; bad input is refused, nothing changed', async () => {
  const item = await splitForTyping();
  const reported = await reportError(
    item.id,
    { message: 'Verbit job 7 failed: audio unreadable' },
    cast.admin.headers,
  );
  expect(reported.statusCode).toBe(200);
  expect(reported.json()).toMatchObject({
    subStatus: 'S2T Fail',
    s2tState: 'failed',
    s2tError: 'Verbit job 7 failed: audio unreadable',
  });
  expect((await historyOf(t, item.id)).at(-1)).toMatchObject({
    action: 'triggerVerbitError',
    actorId: cast.admin.id,
  });

  const before = await mediaRow(t.db, item.id);
  const bad = [
    [{ message: 'Failed <script>' }, 'This symbol cannot be used here: <'],
    [{ message: '   ' }, expect.any(String)],
    [{ message: 'x'.repeat(1001) }, expect.any(String)],
  ] as const;
  for (const [payload, message] of bad) {
    const refused = await reportError(item.id, payload, cast.admin.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual([{ field: 'message', message }]);
  }
  expect((await reportError(2_000_000, { message: 'x' }, cast.admin.headers)).statusCode).toBe(404);
  expect(await mediaRow(t.db, item.id)).toEqual(before);
});

test('the provider reports an error with the shared secret; a wrong one is refused', async () => {
  const item = await splitForTyping();
  const wrong = await reportError(
    item.id,
    { message: 'Timeout' },
    { [S2T_SECRET_HEADER]: 'not-the-secret' },
  );
  expect(wrong.statusCode).toBe(401);
  expect(await mediaRow(t.db, item.id)).toMatchObject({ s2tState: 'none' });

  const reported = await reportError(
    item.id,
    { message: 'Timeout' },
    { [S2T_SECRET_HEADER]: CALLBACK_SECRET },
  );
  expect(reported.statusCode).toBe(200);
  expect(reported.json()).toMatchObject({ s2tState: 'failed', s2tError: 'Timeout' });
  expect((await historyOf(t, item.id)).at(-1)).toMatchObject({
    action: 'triggerVerbitError',
    actorId: null,
  });
});

// Last: this app's task worker would try, and fail, any speech-to-text task enqueued after it.
test('without a provider the action says speech-to-text is not configured, nothing changed', async () => {
  const off = await t.build({ speechToText: undefined });
  const item = await splitForTyping();
  const before = await mediaRow(t.db, item.id);
  const refused = await calls.put(cast.admin, `/v1/media/speech-to-text/${item.id}`, {}, off);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({
    error: speechToTextTexts.notConfigured,
    message: speechToTextTexts.notConfigured,
  });
  expect(await mediaRow(t.db, item.id)).toEqual(before);
  expect(await tasksOf(item.id)).toEqual([]);
  expect(await historyOf(t, item.id)).toEqual([]);
});
