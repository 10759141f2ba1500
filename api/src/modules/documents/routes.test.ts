import { strFromU8, unzipSync } from 'fflate';
import { asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Role } from '@portal/contracts/policy/roles';
import type { Tokens } from '@portal/contracts/auth/schema';
import { noDocumentYetTexts } from '@portal/contracts/documents/rules';
import { transcriptDocuments, transcripts, users } from '../../db/schema.ts';
import { storeContent } from '../transcript-store/test-store.ts';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { bearer, setupTestApp, signIn } from '../../test/helper.ts';
import type { BlobStorage } from '../storage/storage.ts';
import { documentTexts, mediaTexts } from '@portal/contracts/media/texts';
import { findUserByEmail } from '../user/service.ts';
import { productKey } from './cache.ts';
import { documentTestData } from './test-data.ts';
import { fixtureContent, hostileSource } from './test-fixture.ts';
import { timedSection } from '@portal/contracts/transcript/test-captions';

const t = setupTestApp();
const data = () => documentTestData(t.db, t.clock.now);
const signed: Record<string, { id: number; tokens: Tokens }> = {};

beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
  for (const name of ['client', 'business', 'typist', 'admin']) {
    const email = `${name}@demo.test`;
    signed[name] = {
      id: (await findUserByEmail(t.db, email))?.id ?? 0,
      tokens: await signIn(t.app, email),
    };
  }
  await t.db.update(users).set({ mfaEnabled: true }).where(ne(users.role, Role.CLIENT));
});

/** The product cache's rows of a transcript. */
const productStates = (transcriptId: number) =>
  t.db
    .select()
    .from(transcriptDocuments)
    .where(eq(transcriptDocuments.transcriptId, transcriptId))
    .orderBy(asc(transcriptDocuments.documentType), asc(transcriptDocuments.options));

const who = (name: string) => signed[name] ?? { id: 0, tokens: { accessToken: '' } as Tokens };
const download = (name: string, url: string, app: FastifyInstance = t.app) =>
  app.inject({ url, headers: bearer(who(name).tokens) });

/** The client's project holding one returned media with the fixture transcript. */
async function returnedMedia(title = 'interview.mp3') {
  const project = await data().project(who('client').id);
  const item = await data().media(who('client').id, project.id, { title });
  const transcript = await data().transcript(item.id, fixtureContent);
  return { project, item, transcript };
}

describe('GET /v1/media/download-product/{id}', () => {
  test.each([
    ['PDF', 'application/pdf', 'interview.pdf', '%PDF-'],
    ['DOC', 'application/msword', 'interview.doc', '{\\rtf1'],
    [
      'DOCX',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'interview.docx',
      'PK',
    ],
    ['RTF', 'application/rtf', 'interview.rtf', '{\\rtf1'],
    ['XML', 'application/xml; charset=utf-8', 'interview.xml', '<?xml'],
    ['SRT', 'application/x-subrip; charset=utf-8', 'interview.srt', '1\r\n00:00:00,000'],
    ['SRT_S', 'application/x-subrip; charset=utf-8', 'interview.srt', '1\r\n00:00:00,000'],
    ['TXT_clean', 'text/plain; charset=utf-8', 'interview.txt', 'interview.mp3\nMedia:'],
    ['TXT_headless', 'text/plain; charset=utf-8', 'interview.txt', '[00:00:00] Zoë Müller:'],
  ])(
    '%s: the file, typed and named by the filename conversion rule',
    async (type, mime, name, start) => {
      const { item } = await returnedMedia();
      const response = await download(
        'client',
        `/v1/media/download-product/${item.id}?documentType=${type}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(mime);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${name}"; filename*=UTF-8''${name}`,
      );
      expect(
        response.rawPayload.toString('latin1').startsWith(Buffer.from(start).toString('latin1')),
      ).toBe(true);
    },
  );

  test('SRT with inline speakers, as the portal asks for SRT_S', async () => {
    const { item } = await returnedMedia();
    const response = await download(
      'client',
      `/v1/media/download-product/${item.id}?documentType=SRT&options=inline-speakers&regenerate=true`,
    );
    expect(response.body).toContain('\r\nZoë Müller: Bonjour');
  });

  test('SRT and SRT_S of a speech-to-text draft: cues cut by the norms, timed by the words', async () => {
    const project = await data().project(who('client').id);
    const item = await data().media(who('client').id, project.id);
    const text =
      'Good morning, everyone, and thank you for coming at such short notice. We have a lot to get through today, so let us start with the budget.';
    const draft = timedSection(
      { id: 'a', speaker: 'Ann Lee', speakerId: 's1', start: 2, text },
      15,
    );
    await data().transcript(item.id, {
      speakers: [{ id: 's1', name: 'Ann Lee' }],
      sections: [draft],
    });
    const cues = async (type: string) => {
      const response = await download(
        'client',
        `/v1/media/download-product/${item.id}?documentType=${type}`,
      );
      expect(response.statusCode).toBe(200);
      return response.body
        .trimEnd()
        .split('\r\n\r\n')
        .map((block) => block.split('\r\n').slice(1));
    };
    const plain = await cues('SRT');
    expect(plain.map(([timing]) => timing)).toEqual([
      // 71 and 69 characters with the space after each word, at 15 a second.
      '00:00:02,000 --> 00:00:06,733',
      '00:00:06,733 --> 00:00:11,333',
    ]);
    expect(plain.map(([, ...lines]) => lines)).toEqual([
      ['Good morning, everyone, and thank', 'you for coming at such short notice.'],
      ['We have a lot to get through today,', 'so let us start with the budget.'],
    ]);
    const named = await cues('SRT_S');
    expect(named[0]?.[1]).toMatch(/^Ann Lee: Good morning, everyone,/);
    expect(named.flat().join(' ')).not.toMatch(/Ann Lee.*Ann Lee/);
    for (const [, ...lines] of [...plain, ...named])
      for (const line of lines) expect([...line].length).toBeLessThanOrEqual(42);
  });

  test('a name outside ASCII keeps its letters in filename*', async () => {
    const { item } = await returnedMedia('Entretien – Zoë.WAV');
    const response = await download(
      'client',
      `/v1/media/download-product/${item.id}?documentType=DOCX`,
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Entretien _ Zo_.docx"; filename*=UTF-8''${encodeURIComponent('Entretien – Zoë.docx')}`,
    );
  });

  test('hostile transcript text gives a well-formed document', async () => {
    const project = await data().project(who('client').id);
    const item = await data().media(who('client').id, project.id, {
      title: hostileSource.mediaTitle,
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/v1/transcript/${item.id}`,
      headers: bearer(who('admin').tokens),
      payload: { content: hostileSource.content, version: 0 },
    });
    expect(saved.statusCode).toBe(200);
    const response = await download(
      'client',
      `/v1/media/download-product/${item.id}?documentType=XML`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('&lt;b&gt;Bold&lt;/b&gt;');
    for (const control of ['\u0000', '\u0007', '\u001b'])
      expect(response.body).not.toContain(control);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="/);
  });

  test('bad requests: unknown type or option, no transcript, unknown media', async () => {
    const { item } = await returnedMedia();
    const url = `/v1/media/download-product/${item.id}`;
    const unknown = await download('client', `${url}?documentType=ODT`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual([
      {
        field: 'documentType',
        message: 'Must be one of PDF, DOC, DOCX, RTF, XML, SRT, SRT_S, TXT_clean, TXT_headless',
      },
    ]);
    expect((await download('client', url)).statusCode).toBe(422);
    expect((await download('client', `${url}?documentType=SRT&options=colour`)).statusCode).toBe(
      422,
    );

    const bare = await data().media(who('client').id, item.projectId);
    const none = await download('client', `/v1/media/download-product/${bare.id}?documentType=PDF`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: noDocumentYetTexts.default });
    const missing = await download('client', '/v1/media/download-product/2000000?documentType=PDF');
    expect(missing.json()).toEqual({ message: mediaTexts.notFound });
  });
});

describe('GET /v1/media/download-product/{id}?kind=notes', () => {
  const notes = {
    sections: [{ id: 'n1', speaker: '', start: 0, text: 'Decisions: ship on Friday.' }],
    speakers: [],
  };
  const notesUrl = (mediaId: number, type: string) =>
    `/v1/media/download-product/${mediaId}?documentType=${type}&kind=notes`;

  test('the notes in the chosen format, not the transcript, kept apart in the product cache', async () => {
    const { item, transcript } = await returnedMedia();
    const kept = await data().transcript(item.id, notes, 1, 'notes');
    const response = await download('client', notesUrl(item.id, 'TXT_headless'));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('[00:00:00] Decisions: ship on Friday.\n');
    const plain = await download(
      'client',
      `/v1/media/download-product/${item.id}?documentType=TXT_headless`,
    );
    // Named apart, so that downloading both never overwrites one with the other.
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="interview-notes.txt"/,
    );
    expect(plain.headers['content-disposition']).toMatch(/^attachment; filename="interview.txt"/);
    expect(plain.body).toContain('Bonjour');
    expect(plain.body).not.toContain('Decisions');
    expect((await productStates(kept.id)).map((row) => row.documentType)).toEqual(['TXT_headless']);
    expect((await productStates(transcript.id)).map((row) => row.documentType)).toEqual([
      'TXT_headless',
    ]);
  });

  test('titled as notes where the transcript has its media title', async () => {
    const { item } = await returnedMedia();
    await data().transcript(item.id, notes, 1, 'notes');
    const text = await download('client', notesUrl(item.id, 'TXT_clean'));
    expect(text.body.startsWith('Notes: interview.mp3\nMedia: interview.mp3\n')).toBe(true);
    const xml = await download('client', notesUrl(item.id, 'XML'));
    expect(xml.body).toMatch(/^<\?xml[^>]*>\n<notes version="1" [^>]*>\n[^]*<\/notes>\n$/);
  });

  test('no notes, notes not returned yet, no access or an unknown kind', async () => {
    const { project, item } = await returnedMedia();
    const none = await download('client', notesUrl(item.id, 'PDF'));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'This media has no notes yet.' });

    const ordered = await data().media(who('client').id, project.id, { status: 'assigned' });
    await data().transcript(ordered.id, notes, 1, 'notes');
    expect((await download('client', notesUrl(ordered.id, 'PDF'))).json()).toEqual({
      message: noDocumentYetTexts.notes,
    });
    expect((await download('admin', notesUrl(ordered.id, 'PDF'))).statusCode).toBe(200);

    await data().transcript(item.id, notes, 1, 'notes');
    await data().grant(project.id, who('business').id, 'business@demo.test', 'write');
    for (const name of ['business', 'typist'])
      expect((await download(name, notesUrl(item.id, 'PDF'))).json()).toEqual({
        message: mediaTexts.notFound,
      });

    const unknown = await download(
      'client',
      `/v1/media/download-product/${item.id}?documentType=PDF&kind=summary`,
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual([{ field: 'kind', message: 'Must be one of default, notes' }]);
  });
});

describe('who may download', () => {
  test("readers of the project's transcripts only; everyone else learns nothing", async () => {
    const { project, item } = await returnedMedia();
    await data().grant(project.id, who('business').id, 'business@demo.test', 'read');
    const url = `/v1/media/download-product/${item.id}?documentType=TXT_clean`;
    expect((await download('client', url)).statusCode).toBe(200);
    expect((await download('business', url)).statusCode).toBe(200);
    expect((await download('admin', url)).statusCode).toBe(200);
    expect((await download('typist', url)).json()).toEqual({
      message: mediaTexts.notFound,
    });

    const other = await returnedMedia();
    await data().grant(other.project.id, who('business').id, 'business@demo.test', 'write');
    // Write access is upload-only.
    const upload = await download(
      'business',
      `/v1/media/download-product/${other.item.id}?documentType=PDF`,
    );
    expect(upload.statusCode).toBe(404);
    expect(upload.json()).toEqual({ message: mediaTexts.notFound });
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  test('clients wait for the transcript to be returned; media outside projects are staff only', async () => {
    const project = await data().project(who('client').id);
    const ordered = await data().media(who('client').id, project.id, { status: 'assigned' });
    await data().transcript(ordered.id, fixtureContent);
    const url = `/v1/media/download-product/${ordered.id}?documentType=RTF`;
    expect((await download('client', url)).json()).toEqual({
      message: noDocumentYetTexts.default,
    });
    expect((await download('admin', url)).statusCode).toBe(200);

    const loose = await data().media(who('client').id, null);
    await data().transcript(loose.id, fixtureContent);
    const looseUrl = `/v1/media/download-product/${loose.id}?documentType=RTF`;
    expect((await download('client', looseUrl)).statusCode).toBe(404);
    expect((await download('admin', looseUrl)).statusCode).toBe(200);
  });
});

describe('the product cache', () => {
  const states = async (transcriptId: number) =>
    (await productStates(transcriptId)).map(({ documentType, options, version, state }) => ({
      documentType,
      options,
      version,
      state,
    }));

  test('kept per transcript version, type and options; a new version or regenerate makes it again', async () => {
    const { item, transcript } = await returnedMedia();
    const url = `/v1/media/download-product/${item.id}?documentType=TXT_headless`;
    expect((await download('client', url)).body).toContain('Bonjour');
    await download('client', `/v1/media/download-product/${item.id}?documentType=SRT_S`);
    expect(await states(transcript.id)).toEqual([
      { documentType: 'SRT', options: 'inline-speakers', version: 1, state: 'done' },
      { documentType: 'TXT_headless', options: '', version: 1, state: 'done' },
    ]);
    const key = productKey(transcript.id, 1, { documentType: 'TXT_headless', options: [] });
    expect(await t.app.storage.head(key)).toBeDefined();

    // Changed without a new version: the kept document is served, until regenerate.
    const changed = {
      ...fixtureContent,
      sections: [{ id: 'z', speaker: '', start: 0, text: 'Changed' }],
    };
    await storeContent(t.db, { mediaId: transcript.mediaId, content: changed, at: t.clock.now() });
    expect((await download('client', url)).body).toContain('Bonjour');
    expect((await download('client', `${url}&regenerate=1`)).body).toBe('[00:00:00] Changed\n');

    // A new version replaces the document and removes the old file.
    await t.db.update(transcripts).set({ version: 2 }).where(eq(transcripts.id, transcript.id));
    expect((await download('client', url)).statusCode).toBe(200);
    expect((await states(transcript.id))[1]).toMatchObject({ version: 2, state: 'done' });
    expect(await t.app.storage.head(key)).toBeUndefined();
    expect(
      await t.app.storage.head(
        productKey(transcript.id, 2, { documentType: 'TXT_headless', options: [] }),
      ),
    ).toBeDefined();
  });

  test('concurrent requests all get the document; one of them keeps it', async () => {
    const { item, transcript } = await returnedMedia();
    const url = `/v1/media/download-product/${item.id}?documentType=DOCX`;
    const responses = await Promise.all([1, 2, 3, 4].map(() => download('client', url)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    for (const response of responses)
      expect(Object.keys(unzipSync(response.rawPayload))).toContain('word/document.xml');
    expect(await states(transcript.id)).toEqual([
      { documentType: 'DOCX', options: '', version: 1, state: 'done' },
    ]);
  });

  test('a generation in progress is left alone, and taken over once it has died', async () => {
    const { item, transcript } = await returnedMedia();
    await t.db.insert(transcriptDocuments).values({
      transcriptId: transcript.id,
      documentType: 'XML',
      version: 1,
      state: 'in-progress',
      updatedAt: t.clock.now(),
    });
    const url = `/v1/media/download-product/${item.id}?documentType=XML`;
    expect((await download('client', url)).body).toContain('<transcript');
    expect((await states(transcript.id))[0]?.state).toBe('in-progress');
    t.clock.advance(180_000);
    expect((await download('client', url)).statusCode).toBe(200);
    expect((await states(transcript.id))[0]?.state).toBe('done');
  });

  test('a failure is kept as state failed with its error, and the next request tries again', async () => {
    const { item, transcript } = await returnedMedia();
    const broken: BlobStorage = Object.assign(Object.create(t.app.storage) as BlobStorage, {
      write: () => Promise.reject(new Error('Disk full')),
    });
    const failing = await t.build({}, undefined, { storage: broken });
    const url = `/v1/media/download-product/${item.id}?documentType=PDF`;
    const failed = await download('client', url, failing);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: 'Something went wrong' });
    const [row] = await productStates(transcript.id);
    expect(row).toMatchObject({ state: 'failed', error: 'Disk full' });
    expect((await download('client', url)).statusCode).toBe(200);
    expect((await productStates(transcript.id))[0]).toMatchObject({
      state: 'done',
      error: null,
    });
  });
});

describe('GET /v1/project/download-product/{id}', () => {
  test("a zip of the returned media's transcripts, named by the rule and made unique", async () => {
    const { project } = await returnedMedia();
    const owner = who('client').id;
    for (const title of ['interview.mp3', 'Notes', 'call.m4a']) {
      const item = await data().media(owner, project.id, { title });
      await data().transcript(item.id, fixtureContent);
    }
    const unfinished = await data().media(owner, project.id, {
      title: 'later.mp3',
      status: 'assigned',
    });
    await data().transcript(unfinished.id, fixtureContent);
    await data().media(owner, project.id, { title: 'empty.mp3' });

    const response = await download(
      'client',
      `/v1/project/download-product/${project.id}?documentType=DOCX`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="transcripts.zip"; filename*=UTF-8''transcripts.zip`,
    );
    const files = unzipSync(response.rawPayload);
    expect(Object.keys(files)).toEqual([
      'interview.docx',
      'interview (2).docx',
      'Notes.docx',
      'call.docx',
    ]);
    expect(Object.keys(unzipSync(files['Notes.docx'] ?? new Uint8Array()))).toContain(
      'word/document.xml',
    );
  });

  test('transcripts only: notes stay out of the zip', async () => {
    const { project, item } = await returnedMedia('a.wav');
    await data().transcript(item.id, fixtureContent, 1, 'notes');
    const notesOnly = await data().media(who('client').id, project.id, { title: 'b.wav' });
    await data().transcript(notesOnly.id, fixtureContent, 1, 'notes');
    const response = await download(
      'client',
      `/v1/project/download-product/${project.id}?documentType=TXT_clean`,
    );
    expect(Object.keys(unzipSync(response.rawPayload))).toEqual(['a.txt']);
    const listed = await download(
      'client',
      `/v1/project/download-product/${project.id}?documentType=TXT_clean&media_ids[]=${notesOnly.id}`,
    );
    expect(listed.json()).toEqual([
      { field: 'media_ids', message: documentTexts.notDownloadable(notesOnly.id) },
    ]);
  });

  test('the listed media only, in any text format', async () => {
    const { project, item } = await returnedMedia('a.wav');
    const second = await data().media(who('client').id, project.id, { title: 'b.wav' });
    await data().transcript(second.id, fixtureContent);
    const response = await download(
      'client',
      `/v1/project/download-product/${project.id}?documentType=TXT_clean&media_ids[]=${item.id}`,
    );
    const files = unzipSync(response.rawPayload);
    expect(Object.keys(files)).toEqual(['a.txt']);
    expect(strFromU8(files['a.txt'] ?? new Uint8Array())).toContain('Media: a.wav');
  });

  test('errors: a listed media without transcript, a project without any, no access', async () => {
    const { project } = await returnedMedia();
    const bare = await data().media(who('client').id, project.id);
    const listed = await download(
      'client',
      `/v1/project/download-product/${project.id}?documentType=PDF&media_ids[]=${bare.id}`,
    );
    expect(listed.statusCode).toBe(422);
    expect(listed.json()).toEqual([
      { field: 'media_ids', message: documentTexts.notDownloadable(bare.id) },
    ]);
    const empty = await data().project(who('client').id);
    expect(
      (
        await download('client', `/v1/project/download-product/${empty.id}?documentType=PDF`)
      ).json(),
    ).toEqual({
      message: documentTexts.noTranscripts,
    });
    await data().grant(project.id, who('business').id, 'business@demo.test', 'write');
    const upload = await download(
      'business',
      `/v1/project/download-product/${project.id}?documentType=PDF`,
    );
    expect(upload.statusCode).toBe(404);
    expect(upload.json()).toEqual({ message: documentTexts.projectNotFound });
  });
});

test('GET /v1/transcript/preview/{id}?document_type=doc shows the document inline', async () => {
  const { item } = await returnedMedia();
  const response = await download('admin', `/v1/transcript/preview/${item.id}?document_type=doc`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/msword');
  expect(response.headers['content-disposition']).toMatch(/^inline; filename="interview.doc"/);
  expect(response.body.startsWith('{\\rtf1')).toBe(true);
  expect(
    (await download('admin', `/v1/transcript/preview/${item.id}?document_type=odt`)).statusCode,
  ).toBe(422);
});

test('GET /v1/media/download/{id} answers a signed URL of the media file', async () => {
  const { item } = await returnedMedia();
  const url = `/v1/media/download/${item.id}`;
  expect((await download('client', url)).json()).toEqual({
    message: documentTexts.mediaUnavailable,
  });
  await t.app.storage.write(item.storageKey, Buffer.from('audio bytes'), 'audio/mpeg');
  const { presignedUrl } = (await download('client', url)).json<{ presignedUrl: string }>();
  const file = await t.app.inject({ url: presignedUrl });
  expect(file.body).toBe('audio bytes');
  expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''interview.mp3");
  expect((await download('business', url)).statusCode).toBe(404);
});
