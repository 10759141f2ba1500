import { defaultPedals } from '../hotkeys/foot-pedal.ts';
import { defaultHotkeys } from '../hotkeys/rules.ts';
import { jobApi } from '../job/client.ts';
import { testJob } from '../job/test-job.ts';
import { Role } from '../policy/roles.ts';
import { json, startFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { testPortalConfig } from '../testing/portal-config.ts';
import { signedInTestStore } from '../testing/signed-in-store.ts';
import { transcriptApi } from '../transcript/client.ts';
import { typistSettingsApi } from '../typist-settings/client.ts';
import { testUser } from '../user/test-user.ts';
import { api } from './api.ts';
import { editorMediaId, startPageRequests } from './page-requests.ts';
import { createPortalStore } from './store.ts';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
});
afterEach(() => server.restore());

const asked = () => server.requests.map((request) => new URL(request.url).pathname).sort();

/** The API answering the editor of media 7 for `role`, its transcript at `version`. */
function answerEditor(role: Role, version = 2) {
  server.on('GET', '/v1/user/profile', () => json(200, testUser(role)));
  server.on('GET', '/v1/transcript/7', () =>
    json(200, {
      id: 3,
      mediaId: 7,
      kind: 'default',
      version,
      content: { sections: [], speakers: [] },
      wordscount: 0,
      updatedAt: version > 0 ? 1_780_000_000 : 0,
    }),
  );
  server.on('GET', '/v2/typist-settings', () =>
    json(200, { settingsPortal3: { windows: defaultHotkeys, footPedal: defaultPedals } }),
  );
  server.on('GET', '/v1/media/job/7', () => json(200, [testJob(1)]));
  server.on('GET', '/v1/transcript/starting-speakers/7', () =>
    json(200, { speakers: [{ id: 'ann', name: 'Ann Lee' }] }),
  );
}

type Store = ReturnType<typeof signedInTestStore>;

// Every request the store has started, answered: what it would ask is asked by then.
const settled = (store: Store) => Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));

/**
 * The editor's page requests started as a first load starts them, twice (the shell at start-up
 * and the editor's route), until every request they made is answered.
 */
async function startedTwice(store: Store) {
  await Promise.all([
    startPageRequests(store, '/editor', '?media=7'),
    startPageRequests(store, '/editor', '?media=7'),
  ]);
  await settled(store);
}

/** The editor page's own queries, as TranscriptLoader makes them once it renders. */
async function pageQueries(store: Store) {
  const queries = [
    store.dispatch(transcriptApi.endpoints.getTranscript.initiate({ id: 7, kind: 'default' })),
    store.dispatch(typistSettingsApi.endpoints.getTypistSettings.initiate()),
    store.dispatch(jobApi.endpoints.getMediaJobs.initiate(7)),
  ];
  const answers = await Promise.all(queries);
  queries.forEach((query) => query.unsubscribe());
  return answers;
}

describe('page requests', () => {
  it("ask the editor's transcript, hotkeys and a typist's jobs once, for its page to find", async () => {
    answerEditor(Role.TYPIST);
    const store = signedInTestStore();
    await startedTwice(store);
    const expected = [
      '/v1/media/job/7',
      '/v1/transcript/7',
      '/v1/user/profile',
      '/v2/typist-settings',
    ];
    expect(asked()).toEqual(expected);

    const answers = await pageQueries(store);
    expect(answers.map((answer) => answer.isSuccess)).toEqual([true, true, true]);
    expect(asked()).toEqual(expected);
  });

  it("ask a new transcript's starting speakers as it answers, once", async () => {
    answerEditor(Role.ADMIN, 0);
    const store = signedInTestStore();
    await startedTwice(store);
    const expected = [
      '/v1/transcript/7',
      '/v1/transcript/starting-speakers/7',
      '/v1/user/profile',
      '/v2/typist-settings',
    ];
    expect(asked()).toEqual(expected);
    const query = store.dispatch(
      transcriptApi.endpoints.getStartingSpeakers.initiate({ id: 7, kind: 'default' }),
    );
    const starting = await query;
    query.unsubscribe();
    expect(starting.data?.speakers).toEqual([{ id: 'ann', name: 'Ann Lee' }]);
    expect(asked()).toEqual(expected);
  });

  it('ask no jobs for an admin, who edits any transcript', async () => {
    answerEditor(Role.ADMIN);
    const store = signedInTestStore();
    await startPageRequests(store, '/editor', '?media=7');
    await settled(store);
    expect(asked()).toEqual(['/v1/transcript/7', '/v1/user/profile', '/v2/typist-settings']);
  });

  it('ask only the profile of a user who may not edit transcripts', async () => {
    answerEditor(Role.CLIENT);
    const store = signedInTestStore();
    await startPageRequests(store, '/editor', '?media=7');
    await settled(store);
    expect(asked()).toEqual(['/v1/user/profile']);
  });

  it('ask nothing more when the profile fails', async () => {
    server.on('GET', '/v1/user/profile', () => json(500, { message: 'Down' }));
    const store = signedInTestStore();
    await startPageRequests(store, '/editor', '?media=7');
    await settled(store);
    expect(asked()).toEqual(['/v1/user/profile']);
  });

  it.each([
    ['another page', '/snapshot', '?id=3'],
    ['an editor with no media', '/editor', ''],
  ])('ask nothing for %s', async (_case, path, search) => {
    answerEditor(Role.TYPIST);
    const store = signedInTestStore();
    await startPageRequests(store, path, search);
    await settled(store);
    expect(asked()).toEqual([]);
  });

  it('ask nothing for a visitor', async () => {
    answerEditor(Role.TYPIST);
    const store = createPortalStore({ config: testPortalConfig() });
    await startPageRequests(store, '/editor', '?media=7');
    expect(asked()).toEqual([]);
  });

  it('read the media from the query as the editor page does', () => {
    expect(editorMediaId('?media=12')).toBe(12);
    expect(editorMediaId('media=12&x=1')).toBe(12);
    for (const search of ['', '?media=', '?media=0', '?media=-3', '?media=1.5', '?media=abc'])
      expect(editorMediaId(search)).toBeUndefined();
  });
});
