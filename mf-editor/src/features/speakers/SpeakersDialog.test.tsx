import '@portal/ui/testing';
import { undo } from '@codemirror/commands';
import { EditorView } from '@codemirror/view';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { seriousViolations } from '@portal/ui/testing/axe';
import { speakerTexts } from '../../engine/speakers.ts';
import { contentIn, editorState } from '../../engine/testing.ts';
import { SpeakersDialog } from './SpeakersDialog.tsx';

// axe measures some text on a canvas, which jsdom lacks: without one it skips that measure.
beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));

const views: EditorView[] = [];
afterEach(() => views.splice(0).forEach((view) => view.destroy()));

const meeting = {
  sections: [
    { id: 'a', start: 0, speaker: 'Speaker 1', speakerId: 'one', text: 'Welcome.' },
    { id: 'b', start: 5, speaker: 'Speaker 2', speakerId: 'two', text: 'Thanks.' },
    { id: 'c', start: 9, speaker: 'Speaker 1', speakerId: 'one', text: 'First item.' },
  ],
  speakers: [
    { id: 'one', name: 'Speaker 1' },
    { id: 'two', name: 'Speaker 2' },
  ],
};

function openSpeakers() {
  const view = new EditorView({
    state: editorState(meeting),
    parent: document.body.appendChild(document.createElement('div')),
  });
  views.push(view);
  const onClose = jest.fn();
  render(<SpeakersDialog view={view} onClose={onClose} />);
  const spoken = () => contentIn(view.state).sections.map((section) => section.speaker);
  return { view, onClose, spoken };
}

const list = () => within(screen.getByRole('list', { name: 'Speakers' }));

it('renames with the keyboard: every box shows it, and one undo takes it back', async () => {
  const user = userEvent.setup();
  const { view, spoken } = openSpeakers();
  expect(
    list()
      .getAllByRole('listitem')
      .map((row) => row.textContent),
  ).toEqual([
    expect.stringContaining('Speaker 12 boxes'),
    expect.stringContaining('Speaker 21 box'),
  ]);
  await user.click(screen.getByRole('button', { name: 'Rename Speaker 1' }));
  const name = screen.getByRole('textbox', { name: 'Name of Speaker 1' });
  expect(name).toHaveFocus();
  await user.clear(name);
  await user.type(name, 'Ann Lee');
  await user.tab();
  await user.keyboard('Chair{Enter}');
  expect(spoken()).toEqual(['Ann Lee', 'Speaker 2', 'Ann Lee']);
  expect(list().getByText('Ann Lee, Chair')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Rename Ann Lee' })).toHaveFocus();
  expect(await seriousViolations()).toEqual([]);
  undo(view);
  expect(spoken()).toEqual(['Speaker 1', 'Speaker 2', 'Speaker 1']);
});

it('merges one speaker into another, and removes only a speaker of no box', async () => {
  const user = userEvent.setup();
  const { spoken } = openSpeakers();
  await user.click(screen.getByRole('button', { name: 'Remove Speaker 1' }));
  expect(screen.getByRole('alert')).toHaveTextContent(speakerTexts.inUse('Speaker 1', 2));
  await user.click(screen.getByRole('button', { name: 'Merge Speaker 1 into another speaker' }));
  expect(screen.getByRole('combobox', { name: 'Merge Speaker 1 into' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Merge' }));
  expect(spoken()).toEqual(['Speaker 2', 'Speaker 2', 'Speaker 2']);
  expect(list().getAllByRole('listitem')).toHaveLength(1);
  expect(screen.getByRole('alert')).toHaveTextContent('');

  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Speaker 2{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent(speakerTexts.nameTaken('Speaker 2'));
  await user.clear(screen.getByRole('textbox', { name: 'Name' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Guest{Enter}');
  expect(list().getByText('Guest')).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await user.click(screen.getByRole('button', { name: 'Remove Guest' }));
  expect(list().queryByText('Guest')).toBeNull();
  expect(screen.getByRole('heading', { name: '1 listed' })).toHaveFocus();
});
