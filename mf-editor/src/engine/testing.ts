import type { EditorState } from '@codemirror/state';
import { EditorSelection, type StateCommand, type TransactionSpec } from '@codemirror/state';
import { defaultHotkeys } from '@portal/contracts/hotkeys/rules';
import type { TranscriptContent } from '@portal/contracts';
import type { PlayerLink } from './player-link.ts';
import { speakersField } from './speakers.ts';
import { contentOf } from './transcript-doc.ts';
import {
  transcriptState,
  type EditorHost,
  type TranscriptEditorOptions,
} from './transcript-extensions.ts';

const quietHost: EditorHost = {
  playPause: () => undefined,
  play: () => undefined,
  skip: () => undefined,
  changeSpeed: () => undefined,
  save: () => undefined,
  findReplace: () => undefined,
  suggestSpelling: () => undefined,
};

/** The default hotkeys, a player standing at 0 and a page that does nothing. */
export const editorOptions: TranscriptEditorOptions = {
  hotkeys: defaultHotkeys,
  player: { currentTime: () => 0, seek: () => undefined },
  range: { start: 0, end: 3600 },
  host: quietHost,
  blockPaste: false,
};

/**
 * An editor state over `content` with the default hotkeys, its player standing at `time` (or
 * `player`), and `host` for what the page does.
 */
export function editorState(
  content: TranscriptContent,
  {
    time = 0,
    range = { start: 0, end: 3600 },
    readOnly = false,
    player = { currentTime: () => time, seek: () => undefined } as PlayerLink,
    host = quietHost,
  } = {},
): EditorState {
  return transcriptState(content, { ...editorOptions, player, host, range, readOnly });
}

/** A player that stands where it was last sent, and what it was sent to. */
export function recordingPlayer(time = 0): PlayerLink & { seeks: number[] } {
  const seeks: number[] = [];
  return {
    seeks,
    currentTime: () => seeks.at(-1) ?? time,
    seek: (seconds) => void seeks.push(seconds),
  };
}

/** A command run on `state`, answering the state it leaves. */
export function applyCommand(state: EditorState, command: StateCommand): EditorState {
  let next = state;
  command({ state, dispatch: (tr) => (next = tr.state) });
  return next;
}

export const applySpec = (state: EditorState, spec: TransactionSpec): EditorState =>
  state.update(spec).state;

export const cursorAt = (state: EditorState, pos: number): EditorState =>
  state.update({ selection: EditorSelection.cursor(pos) }).state;

/** Where `text` starts in the document (after it with `after`). */
export function positionOf(state: EditorState, text: string, { after = false } = {}): number {
  const index = state.doc.toString().indexOf(text);
  if (index < 0) throw new Error(`"${text}" is not in the document`);
  return after ? index + text.length : index;
}

export const contentIn = (state: EditorState): TranscriptContent =>
  contentOf(state, state.field(speakersField));

/** A meeting where "Smith" is in the text three times and in one speaker's name. */
export const smithsMeeting: TranscriptContent = {
  sections: [
    {
      id: 'a',
      start: 0,
      speaker: 'Dr Smith',
      speakerId: 'smith',
      text: 'The smith family came to see Smith.',
    },
    { id: 'b', start: 9, speaker: 'Nurse', speakerId: 'nurse', text: 'Dr Smith is on call.' },
  ],
  speakers: [
    { id: 'smith', name: 'Dr Smith' },
    { id: 'nurse', name: 'Nurse' },
  ],
};

/**
 * A speech-to-text draft: every word with its time, and two words the engine was unsure of
 * ("Tuesday" and "Dana").
 */
export const timedDraft: TranscriptContent = {
  sections: [
    {
      id: 'a',
      start: 0,
      speaker: 'Anna',
      speakerId: 'anna',
      text: 'We meet on Tuesday.',
      words: [
        [0.2, 0.5, 0.98],
        [0.5, 0.8, 0.97],
        [0.8, 1, 0.95],
        [1, 1.6, 0.42],
      ],
    },
    {
      id: 'b',
      start: 2,
      speaker: 'Ben',
      speakerId: 'ben',
      text: 'Fine by me, Dana.',
      words: [
        [2.1, 2.4, 0.9],
        [2.4, 2.6, 0.93],
        [2.6, 2.9, 0.91],
        [3, 3.5, 0.31],
      ],
    },
  ],
  speakers: [
    { id: 'anna', name: 'Anna' },
    { id: 'ben', name: 'Ben' },
  ],
};
