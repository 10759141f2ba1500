import '@portal/ui/testing';
import { EditorView } from '@codemirror/view';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { seriousViolations } from '@portal/ui/testing/axe';
import type { TranscriptContent } from '@portal/contracts';
import { timedSection } from '@portal/contracts/transcript/test-captions';
import { editorState, positionOf } from '../../engine/testing.ts';
import { CaptionCheck } from './CaptionCheck.tsx';

// axe measures some text on a canvas, which jsdom lacks: without one it skips that measure.
beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));

const views: EditorView[] = [];
afterEach(() => views.splice(0).forEach((view) => view.destroy()));

const hurried = 'Sorry, I have to say this quickly before I forget it.';
const draft: TranscriptContent = {
  speakers: [
    { id: 's1', name: 'Ann Lee' },
    { id: 's2', name: 'Bo Park' },
  ],
  sections: [
    timedSection({
      id: 'a',
      speaker: 'Ann Lee',
      speakerId: 's1',
      start: 2,
      text: 'Good morning, everyone, and thank you for coming at such short notice.',
    }),
    // A burst of words in a second and a half, the next words straight after: no cut, and no
    // pause to hold a cue into, can make that readable.
    timedSection({ id: 'b', speaker: 'Bo Park', speakerId: 's2', start: 62, text: hurried }, 36),
    { id: 'c', speaker: 'Ann Lee', speakerId: 's1', start: 63.5, text: 'Go on.' },
  ],
};

function openCheck(content = draft) {
  const view = new EditorView({
    state: editorState(content),
    parent: document.body.appendChild(document.createElement('div')),
  });
  views.push(view);
  const seek = jest.fn();
  const onClose = jest.fn();
  render(<CaptionCheck view={view} opened={content} seek={seek} onClose={onClose} />);
  return { view, seek, onClose, panel: screen.getByRole('region', { name: 'Caption check' }) };
}

it('lists the captions that break the norms; choosing one puts the cursor and the player there', async () => {
  const { view, seek, panel } = openCheck();
  expect(within(panel).getByRole('status')).toHaveTextContent('1 caption breaks the norms.');
  const list = within(panel).getByRole('list', { name: 'Captions that break the norms' });
  const cue = within(list).getByRole('button');
  expect(cue).toHaveTextContent(
    `00:01:02 – 00:01:03 ${hurried} 35.3 characters a second, too fast to read (at most 17)`,
  );
  // After the text, the panel's buttons in order: Check again, Close, then the captions.
  await userEvent.click(within(panel).getByRole('button', { name: 'Check again' }));
  await userEvent.tab();
  await userEvent.tab();
  expect(cue).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(view.state.selection.main.head).toBe(positionOf(view.state, hurried));
  expect(view.hasFocus).toBe(true);
  expect(seek).toHaveBeenCalledWith(62);
  expect(await seriousViolations()).toEqual([]);
});

it('checks the text again after corrections, with the timings of the words that stayed', async () => {
  const { view, panel } = openCheck();
  const cut = (text: string) => {
    const from = positionOf(view.state, text);
    view.dispatch({ changes: { from, to: from + text.length } });
  };
  const checkAgain = () =>
    userEvent.click(within(panel).getByRole('button', { name: 'Check again' }));
  cut(' quickly');
  await checkAgain();
  expect(
    within(panel).getByRole('button', { name: /^00:01:02 – 00:01:03 Sorry/ }),
  ).toHaveTextContent(
    // The words around the cut keep their times: the same 1.5 s for fewer characters.
    'Sorry, I have to say this before I forget it. 30 characters a second',
  );
  cut(' I have to say this before I forget it.');
  await checkAgain();
  expect(within(panel).getByRole('status')).toHaveTextContent('Every caption meets the norms.');
  expect(within(panel).queryByRole('list')).toBeNull();
});

it('closes on Escape, giving the keyboard back to the text', async () => {
  const { view, onClose } = openCheck();
  await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalled();
  expect(view.hasFocus).toBe(true);
});
