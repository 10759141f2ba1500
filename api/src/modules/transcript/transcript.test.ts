import { ne } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { errorTexts, type ApiFieldError } from '@portal/contracts/common/errors';
import { transcriptTexts } from '@portal/contracts/transcript/texts';
import type { Tokens } from '@portal/contracts/auth/schema';
import type { Transcript } from '@portal/contracts/transcript/schema';
import { noDocumentYetTexts } from '@portal/contracts/documents/rules';
import { users } from '../../db/schema.ts';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { bearer, form, setupTestApp, signIn } from '../../test/helper.ts';
import { documentTestData } from '../documents/test-data.ts';
import { fixtureContent, hostileSource } from '../documents/test-fixture.ts';
import { storedVersion } from '../job/test-fixtures.ts';
import { findUserByEmail } from '../user/service.ts';
import { mediaTexts } from '@portal/contracts/media/texts';

const t = setupTestApp();
const data = () => documentTestData(t.db, t.clock.now);
const signed: Record<string, { id: number; tokens: Tokens }> = {};

beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
  for (const name of ['client', 'business', 'typist', 'admin', 'superadmin']) {
    const email = `${name}@demo.test`;
    signed[name] = {
      id: (await findUserByEmail(t.db, email))?.id ?? 0,
      tokens: await signIn(t.app, email),
    };
  }
  // Staff must have two-factor on to reach anything but its setup (signed in before, so the
  // sign-in asks for no code).
  await t.db.update(users).set({ mfaEnabled: true }).where(ne(users.role, Role.CLIENT));
});

const who = (name: string) => signed[name] ?? { id: 0, tokens: { accessToken: '' } as Tokens };
/** The media's id, with a query when it asks for another kind. */
type Address = number | string;
const kindAt = (address: Address) =>
  String(address).endsWith('?kind=notes') ? 'notes' : 'default';
/** A save as the editor sends it: on the version stored now, unless the payload names one. */
const put = async (name: string, address: Address, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/transcript/${address}`,
    headers: bearer(who(name).tokens),
    payload: {
      version: await storedVersion(t.db, parseInt(String(address), 10), kindAt(address)),
      ...payload,
    },
  });
const get = (name: string, address: Address) =>
  t.app.inject({ url: `/v1/transcript/${address}`, headers: bearer(who(name).tokens) });

/** Nothing of it saved: the editor's empty transcript at version 0. */
const neverSaved = async (name: string, address: Address) => {
  const response = await get(name, address);
  return response.statusCode === 200 && response.json<Transcript>().version === 0;
};

async function clientMedia(status: 'returned' | 'ordered' = 'returned') {
  const project = await data().project(who('client').id);
  return data().media(who('client').id, project.id, { status });
}

test('an admin saves a transcript by its media id; every save is the next version', async () => {
  const item = await clientMedia();
  const first = await put('admin', item.id, { content: fixtureContent, wordscount: 1 });
  expect(first.statusCode).toBe(200);
  expect(first.json<Transcript>()).toMatchObject({
    mediaId: item.id,
    kind: 'default',
    version: 1,
    content: fixtureContent,
    // Counted by the server, markers left out.
    wordscount: 45,
  });
  const second = await put('admin', item.id, {
    content: { ...fixtureContent, sections: fixtureContent.sections.slice(0, 1) },
  });
  expect(second.json<Transcript>()).toMatchObject({ version: 2, wordscount: 5 });
  expect((await get('admin', item.id)).json<Transcript>()).toMatchObject({ version: 2 });
  // The owner reads the returned transcript too.
  expect((await get('client', item.id)).json<Transcript>().version).toBe(2);
});

test('the editor form sends the content as JSON text', async () => {
  const item = await clientMedia();
  const response = await t.app.inject({
    method: 'PUT',
    url: `/v1/transcript/${item.id}`,
    headers: {
      ...bearer(who('admin').tokens),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: form({ content: JSON.stringify(fixtureContent), wordscount: '49', version: '0' }),
  });
  expect(response.statusCode).toBe(200);
  expect(response.json<Transcript>().content.speakers).toHaveLength(2);
});

test('control characters and lone surrogates are dropped on save; markup is kept as text', async () => {
  const item = await clientMedia();
  const [section] = hostileSource.content.sections;
  const response = await put('admin', item.id, { content: hostileSource.content });
  expect(response.statusCode).toBe(200);
  expect(response.json<Transcript>().content.sections[0]).toEqual({
    id: section?.id,
    speaker: section?.speaker,
    speakerId: 'x',
    start: 1,
    text: 'Nul bell esc vt ff del c1 lone nonchar tab here\nnew line {\\par} \\\\ }{ <![CDATA[x]]> &amp; --> 2\n\n\n3',
  });
});

test('concurrent saves of one version: one is saved, the others refused with the version it made', async () => {
  const item = await clientMedia();
  const saves = await Promise.all(
    [1, 2, 3, 4, 5].map(() => put('superadmin', item.id, { content: fixtureContent, version: 0 })),
  );
  expect(saves.map((save) => save.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  expect(saves.map((save) => save.json<Transcript>().version)).toEqual([1, 1, 1, 1, 1]);
});

test('others may not write: clients are refused outright, a typist with no job on it finds nothing', async () => {
  const item = await clientMedia();
  const content = { content: fixtureContent };
  for (const name of ['client', 'business']) {
    const response = await put(name, item.id, content);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: errorTexts.unauthorized });
  }
  const response = await put('typist', item.id, content);
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: mediaTexts.notFound });
  expect(await neverSaved('admin', item.id)).toBe(true);
});

test('a client reads a transcript only once it is returned, and only their own', async () => {
  const item = await clientMedia('ordered');
  await put('admin', item.id, { content: fixtureContent });
  expect((await get('admin', item.id)).statusCode).toBe(200);
  expect((await get('client', item.id)).json()).toEqual({ message: noDocumentYetTexts.default });
  expect((await get('business', item.id)).json()).toEqual({
    message: mediaTexts.notFound,
  });
});

test('never saved: those who write it read the empty transcript, a client still waits for it', async () => {
  const item = await clientMedia();
  for (const name of ['admin', 'superadmin']) {
    const response = await get(name, item.id);
    expect([response.statusCode, response.json()]).toEqual([
      200,
      {
        id: 0,
        mediaId: item.id,
        kind: 'default',
        version: 0,
        content: { sections: [], speakers: [] },
        wordscount: 0,
        updatedAt: 0,
      },
    ]);
  }
  expect((await get('client', item.id)).json()).toEqual({ message: noDocumentYetTexts.default });
  // Who may not read the media learns nothing of it, saved or not.
  for (const name of ['business', 'typist'])
    expect((await get(name, item.id)).json()).toEqual({ message: mediaTexts.notFound });
  expect((await get('admin', 2_000_000)).statusCode).toBe(404);
});

test('bad content is refused and changes nothing', async () => {
  const item = await clientMedia();
  const [a, b] = fixtureContent.sections;
  const cases = [
    { content: { sections: [b, a], speakers: fixtureContent.speakers } },
    { content: { sections: [a, { ...b, id: 'a' }], speakers: fixtureContent.speakers } },
    { content: { sections: [{ ...a, start: -1 }] } },
    { content: '{not json' },
    { content: { sections: 'none' } },
    {},
  ];
  for (const payload of cases) expect((await put('admin', item.id, payload)).statusCode).toBe(422);
  expect((await put('admin', item.id, cases[0]!)).json()).toEqual([
    { field: 'content[sections][1][start]', message: 'Sections must be in time order' },
  ]);
  expect(await neverSaved('admin', item.id)).toBe(true);
  expect((await put('admin', 2_000_000, { content: fixtureContent })).statusCode).toBe(404);
});

test.each([
  ['content that is not JSON', { content: '{not json' }, 'content'],
  ['no content', {}, 'content'],
  ['sections that are not a list', { content: { sections: 'none' } }, 'content[sections]'],
  [
    'a section without its id',
    { content: { sections: [{ start: 0, text: '' }] } },
    'content[sections][0][id]',
  ],
  [
    'a start that is not a number',
    { content: { sections: [{ id: 'a', start: 'soon', text: '' }] } },
    'content[sections][0][start]',
  ],
  [
    'a speaker without a name',
    { content: { sections: [], speakers: [{ id: 'sp1' }] } },
    'content[speakers][0][name]',
  ],
])(
  'a transcript not in the model’s shape (%s) is refused, naming the field',
  async (_case, payload, field) => {
    const item = await clientMedia();
    await put('admin', item.id, { content: fixtureContent });
    const refused = await put('admin', item.id, payload);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ApiFieldError[]>().map((error) => error.field)).toContain(field);
    expect((await get('admin', item.id)).json<Transcript>().version).toBe(1);
  },
);

test("a section starting, or a marker timed, after the recording's end is refused, naming each", async () => {
  const item = await clientMedia();
  await put('admin', item.id, { content: fixtureContent });
  // The recording lasts 2:02:10.
  const refused = await put('admin', item.id, {
    content: {
      sections: [
        {
          id: 'a',
          start: 0,
          text: 'Within [inaudible 02.02.10], after [mw 02.02.11] [TC 03.00.00].',
        },
        { id: 'b', start: 7_330, text: 'At the very end.' },
        { id: 'c', start: 7_331, text: 'After it.' },
      ],
    },
  });
  expect([refused.statusCode, refused.json()]).toEqual([
    422,
    [
      {
        field: 'content[sections][0][text]',
        message: transcriptTexts.markersPastTheEnd(['[mw 02.02.11]', '[TC 03.00.00]'], '2:02:10'),
      },
      {
        field: 'content[sections][2][start]',
        message: transcriptTexts.startsPastTheEnd('2:02:10'),
      },
    ],
  ]);
  expect((await get('admin', item.id)).json<Transcript>().content).toEqual(fixtureContent);
});

describe('notes (?kind=notes): a document beside the transcript', () => {
  const notes = {
    sections: [
      {
        id: 'n1',
        speaker: '',
        speakerId: '',
        start: 0,
        text: 'Decisions: ship the minutes on Friday.',
      },
    ],
    speakers: [],
  };
  const putNotes = (name: string, mediaId: number, payload: object) =>
    put(name, `${mediaId}?kind=notes`, payload);
  const getNotes = (name: string, mediaId: number) => get(name, `${mediaId}?kind=notes`);

  test('saved and read apart from the transcript, each with its own versions', async () => {
    const item = await clientMedia();
    await put('admin', item.id, { content: fixtureContent });
    await putNotes('admin', item.id, { content: notes });
    const saved = await putNotes('superadmin', item.id, { content: notes });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Transcript>()).toMatchObject({
      mediaId: item.id,
      kind: 'notes',
      version: 2,
      content: notes,
      wordscount: 6,
    });
    expect((await get('client', item.id)).json<Transcript>()).toMatchObject({
      kind: 'default',
      version: 1,
      content: fixtureContent,
    });
    expect((await getNotes('client', item.id)).json<Transcript>()).toMatchObject({
      kind: 'notes',
      version: 2,
      content: notes,
    });
  });

  test('read like the transcript: project readers yes, upload-only users and strangers 404', async () => {
    const project = await data().project(who('client').id);
    const item = await data().media(who('client').id, project.id);
    await putNotes('admin', item.id, { content: notes });
    await data().grant(project.id, who('business').id, 'business@demo.test', 'read');
    expect((await getNotes('business', item.id)).json<Transcript>().content).toEqual(notes);

    const other = await clientMedia();
    await putNotes('admin', other.id, { content: notes });
    await data().grant(other.projectId ?? 0, who('business').id, 'business@demo.test', 'write');
    for (const name of ['business', 'typist']) {
      const response = await getNotes(name, other.id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: mediaTexts.notFound });
    }
  });

  test('a media without notes, or whose notes are not returned yet, answers the notes text', async () => {
    const item = await clientMedia();
    await put('admin', item.id, { content: fixtureContent });
    expect((await getNotes('client', item.id)).json()).toEqual({
      message: 'This media has no notes yet.',
    });
    const ordered = await clientMedia('ordered');
    await putNotes('admin', ordered.id, { content: notes });
    expect((await getNotes('admin', ordered.id)).statusCode).toBe(200);
    expect((await getNotes('client', ordered.id)).json()).toEqual({
      message: noDocumentYetTexts.notes,
    });
  });

  test('a client may not write notes: 403, and nothing is saved', async () => {
    const item = await clientMedia();
    const response = await putNotes('client', item.id, { content: notes });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: errorTexts.unauthorized });
    expect(await neverSaved('admin', `${item.id}?kind=notes`)).toBe(true);
  });

  test('an unknown kind is refused and changes nothing', async () => {
    const item = await clientMedia();
    const saved = await put('admin', `${item.id}?kind=summary`, { content: notes });
    expect(saved.statusCode).toBe(422);
    expect(saved.json()).toEqual([{ field: 'kind', message: 'Must be one of default, notes' }]);
    expect((await get('admin', `${item.id}?kind=summary`)).statusCode).toBe(422);
    expect(await neverSaved('admin', item.id)).toBe(true);
    expect(await neverSaved('admin', `${item.id}?kind=notes`)).toBe(true);
  });
});
