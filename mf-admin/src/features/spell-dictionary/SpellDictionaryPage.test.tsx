import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { spellCheckerTexts } from '@portal/contracts/spell-checker/texts';
import type { SpellWord } from '@portal/contracts/spell-checker/schema';
import { seriousViolations } from '@portal/ui/testing/axe';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../routes.tsx';

const word = (id: number, text: string): SpellWord => ({
  id,
  word: text,
  addedBy: 'Tina Typist',
  createdAt: 1_790_000_000,
});

const page = (result: SpellWord[]) => ({ result, total: result.length, page: 1, pageSize: 50 });

const bodies = (server: FakeServer, path: string) =>
  Promise.all(
    server.requests
      .filter((r) => new URL(r.url).pathname === path)
      .map(async (r) => Object.fromEntries(new URLSearchParams(await r.clone().text()))),
  );

function renderDictionary(words: SpellWord[], path = '/admin/spell-dictionary') {
  return renderRoutes(routes, {
    path,
    signedInAs: testUser(Role.ADMIN),
    handlers: (server) =>
      server.on('POST', '/v1/spell-checker/list-words', () => json(200, page(words))),
  });
}

describe('spell dictionary', () => {
  it('lists the shared words with who added them, and passes the axe check', async () => {
    renderDictionary([word(1, 'Brexit'), word(2, "Hallowe'en")]);
    const table = await screen.findByRole('table', { name: 'Dictionary words' });
    expect(await within(table).findByRole('row', { name: /Brexit/ })).toHaveTextContent(
      'Tina Typist',
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('searches through the URL and says when nothing matches', async () => {
    const { server, location } = renderDictionary([], '/admin/spell-dictionary?q=zz');
    expect(await screen.findByRole('heading', { name: 'No words match' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Word' })).toHaveValue('zz');
    expect((await bodies(server, '/v1/spell-checker/list-words'))[0]).toMatchObject({ q: 'zz' });
    expect(location().search).toBe('?q=zz');
  });

  it('adds a word, refusing two words before asking the server', async () => {
    const { server } = renderDictionary([]);
    server.on('POST', '/v1/spell-checker/word', () => json(200, { word: word(3, 'Ofsted') }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add word' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a word' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Word' }), 'two words');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add word' }));
    expect(within(dialog).getByText(spellCheckerTexts.oneWord)).toBeInTheDocument();
    expect(await bodies(server, '/v1/spell-checker/word')).toEqual([]);

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Word' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Word' }), 'Ofsted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add word' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await bodies(server, '/v1/spell-checker/word')).toEqual([
      { action: 'add-word', word: 'Ofsted' },
    ]);
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    const { server } = renderDictionary([word(1, 'Brexit')]);
    server.on('POST', '/v1/spell-checker/word', () =>
      json(409, { error: spellCheckerTexts.wordTaken, message: spellCheckerTexts.wordTaken }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Change Brexit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Brexit' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Word' }), 's');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(spellCheckerTexts.wordTaken)).toBeInTheDocument();
    expect(await bodies(server, '/v1/spell-checker/word')).toEqual([
      { action: 'modify-word', id: '1', word: 'Brexits' },
    ]);
  });

  it('removes a word once confirmed', async () => {
    const { server } = renderDictionary([word(1, 'Brexit')]);
    server.on('POST', '/v1/spell-checker/word', () => json(200, { word: null }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Brexit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Brexit' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await bodies(server, '/v1/spell-checker/word')).toEqual([
      { action: 'delete-word', id: '1' },
    ]);
  });
});
