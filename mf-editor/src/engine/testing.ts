import type { EditorState } from '@codemirror/state';
import { EditorSelection, type StateCommand, type TransactionSpec } from '@codemirror/state';
import { defaultHotkeys } from '@portal/contracts/hotkeys/rules';
import type { TranscriptContent } from '@portal/contracts';
import { speakersField } from './speakers.ts';
import { contentOf } from './transcript-doc.ts';
import {
  transcriptState,
  type EditorHost,
  type TranscriptEditorOptions,
} from './transcript-extensions.ts';

const quietHost: EditorHost = {
  playPause: () => undefined,
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

/** An editor state over `content` with the default hotkeys, its player standing at `time`. */
export function editorState(
  content: TranscriptContent,
  { time = 0, range = { start: 0, end: 3600 }, readOnly = false } = {},
): EditorState {
  const player = { currentTime: () => time, seek: () => undefined };
  return transcriptState(content, { ...editorOptions, player, range, readOnly });
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
