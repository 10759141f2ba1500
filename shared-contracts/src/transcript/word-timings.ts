/**
 * When one word of a section is spoken: start and end in seconds into the media, and how sure
 * the speech-to-text engine was of it (0–1; a word a person typed is 1). A section's `words`
 * hold one timing for each of its text's words (`textWords`), in order.
 */
export type WordTiming = [start: number, end: number, confidence: number];

/** Below it a word is shaded in the editor, so the typist looks there first. */
export const LOW_CONFIDENCE = 0.6;

/** One word of a text: where it is, as offsets into the text. */
export interface TextWord {
  word: string;
  from: number;
  to: number;
}

/** The text's words: what lies between white space, markers' parts included. */
export function textWords(text: string): TextWord[] {
  return Array.from(text.matchAll(/\S+/g), (match) => ({
    word: match[0],
    from: match.index,
    to: match.index + match[0].length,
  }));
}

/** Whether the timings fit the text: one per word, each ending after it starts, in order. */
export function timingsFit(text: string, words: readonly WordTiming[]): boolean {
  if (textWords(text).length !== words.length) return false;
  return words.every(
    ([start, end], index) => end >= start && (index === 0 || start >= words[index - 1]![0]),
  );
}

/** Whether a section's words are timed: timings that fit its text, one per word. */
export const hasWordTimings = <Section extends { text: string; words?: readonly WordTiming[] }>(
  section: Section,
): section is Section & { words: readonly WordTiming[] } =>
  section.words !== undefined &&
  section.words.length > 0 &&
  timingsFit(section.text, section.words);

const rounded = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** A run of words that differs: old words [oldFrom, oldTo) became new words [newFrom, newTo). */
interface Hunk {
  oldFrom: number;
  oldTo: number;
  newFrom: number;
  newTo: number;
}

/**
 * The runs where two word lists differ, by the longest common subsequence of what lies between
 * their common head and tail (an edit is local, so that middle is short). A middle too long to
 * compare word by word is one run.
 */
function differences(
  before: readonly string[],
  after: readonly string[],
  same: (a: string, b: string) => boolean,
): Hunk[] {
  let head = 0;
  while (head < before.length && head < after.length && same(before[head]!, after[head]!))
    head += 1;
  let tail = 0;
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    same(before[before.length - 1 - tail]!, after[after.length - 1 - tail]!)
  )
    tail += 1;
  const oldMiddle = before.slice(head, before.length - tail);
  const newMiddle = after.slice(head, after.length - tail);
  if (oldMiddle.length === 0 && newMiddle.length === 0) return [];
  const whole = [
    {
      oldFrom: head,
      oldTo: head + oldMiddle.length,
      newFrom: head,
      newTo: head + newMiddle.length,
    },
  ];
  if (oldMiddle.length * newMiddle.length > 250_000 || !oldMiddle.length || !newMiddle.length)
    return whole;
  return middleDifferences(oldMiddle, newMiddle, same).map((hunk) => ({
    oldFrom: hunk.oldFrom + head,
    oldTo: hunk.oldTo + head,
    newFrom: hunk.newFrom + head,
    newTo: hunk.newTo + head,
  }));
}

function middleDifferences(
  before: readonly string[],
  after: readonly string[],
  same: (a: string, b: string) => boolean,
): Hunk[] {
  const columns = after.length + 1;
  // common[i * columns + j]: the longest common subsequence of before[i..] and after[j..].
  const common = new Uint16Array((before.length + 1) * columns);
  for (let i = before.length - 1; i >= 0; i -= 1)
    for (let j = after.length - 1; j >= 0; j -= 1)
      common[i * columns + j] = same(before[i]!, after[j]!)
        ? common[(i + 1) * columns + j + 1]! + 1
        : Math.max(common[(i + 1) * columns + j]!, common[i * columns + j + 1]!);
  const hunks: Hunk[] = [];
  let open: Hunk | undefined;
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && same(before[i]!, after[j]!)) {
      open = undefined;
      i += 1;
      j += 1;
      continue;
    }
    if (!open) {
      open = { oldFrom: i, oldTo: i, newFrom: j, newTo: j };
      hunks.push(open);
    }
    const dropOld =
      j >= after.length ||
      (i < before.length && common[(i + 1) * columns + j]! >= common[i * columns + j + 1]!);
    if (dropOld) open.oldTo = i += 1;
    else open.newTo = j += 1;
  }
  return hunks;
}

/**
 * New words' timings in the span they take: the replaced words' span, else the gap between
 * their neighbours; one for one when as many words replace as many, else shared by length.
 */
function spread(
  added: readonly string[],
  gone: readonly WordTiming[],
  { previousEnd, nextStart }: { previousEnd: number; nextStart: number | undefined },
  confidence: number,
): WordTiming[] {
  if (gone.length === added.length) return gone.map(([start, end]) => [start, end, confidence]);
  // Engine words may overlap: a new word never starts after the next kept word does.
  const start = gone.length ? gone[0]![0] : Math.min(previousEnd, nextStart ?? previousEnd);
  const end = Math.min(
    gone.length ? gone[gone.length - 1]![1] : (nextStart ?? start),
    nextStart ?? Number.POSITIVE_INFINITY,
  );
  const within = (seconds: number) => Math.min(Math.max(rounded(seconds), start), end);
  const span = end - start;
  const letters = added.reduce((sum, word) => sum + word.length, 0);
  let at = start;
  return added.map((word) => {
    const next = at + (span * word.length) / letters;
    const timing: WordTiming = [within(at), within(next), confidence];
    at = next;
    return timing;
  });
}

/** How alignWords tells a word that stayed, and what a new word is given. */
export interface AlignOptions {
  /** Whether an old word and a new one are the same word; default: the same characters. */
  same?: (before: string, after: string) => boolean;
  /** A new word's confidence; default 1, a word a person typed. */
  confidence?: number;
}

const identical = (a: string, b: string) => a === b;

/**
 * The timings of a section's words after its text changed: words that stayed keep theirs, new
 * words get times in the span of the words they replaced or between their neighbours (an
 * alignment by difference, as the BBC's transcript tools do). A section without timings has
 * none after (a typed transcript keeps section times only).
 */
export function alignWords(
  before: { text: string; words?: readonly WordTiming[] | undefined },
  text: string,
  { same = identical, confidence = 1 }: AlignOptions = {},
): WordTiming[] | undefined {
  const { words } = before;
  if (!words) return undefined;
  const oldWords = textWords(before.text).map((word) => word.word);
  if (oldWords.length !== words.length) return undefined;
  const newWords = textWords(text).map((word) => word.word);
  const aligned: WordTiming[] = [];
  let kept = 0;
  for (const hunk of differences(oldWords, newWords, same)) {
    aligned.push(...words.slice(kept, hunk.oldFrom));
    const previousEnd = aligned.length ? aligned[aligned.length - 1]![1] : (words[0]?.[0] ?? 0);
    const neighbours = { previousEnd, nextStart: words[hunk.oldTo]?.[0] };
    const gone = words.slice(hunk.oldFrom, hunk.oldTo);
    const added = newWords.slice(hunk.newFrom, hunk.newTo);
    aligned.push(...spread(added, gone, neighbours, confidence));
    kept = hunk.oldTo;
  }
  aligned.push(...words.slice(kept));
  return aligned;
}
