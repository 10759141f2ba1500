import { waitFor } from '@testing-library/react';
import { transcriptTexts } from './texts.ts';
import { json, startFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { signedInTestStore } from '../testing/signed-in-store.ts';
import { transcriptApi } from './client.ts';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
});
afterEach(() => server.restore());

const sent = (method: string, path: string) =>
  server.requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
const { endpoints } = transcriptApi;

const content = {
  sections: [{ id: 's1', speaker: 'Chair', start: 0, text: 'Good morning [inaudible 00.04].' }],
  speakers: [{ id: 'sp1', name: 'Chair' }],
};
const transcript = (version: number, kind: 'default' | 'notes' = 'default') => ({
  id: 3,
  mediaId: 101,
  kind,
  version,
  content,
  wordscount: 2,
  updatedAt: 1_780_000_000,
});
const entry = (id: number) => ({
  id,
  mediaId: 101,
  kind: 'default',
  version: 2,
  reason: 'save',
  jobId: null,
  wordscount: 2,
  createdBy: 'Tess Tester',
  createdAt: 1_780_000_000,
});

describe('transcript endpoints', () => {
  it("save the content as JSON text with the edit's version, and keep the answer without reading it again", async () => {
    let reads = 0;
    server.on('GET', '/v1/transcript/101', () => {
      reads += 1;
      return json(200, transcript(4, 'notes'));
    });
    server.on('PUT', '/v1/transcript/101', () => json(200, transcript(5, 'notes')));
    const store = signedInTestStore();
    const open = store.dispatch(endpoints.getTranscript.initiate({ id: 101, kind: 'notes' }));
    expect((await open).data?.version).toBe(4);
    expect(new URL(sent('GET', '/v1/transcript/101')[0]!.url).search).toBe('?kind=notes');

    const saved = await store.dispatch(
      endpoints.saveTranscript.initiate({
        id: 101,
        kind: 'notes',
        content,
        wordscount: 2,
        version: 4,
        saveSnapshot: true,
      }),
    );
    expect(saved.data?.version).toBe(5);
    const request = sent('PUT', '/v1/transcript/101')[0]!;
    expect(new URL(request.url).search).toBe('?kind=notes');
    expect(Object.fromEntries(new URLSearchParams(await request.text()))).toEqual({
      content: JSON.stringify(content),
      wordscount: '2',
      version: '4',
      save_snapshot: 'true',
    });
    const cached = endpoints.getTranscript.select({ id: 101, kind: 'notes' })(store.getState());
    expect(cached.data?.version).toBe(5);
    expect(reads).toBe(1);
    open.unsubscribe();
  });

  it('save changes as JSON text fields, and put them into the cached transcript at the new version', async () => {
    let reads = 0;
    server.on('GET', '/v1/transcript/101', () => {
      reads += 1;
      return json(200, transcript(4));
    });
    server.on('PATCH', '/v1/transcript/101', () =>
      json(200, { version: 5, wordscount: 3, updatedAt: 1_780_000_100 }),
    );
    const store = signedInTestStore();
    const open = store.dispatch(endpoints.getTranscript.initiate({ id: 101 }));
    await open;
    const added = { id: 's2', speakerId: 'sp2', speaker: '', start: 4, text: 'Hello there.' };
    const speakers = [...content.speakers, { id: 'sp2', name: 'Guest' }];
    const saved = await store.dispatch(
      endpoints.saveTranscriptChanges.initiate({
        id: 101,
        version: 4,
        sections: [added],
        removedSectionIds: ['s1'],
        speakers,
      }),
    );
    expect(saved.data).toEqual({ version: 5, wordscount: 3, updatedAt: 1_780_000_100 });
    const request = sent('PATCH', '/v1/transcript/101')[0]!;
    expect(Object.fromEntries(new URLSearchParams(await request.text()))).toEqual({
      version: '4',
      sections: JSON.stringify([added]),
      removed_section_ids: JSON.stringify(['s1']),
      speakers: JSON.stringify(speakers),
    });
    const cached = endpoints.getTranscript.select({ id: 101 })(store.getState()).data;
    expect(cached).toMatchObject({ version: 5, wordscount: 3, updatedAt: 1_780_000_100 });
    // The speaker's name comes from the list, as the server reads it.
    expect(cached?.content).toEqual({ sections: [{ ...added, speaker: 'Guest' }], speakers });
    expect(reads).toBe(1);
    open.unsubscribe();
  });

  it('read the transcript again when a save is refused as changed elsewhere', async () => {
    let reads = 0;
    server.on('GET', '/v1/transcript/101', () => {
      reads += 1;
      return json(200, transcript(reads === 1 ? 4 : 6));
    });
    const text = transcriptTexts.changedElsewhere;
    server.on('PUT', '/v1/transcript/101', () =>
      json(409, { error: text, message: text, version: 6 }),
    );
    const store = signedInTestStore();
    const open = store.dispatch(endpoints.getTranscript.initiate({ id: 101 }));
    await open;

    const refused = await store.dispatch(
      endpoints.saveTranscript.initiate({ id: 101, content, version: 4, submit: true }),
    );
    expect(refused.error).toMatchObject({ status: 409, items: [{ message: text }] });
    await waitFor(() =>
      expect(endpoints.getTranscript.select({ id: 101 })(store.getState()).data?.version).toBe(6),
    );
    open.unsubscribe();
  });

  it("list a media's and a job's snapshots, read one, and restore it into the media open", async () => {
    let lists = 0;
    server.on('GET', '/v1/transcript-snapshot/snapshots/101', () => {
      lists += 1;
      return json(200, { result: [entry(9)] });
    });
    server.on('GET', '/v1/transcript-snapshot/job-snapshots/7', () =>
      json(200, { result: [{ ...entry(8), reason: 'job_proofread', jobId: 7 }] }),
    );
    server.on('GET', '/v1/transcript-snapshot/9', () => json(200, { ...entry(9), content }));
    server.on('PUT', '/v1/transcript-snapshot/restore/9', () => json(200, transcript(7)));
    const store = signedInTestStore();
    const list = store.dispatch(endpoints.getMediaSnapshots.initiate(101));
    expect((await list).data?.result.map((snapshot) => snapshot.id)).toEqual([9]);

    const job = await store.dispatch(
      endpoints.getJobSnapshots.initiate({ id: 7, type: 'job_proofread' }),
    );
    expect(job.data?.result[0]?.jobId).toBe(7);
    expect(new URL(sent('GET', '/v1/transcript-snapshot/job-snapshots/7')[0]!.url).search).toBe(
      '?type=job_proofread',
    );
    expect((await store.dispatch(endpoints.getSnapshot.initiate(9))).data?.content).toEqual(
      content,
    );

    const restored = await store.dispatch(
      endpoints.restoreSnapshot.initiate({ id: 9, mediaId: 101 }),
    );
    expect(restored.data?.version).toBe(7);
    expect(await sent('PUT', '/v1/transcript-snapshot/restore/9')[0]!.text()).toBe('media_id=101');
    // The restore kept the version it replaced: the list is read again to show it.
    await waitFor(() => expect(lists).toBe(2));
    list.unsubscribe();
  });
});
