import { EditorState, Prec, type Extension, type StateCommand } from '@codemirror/state';
import { EditorView, keymap, type Command, type KeyBinding } from '@codemirror/view';
import { history, redo, undo } from '@codemirror/commands';
import { withSpeakerIds } from '@portal/contracts/transcript/speakers';
import type { HotkeyMap } from '@portal/contracts/hotkeys/rules';
import type { MarkerKind } from '@portal/contracts/transcript/markers';
import type { TranscriptContent } from '@portal/contracts';
import { refusePastesFromOutside, unmarkedClipboard } from './clipboard.ts';
import { keyNameOf } from './hotkey-keys.ts';
import { insertMarker, toggleQuestion } from './marker-commands.ts';
import { markerTokens, seekOnMarkerClick } from './marker-tokens.ts';
import { editableRange, playerLink, type EditableRange, type PlayerLink } from './player-link.ts';
import { positionOfPlace, type CursorPlace } from './cursor-place.ts';
import { noticeField } from './editor-notice.ts';
import { findField } from './find-replace.ts';
import {
  afterEnter,
  addBoxAtCursor,
  assignSpeaker,
  enterOrAddBox,
  mergeWithNext,
  mergeWithPrevious,
  moveToSection,
  setBoxStart,
} from './section-commands.ts';
import { keepSections, sectionHeads } from './section-heads.ts';
import { speakersField, undoableSpeakers } from './speakers.ts';
import { standardKeys } from './standard-keys.ts';
import { spelling, type MisspelledWord } from './spelling.ts';
import { docText } from './transcript-doc.ts';
import { seekOnWordClick, seekToCursor, spokenWordField, unsureWords } from './word-playback.ts';
import { timingBasesField, timingBasesOf, undoableTimings } from './word-timings.ts';

/** What the page around the editor does for the media player and system hotkeys. */
export interface EditorHost {
  playPause(): void;
  /** Plays from where the player stands (after a seek: from there). */
  play(): void;
  skip(direction: 1 | -1): void;
  changeSpeed(change: 'faster' | 'slower' | 'normal'): void;
  save(): void;
  findReplace(): void;
  /** Offer suggestions for a misspelled word (Ctrl+. on it, or a right-click). */
  suggestSpelling(word: MisspelledWord): void;
}

export interface TranscriptEditorOptions {
  hotkeys: HotkeyMap;
  /** None for live notes, which have no recording: box times are shown, not played from. */
  player?: PlayerLink;
  range: EditableRange;
  host: EditorHost;
  /** Block copy paste: text from outside the editor is refused. */
  blockPaste: boolean;
  /** Open to read only: the user's jobs on the media are finished. */
  readOnly?: boolean;
}

const run =
  (action: () => void): Command =>
  () => {
    action();
    return true;
  };

const markerActions: Record<string, MarkerKind> = {
  inaudible: 'inaudible',
  phoneticGuess: 'phoneticGuess',
  missedWord: 'missedWord',
  talkingOver: 'talkingOver',
  timecode: 'timecode',
};

function actionCommands(options: TranscriptEditorOptions): Record<string, Command | StateCommand> {
  const { host, player } = options;
  const speakers = Object.fromEntries(
    Array.from({ length: 20 }, (_, index) => [`speaker${index + 1}`, assignSpeaker(index + 1)]),
  );
  const markers = Object.fromEntries(
    Object.entries(markerActions).map(([action, kind]) => [action, insertMarker(kind)]),
  );
  return {
    playPause: run(host.playPause),
    skipBack: run(() => host.skip(-1)),
    skipForward: run(() => host.skip(1)),
    faster: run(() => host.changeSpeed('faster')),
    slower: run(() => host.changeSpeed('slower')),
    normalSpeed: run(() => host.changeSpeed('normal')),
    addSection: addBoxAtCursor,
    save: run(host.save),
    nextSection: moveToSection(1),
    previousSection: moveToSection(-1),
    undo,
    redo,
    findReplace: run(host.findReplace),
    ...(player && {
      textboxTimecode: setBoxStart(() => player.currentTime()),
      seekToWord: seekToCursor(),
      playFromCursor: seekToCursor(host.play),
    }),
    toggleQuestion,
    ...speakers,
    ...markers,
  };
}

/** The user's hotkeys as key bindings; Enter twice is the Enter key's own behaviour. */
function hotkeyBindings(options: TranscriptEditorOptions): KeyBinding[] {
  const commands = actionCommands(options);
  const combos = Object.values(options.hotkeys).flatMap((group) => Object.entries(group));
  const bindings = combos.flatMap(([action, combo]) => {
    const command = commands[action];
    if (!combo || !command || combo === 'enter enter') return [];
    return [{ key: keyNameOf(combo), run: command as Command, preventDefault: true }];
  });
  const enterTwice = options.hotkeys.systemHotkeys.addSection === 'enter enter';
  return [
    ...bindings,
    ...(enterTwice ? [{ key: 'Enter', run: enterOrAddBox as Command }] : []),
    { key: 'Backspace', run: mergeWithPrevious as Command },
    { key: 'Delete', run: mergeWithNext as Command },
  ];
}

/** Everything the transcript editor is made of, for one user's hotkeys and one media player. */
export function transcriptExtensions(options: TranscriptEditorOptions): Extension[] {
  return [
    speakersField,
    undoableSpeakers,
    timingBasesField,
    undoableTimings,
    noticeField,
    findField,
    afterEnter,
    sectionHeads,
    keepSections,
    history(),
    Prec.high(keymap.of(hotkeyBindings(options))),
    keymap.of(standardKeys),
    markerTokens,
    seekOnMarkerClick,
    spelling((word) => options.host.suggestSpelling(word)),
    unmarkedClipboard,
    options.blockPaste ? refusePastesFromOutside : [],
    EditorState.readOnly.of(options.readOnly ?? false),
    unsureWords,
    options.player ? [playerLink.of(options.player), spokenWordField, seekOnWordClick] : [],
    editableRange.of(options.range),
    EditorView.lineWrapping,
    EditorState.allowMultipleSelections.of(false),
    EditorView.contentAttributes.of({ 'aria-label': 'Transcript', spellcheck: 'false' }),
  ];
}

/**
 * A new editor's state over `content`, the cursor at `cursor` (else at the start). The speakers
 * list and the sections' word timings are set here only: reconfiguring the editor (new
 * hotkeys) keeps what it has.
 */
export function transcriptState(
  content: TranscriptContent,
  options: TranscriptEditorOptions,
  cursor?: CursorPlace,
): EditorState {
  // A copy saved in this browser before sections had speaker ids names its speakers only.
  const { sections, speakers } = withSpeakerIds(content);
  const state = EditorState.create({
    doc: docText(sections, options.range.start),
    extensions: [
      speakersField.init(() => speakers),
      timingBasesField.init(() => timingBasesOf(sections)),
      transcriptExtensions(options),
    ],
  });
  const anchor = cursor ? positionOfPlace(state, cursor) : 0;
  return anchor === 0 ? state : state.update({ selection: { anchor } }).state;
}
