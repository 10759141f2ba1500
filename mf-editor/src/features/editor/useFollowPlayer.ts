import type { RefObject } from 'react';
import { followPlayer } from '../../engine/word-playback.ts';
import type { TranscriptEditorHandle } from './TranscriptEditor.tsx';

/** While the typist types, the view stays where they are; it follows the player again after this. */
const TYPING_PAUSE_MS = 3000;

/**
 * The box being played is marked, and the word spoken in it when it has timings; both are
 * scrolled to unless the typist is typing elsewhere. Each of the player's ticks goes to the
 * editor alone (no React render), and one that changes neither costs it no update.
 */
export function useFollowPlayer(
  editor: RefObject<TranscriptEditorHandle | null>,
  /** When the typist last changed the text, in milliseconds. */
  lastEdit: RefObject<number>,
) {
  return (seconds: number) => {
    const view = editor.current?.view;
    if (!view) return;
    const typing = Date.now() - lastEdit.current < TYPING_PAUSE_MS;
    const spec = followPlayer(view.state, seconds, { scroll: !typing });
    if (spec) view.dispatch(spec);
  };
}
