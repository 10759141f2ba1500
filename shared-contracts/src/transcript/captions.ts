import { MARKER } from './word-count.ts';
import { hasWordTimings, textWords, type WordTiming } from './word-timings.ts';

/**
 * The captioning norms subtitles are cut by (the common broadcast and streaming guidelines):
 * lines of at most 42 characters, two to a cue, each cue 1–7 s on screen, read at most at about
 * 17 characters a second.
 */
export const captionNorms = {
  lineLength: 42,
  lines: 2,
  minSeconds: 1,
  maxSeconds: 7,
  charsPerSecond: 17,
} as const;

/** One subtitle: its time on screen and its lines. */
export interface Caption {
  start: number;
  end: number;
  lines: string[];
  /** The section whose words it shows, and where its first word starts in that section's text. */
  section: string;
  from: number;
}

/** What captions are made from: a transcript section, with its words' timings where it has them. */
export interface CaptionSection {
  id: string;
  start: number;
  text: string;
  words?: readonly WordTiming[] | undefined;
}

/** When a section's first caption starts: its first word where timed, else its start. */
export const captionsStart = (section: CaptionSection): number =>
  hasWordTimings(section) ? section.words[0]![0] : section.start;

/** How readable a break after a word is: its end closes a sentence, a clause, or neither. */
type Pause = 'sentence' | 'clause' | 'none';

interface Token {
  text: string;
  /** Characters, by code point: what a line holds. */
  width: number;
  start: number;
  end: number;
  /** Where it starts in the section's text. */
  from: number;
  pause: Pause;
  /** A cue never ends after it (the speaker's name before the first word). */
  glued: boolean;
}

const chars = (text: string) => [...text].length;

function pauseAfter(text: string): Pause {
  const bare = text.replace(/["'”’»)\]]+$/u, '');
  if (/[.?!…]$/u.test(bare)) return 'sentence';
  if (/[,;:–—]$/u.test(bare)) return 'clause';
  return 'none';
}

/**
 * The section's words as tokens of a caption. A marker such as `[inaudible 01.23]` is several
 * words but one token, so no line or cue splits it (documents keep markers as written).
 */
function tokensOf(
  section: CaptionSection & { words: readonly WordTiming[] },
  prefix: string,
): Token[] {
  const words = textWords(section.text).map((word, index) => {
    const [start, end] = section.words[index]!;
    return { ...word, start, end };
  });
  const markers = Array.from(section.text.matchAll(MARKER), (match) => ({
    from: match.index,
    to: match.index + match[0].length,
  }));
  const tokens: Token[] = [];
  let at = 0;
  let next = 0;
  while (at < words.length) {
    const first = words[at]!;
    while (markers[next] && markers[next]!.to <= first.from) next += 1;
    // The marker the word is part of, if any (markers and words are both in text order).
    const marker = markers[next] && markers[next]!.from < first.to ? markers[next] : undefined;
    let last = at;
    if (marker) while (words[last + 1] && words[last + 1]!.from < marker.to) last += 1;
    let spoken = words.slice(at, last + 1);
    // A marker wider than a line is left as its words rather than made one overlong line.
    if (chars(spoken.map((word) => word.word).join(' ')) > captionNorms.lineLength)
      spoken = [first];
    const text = spoken.map((word) => word.word).join(' ');
    tokens.push({
      text,
      width: chars(text),
      start: first.start,
      end: Math.max(...spoken.map((word) => word.end)),
      from: first.from,
      pause: pauseAfter(text),
      glued: false,
    });
    at += spoken.length;
  }
  const named = textWords(prefix).map(({ word }, index, all) => ({
    text: word,
    width: chars(word),
    start: tokens[0]?.start ?? section.start,
    end: tokens[0]?.start ?? section.start,
    from: 0,
    pause: index === all.length - 1 ? pauseAfter(word) : ('none' as const),
    glued: true,
  }));
  return [...named, ...tokens];
}

// The cost of each choice, in cues: what the cut weighs to find the most readable one.
const CUE_COST = 1;
const CUE_END_COST: Record<Pause, number> = { sentence: 0, clause: 0.6, none: 2 };
const LINE_END_COST: Record<Pause, number> = { sentence: 0, clause: 0.2, none: 0.8 };
const UNBALANCED_COST = 1;
/** A silence this long inside a cue leaves words on screen that are no longer spoken. */
const SILENCE_SECONDS = 1.5;
const SILENCE_COST = 1.5;
/** A sentence ending inside a line: the next one reads better starting a line or a cue. */
const RUN_ON_COST = 0.5;
const UNREADABLE_COST = 3;

/**
 * The section cut into cues by the norms: a word is never split, a line break and a cue's end
 * fall where the words pause if they can, two lines are balanced. A word or marker wider than a
 * line is a cue alone; words spoken too fast to read stay whole cues (captionProblems says so).
 * Each cue is on screen from its first word's start to its last word's end, longer toward the
 * 1 s minimum and the time its characters take to read (as captioners hold a cue into the pause
 * after it), never into the next cue (or `until`, when the next section's captions start).
 * `prefix` (SRT_S's "Speaker: ") starts the first cue.
 */
export function sectionCaptions(
  section: CaptionSection,
  { prefix = '', until = Infinity }: { prefix?: string; until?: number } = {},
): Caption[] {
  if (!hasWordTimings(section)) return [];
  const tokens = tokensOf(section, prefix);
  const count = tokens.length;
  const widths = [0];
  for (const token of tokens) widths.push(widths.at(-1)! + token.width);
  /** Characters of tokens [from, to) on one line. */
  const width = (from: number, to: number) => widths[to]! - widths[from]! + (to - from - 1);
  const { lineLength, lines, minSeconds, maxSeconds, charsPerSecond } = captionNorms;
  const nextStart = (to: number) => (to < count ? tokens[to]!.start : until);

  const shown = (from: number, to: number) => {
    const start = tokens[from]!.start;
    const spoken = tokens[to - 1]!.end;
    const next = nextStart(to);
    // Held past its last word, into the pause before the next cue, until it can be read: in whole
    // milliseconds and 2 more, as the SRT rounds both of its times to the millisecond.
    const reading = (Math.ceil((width(from, to) * 1000) / charsPerSecond) + 2) / 1000;
    const needed = Math.min(maxSeconds, Math.max(minSeconds, reading));
    const end = next > start ? Math.min(Math.max(spoken, start + needed), next) : spoken;
    return Math.max(start, end);
  };

  // sentenceEnds[to]: sentences ending in [0, to); silences[to]: long silences before [1, to).
  const sentenceEnds = [0];
  const silences = [0];
  for (const [index, token] of tokens.entries()) {
    sentenceEnds.push(sentenceEnds[index]! + (token.pause === 'sentence' ? 1 : 0));
    const before = tokens[index - 1];
    const silent = before !== undefined && token.start - before.end >= SILENCE_SECONDS;
    silences.push(silences[index]! + (silent ? 1 : 0));
  }

  // Where the lines of the cue weighed last split: -1 for one line. Kept out of the answer so the
  // cut, which weighs every cue that could be, allocates nothing per cue.
  let lineSplit = -1;
  /** What the lines of tokens [from, to) cost at best; Infinity if they fit no two lines. */
  const layout = (from: number, to: number): number => {
    lineSplit = -1;
    if (to - from === 1 || width(from, to) <= lineLength) return 0;
    // Else two lines (captionNorms.lines), the first ending where the cost is least.
    let best = Infinity;
    for (let at = from + 1; at < to; at += 1) {
      const top = width(from, at);
      const bottom = width(at, to);
      if (top > lineLength) break;
      if (bottom > lineLength) continue;
      const pause = tokens[at - 1]!.pause;
      const cost =
        (UNBALANCED_COST * Math.abs(top - bottom)) / lineLength +
        LINE_END_COST[pause] -
        (pause === 'sentence' ? RUN_ON_COST : 0);
      if (cost < best) {
        best = cost;
        lineSplit = at;
      }
    }
    return best;
  };

  const cueCost = (from: number, to: number) => {
    const lines = layout(from, to);
    if (lines === Infinity) return Infinity;
    const seconds = shown(from, to) - tokens[from]!.start;
    const unreadable =
      seconds < minSeconds || width(from, to) > charsPerSecond * seconds ? UNREADABLE_COST : 0;
    const pause = to === count ? 0 : CUE_END_COST[tokens[to - 1]!.pause];
    // Sentences ending before the cue's last word; one at the line break is taken off by layout.
    const runOns = sentenceEnds[to - 1]! - sentenceEnds[from]!;
    return (
      CUE_COST +
      pause +
      lines +
      RUN_ON_COST * runOns +
      SILENCE_COST * (silences[to]! - silences[from + 1]!) +
      unreadable
    );
  };

  // cost[to]: the most readable cut of tokens [0, to); cut[to]: where its last cue starts,
  // split[to]: where that cue's second line starts (-1 for one line).
  const cost = new Float64Array(count + 1).fill(Infinity);
  const cut = new Int32Array(count + 1);
  const split = new Int32Array(count + 1).fill(-1);
  cost[0] = 0;
  for (let to = 1; to <= count; to += 1) {
    if (to < count && tokens[to - 1]!.glued) continue;
    for (let from = to - 1; from >= 0; from -= 1) {
      const alone = to - from === 1;
      if (!alone && width(from, to) > lines * lineLength + lines - 1) break;
      if (!alone && tokens[to - 1]!.end - tokens[from]!.start > maxSeconds) break;
      if (cost[from] === Infinity) continue;
      const total = cost[from]! + cueCost(from, to);
      if (total < cost[to]!) {
        cost[to] = total;
        cut[to] = from;
        split[to] = lineSplit;
      }
    }
  }

  const cues: Caption[] = [];
  for (let to = count; to > 0; to = cut[to]!) {
    const from = cut[to]!;
    const line = (a: number, b: number) =>
      tokens
        .slice(a, b)
        .map((token) => token.text)
        .join(' ');
    const at = split[to]!;
    // A cue never ends on the speaker's name, so each holds a word.
    const words = tokens.slice(from, to).find((token) => !token.glued)!;
    cues.push({
      start: tokens[from]!.start,
      end: shown(from, to),
      lines: at < 0 ? [line(from, to)] : [line(from, at), line(at, to)],
      section: section.id,
      from: words.from,
    });
  }
  return cues.reverse();
}

/**
 * The captions of a transcript's sections that have word timings, in time order: what its SRT
 * shows of them. Sections without timings have none (the SRT shows them as before).
 */
export function transcriptCaptions(sections: readonly CaptionSection[]): Caption[] {
  const ordered = [...sections].sort((a, b) => a.start - b.start);
  return ordered.flatMap((section, index) => {
    const next = ordered[index + 1];
    return sectionCaptions(section, { until: next ? captionsStart(next) : Infinity });
  });
}

/** A norm a caption can break. */
export type CaptionNorm = 'lineTooLong' | 'tooManyLines' | 'tooShort' | 'tooLong' | 'tooFast';

export interface CaptionProblem {
  norm: CaptionNorm;
  /** What was measured: characters of the longest line, lines, seconds, characters a second. */
  value: number;
}

export interface CaptionWithProblems {
  caption: Caption;
  /** Its place among the captions, from 1 (its number in the SRT when all are timed). */
  number: number;
  problems: CaptionProblem[];
}

const tenths = (value: number) => Math.round(value * 10) / 10;

/** The captions that break a norm, each with the norms it breaks. */
export function captionProblems(captions: readonly Caption[]): CaptionWithProblems[] {
  const { lineLength, lines, minSeconds, maxSeconds, charsPerSecond } = captionNorms;
  return captions.flatMap((caption, index) => {
    const problems: CaptionProblem[] = [];
    const longest = Math.max(...caption.lines.map(chars));
    if (longest > lineLength) problems.push({ norm: 'lineTooLong', value: longest });
    if (caption.lines.length > lines)
      problems.push({ norm: 'tooManyLines', value: caption.lines.length });
    // In milliseconds, as the SRT writes times: 0.999… s from adding seconds is 1 s on screen.
    const ms = Math.round((caption.end - caption.start) * 1000);
    if (ms < minSeconds * 1000) problems.push({ norm: 'tooShort', value: ms / 1000 });
    if (ms > maxSeconds * 1000) problems.push({ norm: 'tooLong', value: ms / 1000 });
    const perSecond = ms > 0 ? (chars(caption.lines.join(' ')) * 1000) / ms : Infinity;
    if (perSecond > charsPerSecond) problems.push({ norm: 'tooFast', value: tenths(perSecond) });
    return problems.length ? [{ caption, number: index + 1, problems }] : [];
  });
}

const seconds = (value: number) => `${value.toLocaleString('en-GB')} s`;

/** The caption check's words (the spec gives none). */
export const captionTexts = {
  title: 'Caption check',
  intro: `Captions made from the word timings: at most ${captionNorms.lines} lines of ${captionNorms.lineLength} characters, ${captionNorms.minSeconds}–${captionNorms.maxSeconds} s on screen, at most ${captionNorms.charsPerSecond} characters a second.`,
  noProblems: 'Every caption meets the norms.',
  problemCount: (count: number) =>
    count === 1 ? '1 caption breaks the norms.' : `${count} captions break the norms.`,
  list: 'Captions that break the norms',
  problems: {
    lineTooLong: (value: number) =>
      `A line of ${value} characters (at most ${captionNorms.lineLength})`,
    tooManyLines: (value: number) => `${value} lines (at most ${captionNorms.lines})`,
    tooShort: (value: number) =>
      `On screen ${seconds(value)} (at least ${seconds(captionNorms.minSeconds)})`,
    tooLong: (value: number) =>
      `On screen ${seconds(value)} (at most ${seconds(captionNorms.maxSeconds)})`,
    tooFast: (value: number) =>
      Number.isFinite(value)
        ? `${value} characters a second, too fast to read (at most ${captionNorms.charsPerSecond})`
        : `No time to read it (at most ${captionNorms.charsPerSecond} characters a second)`,
  } satisfies Record<CaptionNorm, (value: number) => string>,
};

/** Each problem of a caption in words. */
export const problemTexts = (problems: readonly CaptionProblem[]): string[] =>
  problems.map(({ norm, value }) => captionTexts.problems[norm](value));
