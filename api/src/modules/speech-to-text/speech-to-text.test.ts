import { eq } from 'drizzle-orm';
import { S2T_SECRET_HEADER } from '@portal/contracts/speech-to-text/schema';
import { speechToTextTexts } from '@portal/contracts/speech-to-text/texts';
import { LOW_CONFIDENCE, timingsFit } from '@portal/contracts/transcript/word-timings';
import type { Config } from '../../config.ts';
import { media, s2tParts, tasks } from '../../db/schema.ts';
import { wavBytes } from '../../lib/wav.ts';
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
import {
  CALLBACK_SECRET,
  engineError,
  STAND_IN_KEY,
  startProviderStandIn,
  type Answer,
  type ProviderStandIn,
} from './test-provider.ts';

// The stand-in listens before the app is built, so the app is configured with its address.
const overrides: Partial<Config> = {};
let provider: ProviderStandIn;
beforeAll(async () => {
  provider = await startProviderStandIn();
  // Parts of at most 25 seconds: a one-minute recording goes in three.
  overrides.speechToText = { ...provider.config, partMaxSeconds: 25 };
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
  provider.key = STAND_IN_KEY;
});

const verbose = (answer: object): Answer => ({ verbose: { task: 'transcribe', ...answer } });

/** A diarizing engine's answer in OpenAI's shape: words apart, without punctuation. */
const draft = verbose({
  language: 'english',
  duration: 24,
  text: 'Good morning, everyone. Shall we begin? Thank you, Chair.',
  segments: [
    {
      id: 3,
      start: 14.5,
      end: 17,
      speaker: 'Speaker 2',
      text: ' Thank you, Chair.',
      avg_logprob: -0.05,
    },
    {
      id: 0,
      start: 0,
      end: 4.2,
      speaker: 'Speaker 1',
      text: ' Good morning, everyone.',
      avg_logprob: -0.2,
    },
    { id: 1, start: 4.5, end: 5, speaker: 'Speaker 1', text: '  ', avg_logprob: -1 },
    {
      id: 2,
      start: 6,
      end: 8,
      speaker: null,
      text: ' Shall we begin?',
      avg_logprob: -1.2,
      no_speech_prob: 0.1,
    },
  ],
  words: [
    { word: 'Good', start: 0, end: 0.4 },
    { word: 'morning', start: 0.5, end: 1.1 },
    { word: 'everyone', start: 1.2, end: 2 },
    { word: 'Shall', start: 6, end: 6.3 },
    { word: 'we', start: 6.4, end: 6.6 },
    { word: 'begin', start: 6.7, end: 7.4 },
    { word: 'Thank', start: 14.5, end: 14.8 },
    { word: 'you', start: 14.9, end: 15.1 },
    { word: 'Chair', start: 15.3, end: 16 },
  ],
});

/** An ordered media of `seconds` with its recording stored: a quiet tone. */
async function recorded(seconds: number) {
  const item = await orderedMedia(t, cast.client.id, seconds);
  await t.app.storage.write(item.storageKey, wavBytes(seconds), 'audio/wav');
  return item;
}

/**
 * A media of `seconds` (one part unless told) split in halves: the typist's assigned, the other
 * typist's in progress.
 */
async function splitForTyping(seconds = 24) {
  const item = await recorded(seconds);
  const half = seconds / 2;
  await jobOn(t, item, { start: 0, end: half, status: 'assigned', typistId: cast.typist.id });
  await jobOn(t, item, {
    start: half,
    end: seconds,
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

/** A media the engine failed, with its error shown. */
const failedWith = (s2tError: string) => ({ s2tState: 'failed', s2tError, subStatus: 'S2T Fail' });

const tasksOf = async (mediaId: number) =>
  (await t.db.select().from(tasks).where(eq(tasks.kind, 'speech-to-text'))).filter(
    (task) => (task.payload as { mediaId: number }).mediaId === mediaId,
  );

const partsOf = (mediaId: number) =>
  t.db.select().from(s2tParts).where(eq(s2tParts.mediaId, mediaId));

const contentOf = async (mediaId: number) =>
  (await calls.get(cast.admin, `/v1/transcript/${mediaId}`)).json().content;

test("the engine's draft becomes the typists' starting text, each word timed, each typist their range", async () => {
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
      model: 'whisper-1',
      responseFormat: 'verbose_json',
      granularities: ['word', 'segment'],
      fileName: 'part-001.mp3',
      type: 'audio/mpeg',
      bytes: expect.any(Number),
      seconds: expect.closeTo(24, 0),
    },
  ]);
  // Mono 16 kHz MP3 at 48 kbit/s: 6 kB a second.
  expect(provider.requests[0]!.bytes).toBeLessThan(24 * 6_500);
  expect(await mediaRow(t.db, item.id)).toMatchObject({
    s2tState: 'done',
    s2tError: null,
    subStatus: 'Assigned',
    s2tDraftVersion: 1,
  });
  const mine = await calls.get(cast.typist, `/v1/transcript/${item.id}`);
  // Confidence: each word's segment's, exp(avg_logprob), where the engine gives no word's own.
  expect(mine.json().content).toEqual({
    sections: [
      {
        id: 's2t-1',
        speaker: 'Speaker 1',
        speakerId: 's2t-speaker-1',
        start: 0,
        text: 'Good morning, everyone.',
        words: [
          [0, 0.4, 0.819],
          [0.5, 1.1, 0.819],
          [1.2, 2, 0.819],
        ],
      },
      {
        id: 's2t-2',
        speaker: '',
        speakerId: '',
        start: 6,
        text: 'Shall we begin?',
        words: [
          [6, 6.3, 0.301],
          [6.4, 6.6, 0.301],
          [6.7, 7.4, 0.301],
        ],
      },
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
      start: 14.5,
      text: 'Thank you, Chair.',
      words: [
        [14.5, 14.8, 0.951],
        [14.9, 15.1, 0.951],
        [15.3, 16, 0.951],
      ],
    },
  ]);
  expect((await historyOf(t, item.id)).map((step) => [step.action, step.actorId])).toEqual([
    ['resendToS2t', cast.admin.id],
    ['s2tDraft', null],
  ]);
  expect((await historyOf(t, item.id))[1]!.after).toMatchObject({ draft: 'kept', sections: 3 });
  expect(await partsOf(item.id)).toEqual([]);
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
  const content = await contentOf(item.id);
  expect(content.speakers).toEqual([
    { id: 'attendee-1', name: 'Speaker 2', jobTitle: 'Chair' },
    { id: 's2t-speaker-1', name: 'Speaker 1' },
  ]);
  expect(content.sections.at(-1)).toMatchObject({ speaker: 'Speaker 2', speakerId: 'attendee-1' });
});

/** One part's answer: a segment `at` seconds into the part, its two words timed in it. */
const partAnswer = (text: string, at: number, duration: number) =>
  verbose({
    duration,
    text,
    segments: [{ id: 0, start: at, end: at + 2, text: ` ${text}`, avg_logprob: -0.01 }],
    words: text
      .split(' ')
      .map((word, index) => ({ word, start: at + index, end: at + index + 0.5 })),
  });

test("a long recording goes in parts the engine takes, stitched back with each part's offset", async () => {
  const item = await splitForTyping(60);
  provider.answers.push(
    partAnswer('Good morning.', 2, 25),
    partAnswer('Second part.', 1, 25),
    partAnswer('Last words.', 3, 10),
  );
  await resend(item.id);
  await drainTasks(t.app);

  expect(provider.requests.map(({ fileName, seconds }) => [fileName, seconds])).toEqual([
    ['part-001.mp3', expect.closeTo(25, 0)],
    ['part-002.mp3', expect.closeTo(25, 0)],
    ['part-003.mp3', expect.closeTo(10, 0)],
  ]);
  const content = await contentOf(item.id);
  const sections = content.sections as { start: number; text: string; words: unknown }[];
  expect(sections.map(({ start, text, words }) => [start, text, words])).toEqual([
    [
      2,
      'Good morning.',
      [
        [2, 2.5, 0.99],
        [3, 3.5, 0.99],
      ],
    ],
    [
      26,
      'Second part.',
      [
        [26, 26.5, 0.99],
        [27, 27.5, 0.99],
      ],
    ],
    [
      53,
      'Last words.',
      [
        [53, 53.5, 0.99],
        [54, 54.5, 0.99],
      ],
    ],
  ]);
});

test('a part the engine is too busy for (429) is sent again later, and the parts answered are not', async () => {
  const item = await splitForTyping(60);
  provider.answers.push(
    partAnswer('Good morning.', 2, 25),
    engineError(429, 'Rate limit reached for requests', 'rate_limit_exceeded'),
    partAnswer('Second part.', 1, 25),
    partAnswer('Last words.', 3, 10),
  );
  await resend(item.id);
  await drainTasks(t.app);
  expect(provider.requests.map((request) => request.fileName)).toEqual([
    'part-001.mp3',
    'part-002.mp3',
  ]);
  expect(await mediaRow(t.db, item.id)).toMatchObject({ s2tState: 'in-progress' });
  expect((await partsOf(item.id)).map(({ index, offset }) => [index, offset])).toEqual([[0, 0]]);
  expect(await tasksOf(item.id)).toEqual([
    expect.objectContaining({ state: 'queued', lastError: 'Rate limit reached for requests' }),
  ]);

  t.clock.advance(30_000);
  await drainTasks(t.app);
  expect(provider.requests.map((request) => request.fileName)).toEqual([
    'part-001.mp3',
    'part-002.mp3',
    'part-002.mp3',
    'part-003.mp3',
  ]);
  expect(await mediaRow(t.db, item.id)).toMatchObject({ s2tState: 'done', s2tDraftVersion: 1 });
  const content = await contentOf(item.id);
  expect(content.sections.map((part: { start: number }) => part.start)).toEqual([2, 26, 53]);
  expect(await partsOf(item.id)).toEqual([]);
});

test('an engine failing with 500 is tried again after a while, and its next answer is the draft', async () => {
  const item = await splitForTyping();
  provider.answers.push(engineError(500, 'The server had an error'), draft);
  await resend(item.id);
  await drainTasks(t.app);
  expect(await mediaRow(t.db, item.id)).toMatchObject({ s2tState: 'in-progress' });
  t.clock.advance(30_000);
  await drainTasks(t.app);
  expect(provider.requests).toHaveLength(2);
  expect(await mediaRow(t.db, item.id)).toMatchObject({ s2tState: 'done', s2tError: null });
  expect((await contentOf(item.id)).sections).toHaveLength(3);
});

test('a diarizing whisper.cpp server: its speakers, its tokens inside segments and their probabilities', async () => {
  const item = await splitForTyping();
  // whisper.cpp's verbose_json: each segment's tokens (a word may come in pieces) with their
  // probability; "?" where its diarization could not tell the speaker.
  provider.answers.push(
    verbose({
      language: 'english',
      duration: 24,
      text: ' Hello, Dr. Okonkwo. Welcome back.',
      segments: [
        {
          id: 0,
          text: ' Hello, Dr. Okonkwo.',
          start: 1,
          end: 4,
          speaker: '0',
          avg_logprob: -0.3,
          no_speech_prob: 0.02,
          words: [
            { word: ' Hello', start: 1, end: 1.4, t_dtw: -1, probability: 0.97 },
            { word: ',', start: 1.4, end: 1.4, t_dtw: -1, probability: 0.9 },
            { word: ' Dr', start: 1.6, end: 1.8, t_dtw: -1, probability: 0.88 },
            { word: '.', start: 1.8, end: 1.85, t_dtw: -1, probability: 0.9 },
            { word: ' Ok', start: 2, end: 2.3, t_dtw: -1, probability: 0.41 },
            { word: 'onk', start: 2.3, end: 2.6, t_dtw: -1, probability: 0.35 },
            { word: 'wo', start: 2.6, end: 2.9, t_dtw: -1, probability: 0.52 },
            { word: '.', start: 2.9, end: 3, t_dtw: -1, probability: 0.95 },
          ],
        },
        {
          id: 1,
          text: ' Welcome back.',
          start: 14,
          end: 16,
          speaker: '?',
          avg_logprob: -0.1,
          words: [
            { word: ' Welcome', start: 14.2, end: 14.8, probability: 1.2 },
            { word: ' back', start: 14.9, end: 15.3, probability: 0.99 },
            { word: '.', start: 15.3, end: 15.4, probability: 0.99 },
          ],
        },
      ],
    }),
  );
  await resend(item.id);
  await drainTasks(t.app);
  const content = await contentOf(item.id);
  expect(content.speakers).toEqual([{ id: 's2t-speaker-1', name: '0' }]);
  expect(content.sections).toEqual([
    {
      id: 's2t-1',
      speaker: '0',
      speakerId: 's2t-speaker-1',
      start: 1,
      text: 'Hello, Dr. Okonkwo.',
      // A word in pieces: from its first piece's start to its last's end, at the least sure.
      words: [
        [1, 1.4, 0.97],
        [1.6, 1.8, 0.88],
        [2, 2.9, 0.35],
      ],
    },
    {
      id: 's2t-2',
      speaker: '',
      speakerId: '',
      start: 14,
      text: 'Welcome back.',
      words: [
        [14.2, 14.8, 1],
        [14.9, 15.3, 0.99],
      ],
    },
  ]);
  const [first] = content.sections;
  expect(timingsFit(first.text, first.words)).toBe(true);
  expect(first.words[2][2]).toBeLessThan(LOW_CONFIDENCE);
});

test("where the engine's words are not its text's, the text's words are timed around them", async () => {
  const item = await splitForTyping();
  provider.answers.push(
    verbose({
      duration: 24,
      text: ' We met on 3 May, all twelve of us.',
      segments: [
        { id: 0, start: 5, end: 9, text: ' We met on 3 May, all twelve of us.', avg_logprob: -0.5 },
      ],
      // "three" for "3", and no word for "of": the letters differ.
      words: [
        { word: 'We', start: 5, end: 5.2 },
        { word: 'met', start: 5.3, end: 5.6 },
        { word: 'on', start: 5.7, end: 5.8 },
        { word: 'three', start: 5.9, end: 6.2 },
        { word: 'May', start: 6.3, end: 6.6 },
        { word: 'all', start: 7, end: 7.2 },
        { word: 'twelve', start: 7.3, end: 7.7 },
        { word: 'us', start: 8, end: 8.3 },
      ],
    }),
  );
  await resend(item.id);
  await drainTasks(t.app);
  const [only] = (await contentOf(item.id)).sections;
  expect(only.text).toBe('We met on 3 May, all twelve of us.');
  expect(timingsFit(only.text, only.words)).toBe(true);
  // Words that match keep the engine's times; "3" takes the time of "three", "of" a moment
  // between its neighbours; both at the segment's confidence, exp(-0.5).
  expect(only.words).toEqual([
    [5, 5.2, 0.607],
    [5.3, 5.6, 0.607],
    [5.7, 5.8, 0.607],
    [5.9, 6.2, 0.607],
    [6.3, 6.6, 0.607],
    [7, 7.2, 0.607],
    [7.3, 7.7, 0.607],
    [7.7, 8, 0.607],
    [8, 8.3, 0.607],
  ]);
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

test('an engine failing with 500 every time is tried again with backoff, then the media is S2T Fail', async () => {
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

test("an engine's refusal fails the media at once, with what it said", async () => {
  const item = await splitForTyping();
  provider.answers.push({ status: 400, body: 'Unsupported audio format' });
  await resend(item.id);
  await drainTasks(t.app);
  expect(provider.requests).toHaveLength(1);
  expect(await mediaRow(t.db, item.id)).toMatchObject(failedWith('Unsupported audio format'));
});

test("a bad key fails the media at once, with the engine's message", async () => {
  const item = await splitForTyping();
  provider.key = 'sk-another';
  provider.answers.push(draft);
  await resend(item.id);
  await drainTasks(t.app);
  expect(provider.requests).toEqual([]);
  expect(await mediaRow(t.db, item.id)).toMatchObject(failedWith('Incorrect API key provided.'));
  expect(await tasksOf(item.id)).toEqual([expect.objectContaining({ state: 'done', attempts: 1 })]);
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
