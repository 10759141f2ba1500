import '@portal/ui/testing';
import { useEffect, useRef, useState } from 'react';
import { Provider } from 'react-redux';
import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { EditorView } from '@codemirror/view';
import { createPortalStore } from '@portal/contracts';
import { json, startFakeServer, type FakeServer } from '@portal/contracts/testing/fake-server';
import { testPortalConfig } from '@portal/contracts/testing/portal-config';
import { noticeField } from '../../engine/editor-notice.ts';
import { headLine } from '../../engine/section-head.ts';
import { editorOptions } from '../../engine/testing.ts';
import { transcriptState } from '../../engine/transcript-extensions.ts';
import { useSpelling } from './index.ts';
import { SpellingMenu } from './SpellingMenu.tsx';

const meeting = {
  sections: [
    {
      id: 'a',
      start: 0,
      speaker: 'Teh chair',
      speakerId: 'chair',
      text: 'Teh [inaudible 00.03] minutes.',
    },
  ],
  speakers: [{ id: 'chair', name: 'Teh chair' }],
};

const textStart = headLine(meeting.sections[0]!).length + 1;
const textEnd = textStart + meeting.sections[0]!.text.length;

/** The editor as the workspace wires it: checked, marked, and the menu on Ctrl+. */
function Editor({ cursor }: { cursor: number }) {
  const parent = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<EditorView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { word, suggest, changed, close } = useSpelling(view);
  useEffect(() => {
    const host = { ...editorOptions.host, suggestSpelling: suggest };
    const made = new EditorView({
      parent: parent.current!,
      state: transcriptState(meeting, { ...editorOptions, host }),
      dispatchTransactions(transactions, editor) {
        editor.update(transactions);
        setNotice(editor.state.field(noticeField));
        if (transactions.some((tr) => tr.docChanged)) changed(editor.state);
      },
    });
    made.dispatch({ selection: { anchor: cursor } });
    setView(made);
    return () => made.destroy();
  }, [suggest, changed, cursor]);
  return (
    <>
      <div ref={parent} />
      <p role="status">{notice}</p>
      {view && <SpellingMenu view={view} word={word} onClose={close} />}
    </>
  );
}

let server: FakeServer;
const checked: string[] = [];
/** The shared custom word list, as the fake server keeps it. */
const added = new Set<string>();
beforeEach(() => {
  checked.length = 0;
  added.clear();
  server = startFakeServer();
  server.on('POST', '/v1/spell-checker', async (request) => {
    const text = new URLSearchParams(await request.text()).get('text')!;
    checked.push(text);
    const unknown = ['Teh'].filter((word) => text.includes(word) && !added.has(word));
    return json(200, {
      result: unknown.map((word) => ({ word, suggestions: ['The', 'Tea'] })),
    });
  });
});
afterEach(() => server.restore());

function renderEditor(cursor = textStart) {
  render(
    <Provider store={createPortalStore({ config: testPortalConfig() })}>
      <Editor cursor={cursor} />
    </Provider>,
  );
  return screen.getByRole('textbox', { name: 'Transcript' });
}

const marked = () =>
  [...document.querySelectorAll('.cm-misspelled')].map((mark) => mark.textContent);

/** With the cursor on the word, asks for suggestions. */
async function suggestFirstWord(editor: HTMLElement) {
  await waitFor(() => expect(marked()).toEqual(['Teh']));
  editor.focus();
  await userEvent.keyboard('{Control>}.{/Control}');
  return screen.findByRole('menu', { name: 'Spelling of Teh' });
}

it('checks the text at open, without headers, and marks the unknown word there only', async () => {
  renderEditor();
  await waitFor(() => expect(marked()).toEqual(['Teh']));
  expect(checked[0]).toBe('Teh [inaudible 00.03] minutes.');
});

it('Ctrl+. on the word offers suggestions; one replaces the word and the editor has focus', async () => {
  const editor = renderEditor();
  await suggestFirstWord(editor);
  expect(checked).toContain('Teh');
  await userEvent.click(await screen.findByRole('menuitem', { name: 'The' }));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(editor).toHaveTextContent('The [inaudible 00.03] minutes.');
  await waitFor(() => expect(editor).toHaveFocus());
  expect(marked()).toEqual([]);
});

it('Escape closes the suggestions and gives the keyboard back to the editor', async () => {
  const editor = renderEditor();
  await suggestFirstWord(editor);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await waitFor(() => expect(editor).toHaveFocus());
  expect(editor).toHaveTextContent('Teh [inaudible 00.03] minutes.');
});

it('adds the word to the dictionary, which unmarks it and checks the text again', async () => {
  const sent: string[] = [];
  server.on('POST', '/v1/spell-checker/word', async (request) => {
    sent.push(await request.text());
    added.add('Teh');
    return json(200, { word: { id: 1, word: 'Teh', addedBy: 'Tim Typist', createdAt: 0 } });
  });
  const editor = renderEditor();
  await suggestFirstWord(editor);
  const checks = checked.length;
  await userEvent.click(screen.getByRole('menuitem', { name: 'Add to dictionary' }));
  await waitFor(() => expect(marked()).toEqual([]));
  expect(sent).toEqual(['action=add-word&word=Teh']);
  await waitFor(() => expect(checked.length).toBeGreaterThan(checks));
});

it('takes a word someone else added first as added', async () => {
  server.on('POST', '/v1/spell-checker/word', () => {
    added.add('Teh');
    const taken = 'This word is in the dictionary already';
    return json(409, { error: taken, message: taken });
  });
  const editor = renderEditor();
  await suggestFirstWord(editor);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Add to dictionary' }));
  await waitFor(() => expect(marked()).toEqual([]));
  expect(screen.getByRole('status')).toHaveTextContent('');
});

it('says why a word could not be added, and keeps it marked', async () => {
  server.on('POST', '/v1/spell-checker/word', () =>
    json(422, [
      { field: 'word', message: 'A word has letters only, with apostrophes or hyphens inside it' },
    ]),
  );
  const editor = renderEditor();
  await suggestFirstWord(editor);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Add to dictionary' }));
  // The status is there before the answer, empty: wait for what it says.
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      'A word has letters only, with apostrophes or hyphens inside it',
    ),
  );
  expect(marked()).toEqual(['Teh']);
});

it('checks again a second after typing stops, not on every key', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const editor = renderEditor(textEnd);
    await waitFor(() => expect(checked).toHaveLength(1));
    editor.focus();
    await userEvent.keyboard(' Teh');
    act(() => jest.advanceTimersByTime(900));
    expect(checked).toHaveLength(1);
    act(() => jest.advanceTimersByTime(200));
    await waitFor(() => expect(checked).toHaveLength(2));
    await waitFor(() => expect(marked()).toEqual(['Teh', 'Teh']));
  } finally {
    jest.useRealTimers();
  }
});
