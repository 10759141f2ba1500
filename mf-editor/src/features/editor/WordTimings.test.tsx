import '@portal/ui/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { EditorView } from '@codemirror/view';
import { PortalStoreProvider, createPortalStore } from '@portal/contracts';
import { defaultHotkeys } from '@portal/contracts/hotkeys/rules';
import { startFakeServer, type FakeServer } from '@portal/contracts/testing/fake-server';
import { testPortalConfig } from '@portal/contracts/testing/portal-config';
import { positionOf, timedDraft } from '../../engine/testing.ts';
import type { MediaSource } from '../player/index.ts';
import { memoryCopies } from '../saving/index.ts';
import { EditorWorkspace } from './EditorWorkspace.tsx';

/** The draft's recording, from the start: media seconds are the audio element's own. */
const recording: MediaSource = {
  state: 'ready',
  src: '/renditions/1/whole.mp3',
  offset: 0,
  duration: 60,
};

let server: FakeServer;
beforeEach(() => {
  // Nothing answers the spell checker here (404): the words are not marked misspelled.
  server = startFakeServer();
  // No canvas in jsdom: the waveform is not drawn.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  server.restore();
  jest.restoreAllMocks();
});

function renderDraft() {
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const { container } = render(
    <PortalStoreProvider store={createPortalStore({ config: testPortalConfig() })}>
      <EditorWorkspace
        title="Interview"
        content={timedDraft}
        hotkeys={defaultHotkeys}
        range={{ start: 0, end: 60 }}
        media={recording}
        blockPaste={false}
        saving={{
          localKey: 'test',
          localCopies: memoryCopies(),
          version: 1,
          save: async (_content, version) => ({ ok: true, version: version + 1 }),
        }}
      />
    </PortalStoreProvider>,
  );
  const audio = container.querySelector('audio')!;
  const view = EditorView.findFromDOM(container.querySelector<HTMLElement>('.cm-editor')!)!;
  return {
    audio,
    play,
    view,
    /** The cursor into the editor, just before `text`. */
    cursorBefore(text: string) {
      act(() => view.dispatch({ selection: { anchor: positionOf(view.state, text) } }));
      view.focus();
    },
    /** The recording plays on to `seconds`. */
    playTo(seconds: number) {
      audio.currentTime = seconds;
      fireEvent.timeUpdate(audio);
    },
  };
}

const playingBoxes = () =>
  [...document.querySelectorAll<HTMLElement>('.section-head--playing')].map(
    (head) => head.dataset.sectionId,
  );
const spoken = () => [...document.querySelectorAll('.cm-spoken-word')].map((w) => w.textContent);

test('while the recording plays, the word being spoken is marked in the text', () => {
  const { playTo } = renderDraft();
  expect(spoken()).toEqual([]);
  playTo(0.6);
  expect(spoken()).toEqual(['meet']);
  expect(playingBoxes()).toEqual(['a']);
  playTo(2.7);
  expect(spoken()).toEqual(['me,']);
  expect(playingBoxes()).toEqual(['b']);
});

test('ctrl+click on a word plays from its start; a plain click only places the cursor', () => {
  const { audio, cursorBefore } = renderDraft();
  // jsdom lays nothing out: the editor's own mousedown, which puts the cursor where the word
  // was clicked, is the browser's part; the click that follows is the editor's.
  cursorBefore('uesday');
  fireEvent.click(screen.getByText(/Tuesday/), { ctrlKey: true });
  expect(audio.currentTime).toBe(1);
  cursorBefore('Dana');
  fireEvent.click(screen.getByText(/Dana/));
  expect(audio.currentTime).toBe(1);
});

test('words the engine was unsure of are shaded, and say so', () => {
  renderDraft();
  const unsure = [...document.querySelectorAll('.cm-unsure-word')];
  expect(unsure.map((word) => word.textContent)).toEqual(['Tuesday.', 'Dana.']);
  expect(unsure[0]).toHaveAttribute(
    'title',
    'Low confidence: the speech-to-text engine was unsure of this word',
  );
});

test('the hotkeys seek to the word at the cursor, and play from it', async () => {
  const { audio, play, cursorBefore } = renderDraft();
  cursorBefore('by me');
  await userEvent.keyboard('{Control>}{Alt>}w{/Alt}{/Control}');
  expect(audio.currentTime).toBe(2.4);
  expect(play).not.toHaveBeenCalled();
  cursorBefore('Dana');
  await userEvent.keyboard('{Control>}{Alt>}p{/Alt}{/Control}');
  expect(audio.currentTime).toBe(3);
  expect(play).toHaveBeenCalledTimes(1);
});
