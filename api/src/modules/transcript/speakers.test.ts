import { eq } from 'drizzle-orm';
import { errorTexts } from '@portal/contracts/common/errors';
import { mediaTexts } from '@portal/contracts/media/texts';
import { transcriptTexts } from '@portal/contracts/transcript/texts';
import type {
  StartingSpeakers,
  Transcript,
  TranscriptContent,
} from '@portal/contracts/transcript/schema';
import { media } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import {
  callsAs,
  jobCast,
  jobOn,
  mediaInHalves,
  orderedMedia,
  storeTranscript,
  storedVersion,
  type Caller,
  type JobCast,
} from '../job/test-fixtures.ts';
import { findTranscript } from './service.ts';

/**
 * The transcript's speakers list (staff spec: transcript content has sections and speakers):
 * sections point at it by id, so a rename shows on every section; whoever writes the transcript
 * edits it; a new transcript starts from the meeting's attendees.
 */
const t = setupTestApp();
const calls = callsAs(t);
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

const chair = { id: 'chair', name: 'Speaker 1' };
const guest = { id: 'guest', name: 'Speaker 2' };

/** Halves whose sections each speak: the typist's 'a' the chair, the other typist's 'b' too. */
async function spokenHalves() {
  const halves = await mediaInHalves(t, cast);
  await storeTranscript(t, halves.item.id, {
    sections: [
      { id: 'a', speaker: 'Speaker 1', speakerId: 'chair', start: 0, text: 'Welcome.' },
      { id: 'b', speaker: 'Speaker 1', speakerId: 'chair', start: 320, text: 'Next item.' },
    ],
    speakers: [chair, guest],
  });
  return halves;
}

const save = async (who: Caller, mediaId: number, content: TranscriptContent) =>
  calls.put(who, `/v1/transcript/${mediaId}`, {
    content,
    version: await storedVersion(t.db, mediaId),
  });

const stored = async (mediaId: number) => (await findTranscript(t.db, mediaId, 'default'))!.content;

const typistSection = {
  id: 'a',
  speaker: '',
  speakerId: 'chair',
  start: 0,
  text: 'Welcome.',
};

test("a typist's rename shows on every section, the other typist's range too", async () => {
  const { item } = await spokenHalves();
  const renamed = { ...chair, name: 'Ann Lee', jobTitle: 'Chair' };
  const saved = await save(cast.typist, item.id, {
    sections: [typistSection],
    speakers: [renamed, guest],
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json<Transcript>().content.sections[0]).toMatchObject({
    speaker: 'Ann Lee',
    speakerId: 'chair',
  });
  const after = await stored(item.id);
  expect(after.speakers).toEqual([renamed, guest]);
  expect(after.sections.map((section) => section.speaker)).toEqual(['Ann Lee', 'Ann Lee']);
  const theirs = await calls.get(cast.otherTypist, `/v1/transcript/${item.id}`);
  expect(theirs.json<Transcript>().content.sections[0]!.speaker).toBe('Ann Lee');
});

test('an unused speaker is removed; one speaking outside the range stays', async () => {
  const { item } = await spokenHalves();
  const saved = await save(cast.typist, item.id, {
    sections: [{ ...typistSection, speakerId: '' }],
    speakers: [],
  });
  expect(saved.statusCode).toBe(200);
  // The guest spoke nowhere; the chair still speaks in the other typist's range.
  expect((await stored(item.id)).speakers).toEqual([chair]);
});

test('merging re-points the sections: the speaker merged away is gone', async () => {
  const { item } = await spokenHalves();
  const saved = await save(cast.admin, item.id, {
    sections: (await stored(item.id)).sections.map((section) => ({
      ...section,
      speakerId: 'guest',
    })),
    speakers: [guest],
  });
  expect(saved.statusCode).toBe(200);
  const after = await stored(item.id);
  expect(after.speakers).toEqual([guest]);
  expect(after.sections.map((section) => section.speaker)).toEqual(['Speaker 2', 'Speaker 2']);
});

test('a section pointing at a speaker not in the list is refused (422), nothing saved', async () => {
  const { item } = await spokenHalves();
  const before = await stored(item.id);
  const refused = await save(cast.admin, item.id, {
    sections: before.sections,
    speakers: [guest],
  });
  expect(refused.statusCode).toBe(422);
  expect(refused.json()).toEqual([
    { field: 'content[sections][0][speakerId]', message: transcriptTexts.speakerNotListed },
    { field: 'content[sections][1][speakerId]', message: transcriptTexts.speakerNotListed },
  ]);
  expect(await stored(item.id)).toEqual(before);
});

test('the proofreader renames once the range is typed; the typist done with it no longer can', async () => {
  const { item, theirs } = await spokenHalves();
  await calls.put(cast.otherTypist, `/v1/job/finish/${theirs.id}`);
  const section = { ...typistSection, id: 'b', start: 320, text: 'Next item.' };
  const content = { sections: [section], speakers: [{ ...chair, name: 'Helen Clarke' }, guest] };
  expect((await save(cast.proofreader, item.id, content)).statusCode).toBe(200);
  expect((await stored(item.id)).sections.map((s) => s.speaker)).toEqual([
    'Helen Clarke',
    'Helen Clarke',
  ]);
  const late = await save(cast.otherTypist, item.id, {
    ...content,
    speakers: [{ ...chair, name: 'Someone' }, guest],
  });
  expect(late.statusCode).toBe(403);
  expect((await stored(item.id)).speakers[0]!.name).toBe('Helen Clarke');
});

test('a client, a restricted admin and staff without a job on the media change no speaker', async () => {
  const { item } = await spokenHalves();
  const before = await stored(item.id);
  const content = { sections: [], speakers: [{ ...chair, name: 'Intruder' }, guest] };
  for (const who of [cast.client, cast.restrictedAdmin])
    expect((await save(who, item.id, content)).statusCode).toBe(403);
  const stranger = await save(cast.otherProofreader, item.id, content);
  expect([stranger.statusCode, stranger.json()]).toEqual([404, { message: mediaTexts.notFound }]);
  expect(await stored(item.id)).toEqual(before);
});

test('a transcript saved before sections had speaker ids is read with them, by name', async () => {
  const item = await orderedMedia(t, cast.client.id, 60);
  await storeTranscript(t, item.id, {
    sections: [
      { id: 'a', speaker: 'Anna', start: 0, text: 'One.' },
      { id: 'b', speaker: 'Ben', start: 5, text: 'Two.' },
      { id: 'c', speaker: '', start: 9, text: 'Three.' },
    ],
    speakers: [{ id: 'anna', name: 'Anna' }],
  });
  const read = await calls.get(cast.admin, `/v1/transcript/${item.id}`);
  const { content } = read.json<Transcript>();
  expect(content.speakers).toEqual([
    { id: 'anna', name: 'Anna' },
    { id: 'speaker-2', name: 'Ben' },
  ]);
  expect(content.sections.map((section) => [section.speaker, section.speakerId])).toEqual([
    ['Anna', 'anna'],
    ['Ben', 'speaker-2'],
    ['', ''],
  ]);
});

describe('GET /v1/transcript/starting-speakers/{id}', () => {
  const attendees = [
    { attendeeName: 'Helen Clarke', jobTitle: 'Chair' },
    { attendeeName: 'Marcus Reid', jobTitle: '' },
  ];
  const withAttendees = async () => {
    const item = await orderedMedia(t, cast.client.id, 600);
    await t.db
      .update(media)
      .set({ extraFields: { meetingAttendees: attendees } })
      .where(eq(media.id, item.id));
    return item;
  };
  const starting = (who: Caller, mediaId: number) =>
    calls.get(who, `/v1/transcript/starting-speakers/${mediaId}`);

  test("answers the meeting's attendees, name and job title, to the media's typist and admins", async () => {
    const item = await withAttendees();
    await jobOn(t, item, { status: 'assigned', typistId: cast.typist.id });
    const expected: StartingSpeakers = {
      speakers: [
        { id: 'attendee-1', name: 'Helen Clarke', jobTitle: 'Chair' },
        { id: 'attendee-2', name: 'Marcus Reid' },
      ],
    };
    for (const who of [cast.typist, cast.admin]) {
      const answer = await starting(who, item.id);
      expect([answer.statusCode, answer.json()]).toEqual([200, expected]);
    }
  });

  test('none without attendees; staff without a job 404, clients and restricted admins 403', async () => {
    const plain = await orderedMedia(t, cast.client.id, 60);
    expect((await starting(cast.admin, plain.id)).json()).toEqual({ speakers: [] });
    const item = await withAttendees();
    const stranger = await starting(cast.typist, item.id);
    expect([stranger.statusCode, stranger.json()]).toEqual([404, { message: mediaTexts.notFound }]);
    for (const who of [cast.client, cast.restrictedAdmin]) {
      const refused = await starting(who, item.id);
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { message: errorTexts.unauthorized },
      ]);
    }
  });
});
