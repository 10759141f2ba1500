import {
  captionNorms,
  captionProblems,
  captionTexts,
  problemTexts,
  sectionCaptions,
  transcriptCaptions,
  type Caption,
} from './captions.ts';
import { spokenWords } from './test-captions.ts';
import { textWords, type WordTiming } from './word-timings.ts';

const section = (id: string, text: string, start: number, pace = 14) => ({
  id,
  start,
  text,
  words: spokenWords(text, start, pace),
});

const interview = [
  'So we met on Tuesday to go over the budget, and the numbers were worse than we feared.',
  'Nobody wanted to say it out loud, but we all knew. [inaudible 01.23] Then Maria spoke up:',
  'she said we should cut the travel first, because it was the easiest thing to explain to the',
  'board. I agreed with her. Peter did not, and he said so at some length, which is his right.',
  'In the end we voted, five to two, to freeze travel until the spring and to look again at the',
  'contracts with our suppliers, which nobody had read closely since the merger three years ago.',
  'That review starts next week. Are there any questions? If not, let us move on to item four.',
].join(' ');

const cueText = (cues: readonly Caption[]) => cues.flatMap((cue) => cue.lines).join(' ');

describe('sectionCaptions', () => {
  const long = section('a', `${interview} ${interview} ${interview}`, 62);
  const cues = sectionCaptions(long);

  it('holds every norm on a long section spoken at an ordinary pace', () => {
    expect(cues.length).toBeGreaterThan(20);
    for (const cue of cues) {
      expect(cue.lines.length).toBeLessThanOrEqual(captionNorms.lines);
      for (const line of cue.lines)
        expect([...line].length).toBeLessThanOrEqual(captionNorms.lineLength);
    }
    expect(captionProblems(cues)).toEqual([]);
  });

  it('keeps every word whole and in order, and each cue where its words are', () => {
    expect(cueText(cues)).toBe(long.text);
    const words = textWords(long.text);
    for (const [index, cue] of cues.entries()) {
      const first = words.findIndex((word) => word.from === cue.from);
      expect(cue.start).toBe(long.words[first]![0]);
      const last = first + textWords(cue.lines.join(' ')).length - 1;
      // Words follow each other without a gap here, so no cue is longer than its words.
      expect(cue.end).toBe(long.words[last]![1]);
      if (index > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[index - 1]!.end);
    }
  });

  it('ends cues at sentence ends and lines after punctuation where it can', () => {
    const ends = cues.map((cue) => cue.lines.at(-1)!.at(-1));
    expect(ends.filter((end) => end === '.' || end === '?' || end === ':').length).toBeGreaterThan(
      cues.length / 2,
    );
    expect(cues.slice(0, 3).map((cue) => cue.lines)).toEqual([
      ['So we met on Tuesday', 'to go over the budget,'],
      ['and the numbers were worse than we feared.'],
      ['Nobody wanted to say it out loud,', 'but we all knew.'],
    ]);
  });

  it('never splits a marker across lines or cues', () => {
    const marked = cues.flatMap((cue) => cue.lines).filter((line) => line.includes('[inaudible'));
    expect(marked).toHaveLength(3);
    for (const line of marked) expect(line).toContain('[inaudible 01.23]');
  });

  it('balances two lines', () => {
    const [cue] = sectionCaptions(
      section('b', 'we looked at every single line of the report and found nothing wrong', 0, 16),
    );
    expect(cue?.lines).toEqual([
      'we looked at every single line of',
      'the report and found nothing wrong',
    ]);
  });

  it('starts the first cue only with the speaker’s name, and never ends a cue on the name alone', () => {
    const named = sectionCaptions(long, { prefix: 'Dr. Ōkubo: ' });
    expect(named[0]?.lines[0]).toMatch(/^Dr\. Ōkubo: So we met/);
    expect(named[0]?.from).toBe(0);
    expect(cueText(named.slice(1))).not.toContain('Ōkubo');
  });

  it('puts a word longer than a line alone on its line, whole, and lists the line', () => {
    const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis-like';
    const cues = sectionCaptions(section('c', `it was ${word} indeed`, 0));
    expect(cues.flatMap((cue) => cue.lines)).toContain(word);
    expect(cueText(cues)).toBe(`it was ${word} indeed`);
    expect(captionProblems(cues).flatMap((found) => found.problems)).toContainEqual({
      norm: 'lineTooLong',
      value: [...word].length,
    });
  });

  it('gives a very fast speaker cues within the lines, listed as too fast to read', () => {
    const fast = section('d', interview, 0, 40);
    // The next section starts as it ends: no pause to hold its last cue into.
    const cues = sectionCaptions(fast, { until: fast.words!.at(-1)![1] });
    for (const cue of cues) {
      expect(cue.lines.length).toBeLessThanOrEqual(captionNorms.lines);
      for (const line of cue.lines)
        expect([...line].length).toBeLessThanOrEqual(captionNorms.lineLength);
    }
    expect(cueText(cues)).toBe(interview);
    const problems = captionProblems(cues);
    expect(problems.length).toBe(cues.length);
    for (const { problems: broken } of problems)
      expect(broken.map((problem) => problem.norm)).toContain('tooFast');
  });

  it('holds a cue into the pause after it until it can be read, never into the next cue', () => {
    const text = 'The Kubernetes upgrade is done.';
    const words = spokenWords(text, 9, 30);
    const [held] = sectionCaptions({ id: 'k', start: 9, text, words }, { until: 12 });
    expect(held!.start).toBe(9);
    expect(held!.end).toBeCloseTo(9 + text.length / captionNorms.charsPerSecond, 2);
    expect(captionProblems([held!])).toEqual([]);
    const [crowded] = sectionCaptions({ id: 'k', start: 9, text, words }, { until: 10.5 });
    expect(crowded!.end).toBe(10.5);
  });

  it('shows a short cue toward 1 s, never into the next one, and cuts at a long silence', () => {
    const words: WordTiming[] = [
      [10, 10.3, 1],
      [14, 14.2, 1],
    ];
    const cues = sectionCaptions({ id: 'e', start: 10, text: 'Yes. Right.', words }, { until: 16 });
    expect(cues.map(({ start, end, lines }) => [start, end, lines])).toEqual([
      [10, 11, ['Yes.']],
      [14, 15, ['Right.']],
    ]);
    const crowded = sectionCaptions(
      { id: 'e', start: 10, text: 'Yes.', words: [[10, 10.3, 1]] },
      { until: 10.5 },
    );
    expect(crowded.map(({ start, end }) => [start, end])).toEqual([[10, 10.5]]);
    expect(captionProblems(crowded)).toEqual([
      expect.objectContaining({ number: 1, problems: [{ norm: 'tooShort', value: 0.5 }] }),
    ]);
  });

  it('holds a cue to 7 s even when its words would fit in more', () => {
    const slow = section('f', 'we will take a short pause here and then carry on', 0, 4);
    const cues = sectionCaptions(slow);
    expect(cues.length).toBeGreaterThan(1);
    for (const cue of cues)
      expect(cue.end - cue.start).toBeLessThanOrEqual(captionNorms.maxSeconds);
  });

  it('makes none from a section without timings, or with timings that do not fit', () => {
    expect(sectionCaptions({ id: 'g', start: 0, text: 'typed by hand' })).toEqual([]);
    expect(
      sectionCaptions({ id: 'g', start: 0, text: 'typed by hand', words: [[0, 1, 1]] }),
    ).toEqual([]);
  });
});

describe('transcriptCaptions', () => {
  it('never puts a speaker change inside a cue, and stops each section where the next starts', () => {
    const first = section('a', 'I think we should', 0);
    const second = section('b', 'Stop, please, let me finish what I was saying', 1.2);
    const cues = transcriptCaptions([second, first, { id: 't', start: 9, text: 'typed' }]);
    expect(cues.map((cue) => [cue.section, cue.lines.join(' ')])).toEqual([
      ['a', 'I think we should'],
      ['b', 'Stop, please, let me finish what I was saying'],
    ]);
    expect(cues[0]?.end).toBe(1.2);
  });
});

describe('captionProblems', () => {
  const cue = (start: number, end: number, lines: string[]): Caption => ({
    start,
    end,
    lines,
    section: 'a',
    from: 0,
  });

  it('lists each cue that breaks a norm, by its number, with what was measured', () => {
    const found = captionProblems([
      cue(0, 2, ['fine']),
      cue(2, 10, ['one', 'two', 'three']),
      cue(10, 10, ['gone at once']),
    ]);
    expect(found).toEqual([
      {
        caption: expect.objectContaining({ start: 2 }),
        number: 2,
        problems: [
          { norm: 'tooManyLines', value: 3 },
          { norm: 'tooLong', value: 8 },
        ],
      },
      {
        caption: expect.objectContaining({ start: 10 }),
        number: 3,
        problems: [
          { norm: 'tooShort', value: 0 },
          { norm: 'tooFast', value: Infinity },
        ],
      },
    ]);
    expect(problemTexts(found[0]!.problems)).toEqual([
      '3 lines (at most 2)',
      'On screen 8 s (at most 7 s)',
    ]);
    expect(problemTexts(found[1]!.problems)).toEqual([
      'On screen 0 s (at least 1 s)',
      'No time to read it (at most 17 characters a second)',
    ]);
  });

  it('reads a cue timed to the millisecond as the SRT writes it', () => {
    expect(captionProblems([cue(0.1, 0.1 + 1, ['a'])])).toEqual([]);
    expect(captionTexts.problems.tooFast(21.5)).toBe(
      '21.5 characters a second, too fast to read (at most 17)',
    );
  });
});
