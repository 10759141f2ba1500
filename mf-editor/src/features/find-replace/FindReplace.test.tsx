import { undo } from '@codemirror/commands';
import { EditorView } from '@codemirror/view';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  contentIn,
  editorState,
  positionOf,
  smithsMeeting as meeting,
} from '../../engine/testing.ts';
import { findField } from '../../engine/find-replace.ts';
import { FindReplace } from './FindReplace.tsx';

const views: EditorView[] = [];
afterEach(() => views.splice(0).forEach((view) => view.destroy()));

/**
 * The panel over an editor of `meeting`, as the workspace shows it: every change of the text
 * bumps `revision`.
 */
function openFindReplace({ readOnly = false } = {}) {
  const onClose = jest.fn();
  let revision = 0;
  const panel = () => <FindReplace view={view} revision={revision} onClose={onClose} />;
  const view = new EditorView({
    state: editorState(meeting, { readOnly }),
    parent: document.body.appendChild(document.createElement('div')),
    dispatchTransactions(transactions, editor) {
      editor.update(transactions);
      if (transactions.some((tr) => tr.docChanged)) {
        revision += 1;
        rerender(panel());
      }
    },
  });
  views.push(view);
  const { rerender } = render(panel());
  const selected = () =>
    view.state.sliceDoc(view.state.selection.main.from, view.state.selection.main.to);
  return { view, onClose, selected, text: () => contentIn(view.state) };
}

const status = () => screen.getByRole('status');
const find = (text: string) => userEvent.type(screen.getByRole('textbox', { name: 'Find' }), text);

it('counts the matches in the text, never in box headers, and the speaker names holding them', async () => {
  openFindReplace();
  expect(screen.getByRole('textbox', { name: 'Find' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

  await find('Smith');
  expect(status()).toHaveTextContent('0 of 3; 1 speaker name');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Match case' }));
  expect(status()).toHaveTextContent('0 of 2; 1 speaker name');
  await find('s');
  expect(status()).toHaveTextContent('No matches');
  expect(screen.getByRole('button', { name: 'Replace all' })).toBeDisabled();
});

it('Next selects each match in turn, then the first again; Enter in Find does the same', async () => {
  const { view, selected } = openFindReplace();
  await find('smith');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(selected()).toBe('smith');
  expect(status()).toHaveTextContent('1 of 3');

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(view.state.selection.main.from).toBe(positionOf(view.state, 'Smith.'));
  expect(status()).toHaveTextContent('2 of 3');

  await userEvent.type(screen.getByRole('textbox', { name: 'Find' }), '{Enter}');
  expect(view.state.selection.main.from).toBe(positionOf(view.state, 'Smith is on call'));
  expect(status()).toHaveTextContent('3 of 3');

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(status()).toHaveTextContent('1 of 3');
});

it('Replace changes the selected match only, and goes to a match first when none is selected', async () => {
  const { text } = openFindReplace();
  await find('smith');
  await userEvent.type(screen.getByRole('textbox', { name: 'Replace with' }), 'Jones');

  await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
  expect(text()).toEqual(meeting);
  expect(status()).toHaveTextContent('1 of 3');

  await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
  expect(text().sections[0]!.text).toBe('The Jones family came to see Smith.');
  expect(status()).toHaveTextContent('0 of 2');
});

it('Replace all changes the text and the speaker names as one step that one undo takes back', async () => {
  const { view, text } = openFindReplace();
  await find('smith');
  await userEvent.type(screen.getByRole('textbox', { name: 'Replace with' }), 'Jones');
  await userEvent.click(screen.getByRole('button', { name: 'Replace all' }));

  expect(text()).toEqual({
    sections: [
      {
        id: 'a',
        start: 0,
        speaker: 'Dr Jones',
        speakerId: 'smith',
        text: 'The Jones family came to see Jones.',
      },
      { id: 'b', start: 9, speaker: 'Nurse', speakerId: 'nurse', text: 'Dr Jones is on call.' },
    ],
    speakers: [
      { id: 'smith', name: 'Dr Jones' },
      { id: 'nurse', name: 'Nurse' },
    ],
  });
  expect(status()).toHaveTextContent('No matches');

  undo(view);
  expect(text()).toEqual(meeting);
  expect(status()).toHaveTextContent('0 of 3; 1 speaker name');
});

it('follows text typed in the editor while it is open', async () => {
  const { view } = openFindReplace();
  await find('smith');
  view.dispatch({ changes: { from: view.state.doc.length, insert: ' Ask Smith.' } });
  expect(await screen.findByText('0 of 4; 1 speaker name')).toBeVisible();
});

it('closes on Escape, handing the keys back to the editor, and by its close button', async () => {
  const { view, onClose } = openFindReplace();
  await find('smith{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(view.hasFocus).toBe(true);
  // Closed, the editor searches nothing as the user types.
  const { options, matches } = view.state.field(findField);
  expect([options.search, matches.size]).toEqual(['', 0]);

  await userEvent.click(screen.getByRole('button', { name: 'Close find and replace' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});

it('only finds in a transcript open to read', async () => {
  openFindReplace({ readOnly: true });
  await find('Smith');
  expect(status()).toHaveTextContent('0 of 3; 1 speaker name');
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  expect(screen.queryByRole('textbox', { name: 'Replace with' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Replace/ })).not.toBeInTheDocument();
});
