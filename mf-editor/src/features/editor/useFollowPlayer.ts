import { useRef, type RefObject } from 'react';
import { EditorView } from '@codemirror/view';
import { setPlayingSection } from '../../engine/section-heads.ts';
import { sectionsOf } from '../../engine/transcript-doc.ts';
import type { TranscriptEditorHandle } from './TranscriptEditor.tsx';

/** While the typist types, the view stays where they are; it follows the player again after this. */
const TYPING_PAUSE_MS = 3000;

/** The box being played is marked, and scrolled to unless the typist is typing elsewhere. */
export function useFollowPlayer(
  editor: RefObject<TranscriptEditorHandle | null>,
  /** When the typist last changed the text, in milliseconds. */
  lastEdit: RefObject<number>,
) {
  const playing = useRef<string | null>(null);
  return (seconds: number) => {
    const view = editor.current?.view;
    if (!view) return;
    const section = sectionsOf(view.state).findLast(({ head }) => head.start <= seconds);
    if (!section || section.head.id === playing.current) return;
    playing.current = section.head.id;
    const typing = Date.now() - lastEdit.current < TYPING_PAUSE_MS;
    view.dispatch({
      effects: [
        setPlayingSection.of(section.head.id),
        ...(typing ? [] : [EditorView.scrollIntoView(section.from, { y: 'start', yMargin: 24 })]),
      ],
    });
  };
}
