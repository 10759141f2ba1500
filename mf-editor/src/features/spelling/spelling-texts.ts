import type { EditorState } from '@codemirror/state';
import { sectionsOf } from '../../engine/transcript-doc.ts';

/**
 * At most this much of the text, form-encoded, goes in one check: under the API's 500,000
 * characters a text may have and its 1 MB body limit, whatever the text's characters. A
 * 20,000-word transcript takes one request.
 */
const MAX_ENCODED = 480_000;

/** The boxes' text (never their headers), in as few pieces as the API's limits allow. */
export function spellingTexts(state: EditorState, maxEncoded = MAX_ENCODED): string[] {
  const text = sectionsOf(state)
    .map(({ textFrom, to }) => (textFrom <= to ? state.doc.sliceString(textFrom, to) : ''))
    .join('\n');
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  // Cut after whitespace only, so that no word is split between two checks.
  for (const part of text.match(/\S*\s*/g) ?? []) {
    const partSize = encodeURIComponent(part).length;
    if (size + partSize > maxEncoded && current) {
      pieces.push(current);
      current = '';
      size = 0;
    }
    current += part;
    size += partSize;
  }
  return current.trim() ? [...pieces, current] : pieces;
}
