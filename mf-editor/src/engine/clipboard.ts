import { EditorView } from '@codemirror/view';
import { showNotice } from './editor-notice.ts';
import { isHeadLine, withoutHeadMarks } from './section-head.ts';

/** Copied text is the boxes' words; pasted text can never forge a box's header. */
export const unmarkedClipboard = [
  EditorView.clipboardOutputFilter.of((text) =>
    text
      .split('\n')
      .filter((line) => !isHeadLine(line))
      .join('\n'),
  ),
  EditorView.clipboardInputFilter.of(withoutHeadMarks),
];

export const PASTE_REFUSED = 'Pasting text from outside the editor is not allowed.';

let copiedHere = '';
const remember = (text: string) => {
  copiedHere = text;
  return text;
};
const normalized = (text: string) => withoutHeadMarks(text).replace(/\r\n?/g, '\n').trim();

/**
 * Block copy paste: only text copied or cut in this editor may be pasted back; anything else is
 * refused with a message, and nothing changes.
 */
export const refusePastesFromOutside = [
  EditorView.clipboardOutputFilter.of(remember),
  EditorView.domEventHandlers({
    paste(event, view) {
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (text && normalized(text) === normalized(copiedHere)) return false;
      event.preventDefault();
      view.dispatch({ effects: showNotice.of(PASTE_REFUSED) });
      return true;
    },
    drop(event, view) {
      event.preventDefault();
      view.dispatch({ effects: showNotice.of(PASTE_REFUSED) });
      return true;
    },
  }),
];
