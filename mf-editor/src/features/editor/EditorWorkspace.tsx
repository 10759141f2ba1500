import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { EditorState } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { countWords } from '@portal/contracts/transcript/word-count';
import { hasWordTimings } from '@portal/contracts/transcript/word-timings';
import type { HotkeyMap } from '@portal/contracts/hotkeys/rules';
import type { TranscriptContent } from '@portal/contracts';
import { Button, LazyDialog, StatusChip, lazyNamed } from '@portal/ui';
import type { CursorPlace } from '../../engine/cursor-place.ts';
import type { EditableRange } from '../../engine/player-link.ts';
import { speakersField } from '../../engine/speakers.ts';
import { contentOf } from '../../engine/transcript-doc.ts';
import { MediaPlayer, type MediaPlayerHandle } from '../player/index.ts';
import type { MediaSource } from '../player/index.ts';
import { usePedalActions } from '../pedal/index.ts';
import { SaveStatus, type SavesTo } from '../saving/index.ts';
import { useTranscriptSaver, type TranscriptSaverOptions } from '../saving/index.ts';
import { KeptWidth } from '../../components/KeptWidth.tsx';
import { SpellingMenu, useSpelling } from '../spelling/index.ts';
import { TranscriptEditor, type TranscriptEditorHandle } from './TranscriptEditor.tsx';
import { useFollowPlayer } from './useFollowPlayer.ts';
import './editor-workspace.css';

// The find panel (with CodeMirror's search) and the speakers and hotkey dialogs come with their
// first opening: the first screen has only their buttons.
const FindReplace = lazyNamed(() => import('../find-replace/index.ts'), 'FindReplace');
const SpeakersDialog = lazyNamed(() => import('../speakers/index.ts'), 'SpeakersDialog');
const HotkeySettings = lazyNamed(() => import('../hotkey-settings/index.ts'), 'HotkeySettings');
const CaptionCheck = lazyNamed(() => import('../captions/index.ts'), 'CaptionCheck');

export interface EditorWorkspaceProps {
  /** The page's heading: the media's title where known. */
  title: string;
  /** A line under the title (the demo says where practice is kept). */
  intro?: string;
  content: TranscriptContent;
  cursor?: CursorPlace;
  onCursor?(place: CursorPlace): void;
  hotkeys: HotkeyMap;
  range: EditableRange;
  /** What the player plays; none for a live session's notes, which have no recording. */
  media?: MediaSource;
  blockPaste: boolean;
  /** Open to read: nothing can be typed, replaced or saved. */
  readOnly?: boolean;
  saving: TranscriptSaverOptions;
  /** Where saves keep the work: the server unless told (the demo's practice stays here). */
  savesTo?: SavesTo;
  /** Called on every change of the text (typist activity). */
  onEdit?(): void;
  /** The content is unsaved work restored from this browser: it is saved as soon as it can be. */
  restored?: boolean;
  /** More toolbar actions (snapshots, submit; the demo's Start again), with what they work on. */
  actions?: (tools: WorkspaceTools) => ReactNode;
  /** Beside the text: the live note editor's meeting. */
  aside?: ReactNode;
}

export interface WorkspaceTools {
  /** Saves what is unsaved and answers the content with the version it is saved as. */
  current(): Promise<{ content: TranscriptContent; version: number }>;
  /** Saves now, keeping the saved version as a snapshot. */
  keepSnapshot(): Promise<void>;
}

/** The word count follows typing after this pause: counting reads the whole transcript. */
const WORD_COUNT_DELAY_MS = 400;

/**
 * The find panel's count follows typing after this pause: while keys come, they cost the panel
 * nothing (the editor keeps the matches itself, line by line).
 */
const FIND_COUNT_DELAY_MS = 250;

const wordsOf = (content: TranscriptContent) =>
  content.sections.reduce((sum, section) => sum + countWords(section.text), 0);

/** The room the spelling count keeps from the start: its answer arriving moves no button. */
const spellingRoom = 'Spelling: 000 unknown words';

function spellingText(unknown: number | undefined): string {
  if (unknown === undefined) return '';
  if (unknown === 0) return 'Spelling: no unknown words';
  return `Spelling: ${unknown} unknown word${unknown > 1 ? 's' : ''}`;
}

/** The editor with its media player (unless it has none), toolbar and panels, over a transcript. */
export function EditorWorkspace(props: EditorWorkspaceProps) {
  const editor = useRef<TranscriptEditorHandle>(null);
  const player = useRef<MediaPlayerHandle>(null);
  const [findOpen, setFindOpen] = useState(false);
  const [view, setView] = useState<EditorView | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [speakersOpen, setSpeakersOpen] = useState(false);
  const [captionsOpen, setCaptionsOpen] = useState(false);
  const timed = useMemo(() => props.content.sections.some(hasWordTimings), [props.content]);
  const [revision, setRevision] = useState(0);
  const [words, setWords] = useState(() => wordsOf(props.content));
  const { state: saveState, saver } = useTranscriptSaver(props.saving);
  const lastEdit = useRef(0);
  const follow = useFollowPlayer(editor, lastEdit);
  const counting = useRef<ReturnType<typeof setTimeout>>(undefined);
  const finding = useRef<ReturnType<typeof setTimeout>>(undefined);
  const spelling = useSpelling(view);
  // Fetched at its first opening, then kept mounted: closed, it hands the focus back.
  const [spellingOpened, setSpellingOpened] = useState(false);
  if (spelling.word && !spellingOpened) setSpellingOpened(true);
  const hasPlayer = props.media !== undefined;

  const options = useMemo(
    () => ({
      hotkeys: props.hotkeys,
      range: props.range,
      blockPaste: props.blockPaste,
      readOnly: props.readOnly,
      player: hasPlayer
        ? {
            currentTime: () => player.current?.currentTime() ?? props.range.start,
            seek: (seconds: number) => player.current?.seek(seconds),
          }
        : undefined,
      host: {
        playPause: () => player.current?.playPause(),
        play: () => player.current?.play(),
        skip: (direction: 1 | -1) => player.current?.skip(direction),
        changeSpeed: (change: 'faster' | 'slower' | 'normal') =>
          player.current?.changeSpeed(change),
        save: () => void saver.flush(),
        findReplace: () => setFindOpen(true),
        suggestSpelling: spelling.suggest,
      },
    }),
    [
      props.hotkeys,
      props.range,
      props.blockPaste,
      props.readOnly,
      hasPlayer,
      saver,
      spelling.suggest,
    ],
  );
  // A foot pedal does what the player's hotkeys do.
  usePedalActions(hasPlayer ? options.host : undefined);

  const read = () => {
    const state = view!.state;
    return contentOf(state, state.field(speakersField));
  };
  const current = async () => {
    await saver.flush();
    return { content: read(), version: saver.current.version };
  };

  useEffect(() => {
    if (props.restored) saver.changed(() => props.content);
    // Once, for the content the editor opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const changed = (state: EditorState) => {
    const read = () => contentOf(state, state.field(speakersField));
    saver.changed(read);
    lastEdit.current = Date.now();
    clearTimeout(finding.current);
    if (findOpen)
      finding.current = setTimeout(() => setRevision((value) => value + 1), FIND_COUNT_DELAY_MS);
    clearTimeout(counting.current);
    counting.current = setTimeout(() => setWords(wordsOf(read())), WORD_COUNT_DELAY_MS);
    spelling.changed(state);
    props.onEdit?.();
  };

  return (
    <div className="editor-workspace">
      <h1 className="editor-workspace__title">{props.title}</h1>
      {props.intro && <p className="editor-workspace__intro">{props.intro}</p>}
      <div className="editor-workspace__toolbar" role="toolbar" aria-label="Editor">
        {props.readOnly ? (
          <StatusChip tone="neutral">Read only</StatusChip>
        ) : (
          <SaveStatus state={saveState} savesTo={props.savesTo ?? 'server'} />
        )}
        <span className="editor-workspace__words">{`${words} words`}</span>
        <KeptWidth className="editor-workspace__spelling" room={spellingRoom}>
          {spellingText(spelling.unknown)}
        </KeptWidth>
        {!props.readOnly && (
          <Button size="sm" variant="secondary" onClick={() => void saver.flush()}>
            Save
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={() => setFindOpen(true)}>
          Find and replace
        </Button>
        {!props.readOnly && (
          <Button size="sm" variant="secondary" onClick={() => setSpeakersOpen(true)}>
            Speakers
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={() => setSettingsOpen(true)}>
          Hotkeys
        </Button>
        {timed && (
          <Button size="sm" variant="secondary" onClick={() => setCaptionsOpen(true)}>
            Captions
          </Button>
        )}
        {props.actions?.({ current, keepSnapshot: () => saver.keepSnapshot(read) })}
      </div>
      {/* Kept, with a line's room, when empty: a message coming or going moves no text. */}
      <p className="editor-workspace__save-error" role="alert">
        {saveState.message}
      </p>
      {props.media && <MediaPlayer ref={player} media={props.media} onTime={follow} />}
      {findOpen && view && (
        <LazyDialog onClose={() => setFindOpen(false)}>
          <FindReplace view={view} revision={revision} onClose={() => setFindOpen(false)} />
        </LazyDialog>
      )}
      {captionsOpen && view && (
        <LazyDialog onClose={() => setCaptionsOpen(false)}>
          <CaptionCheck
            view={view}
            opened={props.content}
            seek={hasPlayer ? (seconds) => player.current?.seek(seconds) : undefined}
            onClose={() => setCaptionsOpen(false)}
          />
        </LazyDialog>
      )}
      <div className="editor-workspace__body">
        <TranscriptEditor
          ref={editor}
          initial={props.content}
          cursor={props.cursor}
          onCursor={props.onCursor}
          options={options}
          onChange={changed}
          onReady={setView}
        />
        {props.aside}
      </div>
      {view && spellingOpened && (
        <LazyDialog onClose={spelling.close}>
          <SpellingMenu view={view} word={spelling.word} onClose={spelling.close} />
        </LazyDialog>
      )}
      {speakersOpen && view && (
        <LazyDialog onClose={() => setSpeakersOpen(false)}>
          <SpeakersDialog view={view} onClose={() => setSpeakersOpen(false)} />
        </LazyDialog>
      )}
      {settingsOpen && (
        <LazyDialog onClose={() => setSettingsOpen(false)}>
          <HotkeySettings hotkeys={props.hotkeys} onClose={() => setSettingsOpen(false)} />
        </LazyDialog>
      )}
    </div>
  );
}
