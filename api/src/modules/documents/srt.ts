import {
  captionNorms,
  captionsStart,
  sectionCaptions,
} from '@portal/contracts/transcript/captions';
import { hasWordTimings } from '@portal/contracts/transcript/word-timings';
import { documentSections, oneLine, preciseTimecode, type DocumentSource } from './model.ts';

/** How long the last section is shown when the media's duration is not known. */
const SECONDS_PER_WORD = 0.4;

export interface SrtOptions {
  /** SRT_S: the speaker's name starts the first cue of each section. */
  inlineSpeakers: boolean;
}

interface Cue {
  start: number;
  end: number;
  lines: string[];
}

/** The words of the text in lines of at most `width` characters (longer words are cut). */
export function wrapLines(text: string, width: number = captionNorms.lineLength): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const pieces = [...word].length > width ? cut(word, width) : [word];
    for (const piece of pieces) {
      const joined = line ? `${line} ${piece}` : piece;
      if ([...joined].length <= width) line = joined;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A word longer than a line, in pieces of the line's width (by code point, not UTF-16 unit). */
function cut(word: string, width: number): string[] {
  const chars = [...word];
  const pieces: string[] = [];
  for (let at = 0; at < chars.length; at += width)
    pieces.push(chars.slice(at, at + width).join(''));
  return pieces;
}

/** A section without word timings: its lines in pairs, its time shared out by their length. */
function sectionCues(text: string, start: number, end: number): Cue[] {
  const lines = wrapLines(text);
  const groups: string[][] = [];
  for (let at = 0; at < lines.length; at += captionNorms.lines)
    groups.push(lines.slice(at, at + captionNorms.lines));
  const total = lines.join('').length;
  let from = start;
  return groups.map((group, index) => {
    const to =
      index === groups.length - 1 ? end : from + ((end - start) * group.join('').length) / total;
    const cue = { start: from, end: to, lines: group };
    from = to;
    return cue;
  });
}

/**
 * SRT (and SRT_S): numbered cues "HH:MM:SS,mmm --> HH:MM:SS,mmm", CRLF line ends as most players
 * expect. A section with word timings is cut into cues by the captioning norms, timed by its
 * words (captions.ts); one without lasts until the next one starts, its lines two to a cue. Text
 * is one line per cue line, so a blank line (the cue separator) or "-->" in the text can never
 * end a cue early.
 */
export function srt(source: DocumentSource, options: SrtOptions): string {
  const sections = documentSections(source.content)
    .map((section) => ({ ...section, text: oneLine(section.text).replaceAll('-->', '->') }))
    .filter((section) => section.text !== '');
  const cues = sections.flatMap((section, index) => {
    const next = sections[index + 1];
    const speaker = options.inlineSpeakers && section.speaker ? `${section.speaker}: ` : '';
    if (hasWordTimings(section))
      return sectionCaptions(section, {
        prefix: speaker,
        until: next ? captionsStart(next) : (source.duration ?? Infinity),
      });
    const words = section.text.split(' ').length;
    // The last section lasts until the media ends.
    const end = next
      ? captionsStart(next)
      : source.duration !== null && source.duration > section.start
        ? source.duration
        : section.start + Math.max(captionNorms.minSeconds, words * SECONDS_PER_WORD);
    // Sections starting together each still get a moment on screen.
    const shown = end > section.start ? end : section.start + captionNorms.minSeconds;
    return sectionCues(`${speaker}${section.text}`, section.start, shown);
  });
  return cues
    .map(
      (cue, index) =>
        `${index + 1}\r\n${preciseTimecode(cue.start, ',')} --> ${preciseTimecode(cue.end, ',')}\r\n${cue.lines.join('\r\n')}\r\n`,
    )
    .join('\r\n');
}
