import { waitFor } from '@testing-library/react';
import { json, startFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { signedInTestStore } from '../testing/signed-in-store.ts';
import { spellCheckerApi } from './client.ts';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
});
afterEach(() => server.restore());

const bodyOf = async (path: string, index = 0) =>
  Object.fromEntries(
    new URLSearchParams(
      await server.requests.filter((r) => new URL(r.url).pathname === path)[index]!.text(),
    ),
  );
const { endpoints } = spellCheckerApi;
const word = { id: 4, word: 'Brexit', addedBy: 'Ada Admin', createdAt: 1_780_000_000 };

describe('spell checker endpoints', () => {
  it('check a text, and check it again once a word is added to the shared list', async () => {
    let checks = 0;
    server.on('POST', '/v1/spell-checker', () => {
      checks += 1;
      return json(200, { result: [{ word: 'Brexit', suggestions: ['Brexits'] }] });
    });
    server.on('POST', '/v1/spell-checker/word', () => json(200, { word }));
    const store = signedInTestStore();
    const check = store.dispatch(endpoints.checkSpelling.initiate({ text: 'After Brexit.' }));
    expect((await check).data?.result[0]?.word).toBe('Brexit');
    expect(await bodyOf('/v1/spell-checker')).toEqual({ text: 'After Brexit.' });

    const added = await store.dispatch(
      endpoints.changeSpellWord.initiate({ action: 'add-word', word: 'Brexit' }),
    );
    expect(added.data?.word?.id).toBe(4);
    expect(await bodyOf('/v1/spell-checker/word')).toEqual({ action: 'add-word', word: 'Brexit' });
    await waitFor(() => expect(checks).toBe(2));
    check.unsubscribe();
  });

  it('list the words by page, and read them again when a change finds the word gone', async () => {
    let lists = 0;
    server.on('POST', '/v1/spell-checker/list-words', () => {
      lists += 1;
      return json(200, { result: [word], total: 1, page: 1, pageSize: 50 });
    });
    server.on('POST', '/v1/spell-checker/word', () =>
      json(404, { message: 'This word was not found.' }),
    );
    const store = signedInTestStore();
    const list = store.dispatch(endpoints.listSpellWords.initiate({ q: 'bre', page: 2 }));
    await list;
    expect(await bodyOf('/v1/spell-checker/list-words')).toEqual({ q: 'bre', page: '2' });

    const gone = await store.dispatch(
      endpoints.changeSpellWord.initiate({ action: 'delete-word', id: 4 }),
    );
    expect(gone.error).toMatchObject({ status: 404 });
    await waitFor(() => expect(lists).toBe(2));
    list.unsubscribe();
  });
});
