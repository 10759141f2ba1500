/**
 * Marker tokens in transcript text, such as `[inaudible 01.23]` (ARCHITECTURE.md section 5): any
 * short bracketed token, so documents drop notes like `[crosstalk]` as well.
 */
export const MARKER = /\[([^[\]\n]{1,80})\]/g;

/** The text without its markers, and without the spaces they leave. */
export const withoutMarkers = (text: string): string =>
  text
    .replace(MARKER, '')
    .replace(/[ ]{2,}/g, ' ')
    .replace(/ +([.,;:!?])/g, '$1')
    .replace(/^ +| +$/gm, '');

/** Words of the text, markers not counted: what the editor shows and the server keeps. */
export const countWords = (text: string): number =>
  withoutMarkers(text)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
