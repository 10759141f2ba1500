import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { EditorState } from '@codemirror/state';
import { StateEffect } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { TranscriptContent } from '@portal/contracts';
import { cursorPlaceOf, type CursorPlace } from '../../engine/cursor-place.ts';
import { noticeField } from '../../engine/editor-notice.ts';
import { setSpeakers } from '../../engine/speakers.ts';
import {
  transcriptExtensions,
  transcriptState,
  type TranscriptEditorOptions,
} from '../../engine/transcript-extensions.ts';
import './transcript-editor.css';

/** The cursor's place is told once it rests this long: typing moves it at every key. */
const CURSOR_REST_MS = 1000;

export interface TranscriptEditorHandle {
  view: EditorView;
}

export interface TranscriptEditorProps {
  /** The content the editor opens with; later changes of it are not followed (see `key`). */
  initial: TranscriptContent;
  /** Where the cursor stood when the user last left this transcript. */
  cursor?: CursorPlace;
  /** Where the cursor stands, a moment after it stops moving and when the editor closes. */
  onCursor?(place: CursorPlace): void;
  options: TranscriptEditorOptions;
  /** After every change of the text or the speakers, with the editor's new state. */
  onChange(state: EditorState): void;
  /** Once the view is made, for panels that work on it (find and replace). */
  onReady?(view: EditorView): void;
  ref?: Ref<TranscriptEditorHandle | null>;
}

/**
 * The CodeMirror view over a transcript: its boxes, markers and hotkeys. Reopening another
 * transcript (or a restored snapshot) is a new `key`, so the undo history starts afresh.
 */
export function TranscriptEditor({
  initial,
  cursor,
  onCursor,
  options,
  onChange,
  onReady,
  ref,
}: TranscriptEditorProps) {
  const parent = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<EditorView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const changed = useEffectEvent(onChange);
  const ready = useEffectEvent((made: EditorView) => onReady?.(made));
  const moved = useEffectEvent((state: EditorState) => onCursor?.(cursorPlaceOf(state)));
  // The options the view has: the view is made with them, so it is not reconfigured at once.
  const madeWith = useRef<TranscriptEditorOptions | null>(null);

  useEffect(() => {
    madeWith.current = options;
    let resting: ReturnType<typeof setTimeout> | undefined;
    const created = new EditorView({
      parent: parent.current!,
      state: transcriptState(initial, options, cursor),
      dispatchTransactions(transactions, editor) {
        editor.update(transactions);
        setNotice(editor.state.field(noticeField));
        if (transactions.some((tr) => tr.docChanged || tr.effects.some((e) => e.is(setSpeakers))))
          changed(editor.state);
        if (transactions.some((tr) => tr.selection)) {
          clearTimeout(resting);
          resting = setTimeout(() => moved(editor.state), CURSOR_REST_MS);
        }
      },
    });
    created.dispatch({ scrollIntoView: true });
    setView(created);
    ready(created);
    return () => {
      clearTimeout(resting);
      moved(created.state);
      created.destroy();
    };
    // The view is made once per mount; see the component's comment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!view || options === madeWith.current) return;
    madeWith.current = options;
    view.dispatch({
      effects: StateEffect.reconfigure.of(transcriptExtensions(options)),
    });
  }, [view, options]);

  useImperativeHandle<TranscriptEditorHandle | null, TranscriptEditorHandle | null>(
    ref,
    () => (view ? { view } : null),
    [view],
  );

  return (
    <div className="transcript-editor">
      <div ref={parent} className="transcript-editor__view" />
      <p className="transcript-editor__notice" role="status">
        {notice}
      </p>
    </div>
  );
}
