import { alignWords, textWords, timingsFit, type WordTiming } from './word-timings.ts';

const draft = {
  text: 'the quick brown fox jumps',
  words: [
    [1, 1.2, 0.9],
    [1.3, 1.6, 0.4],
    [1.7, 2, 0.95],
    [2.5, 2.8, 0.8],
    [3, 3.4, 0.99],
  ] as WordTiming[],
};

describe('textWords', () => {
  it('gives each word between white space with its offsets, markers in parts', () => {
    expect(textWords(' Good  morning [inaudible 01.23]')).toEqual([
      { word: 'Good', from: 1, to: 5 },
      { word: 'morning', from: 7, to: 14 },
      { word: '[inaudible', from: 15, to: 25 },
      { word: '01.23]', from: 26, to: 32 },
    ]);
  });
});

describe('timingsFit', () => {
  it('takes one timing per word, in order', () => {
    expect(timingsFit(draft.text, draft.words)).toBe(true);
  });

  it('refuses too few, too many, ends before starts and words out of order', () => {
    expect(timingsFit('the quick', [[0, 1, 1]])).toBe(false);
    expect(
      timingsFit('the', [
        [0, 1, 1],
        [1, 2, 1],
      ]),
    ).toBe(false);
    expect(timingsFit('the', [[2, 1, 1]])).toBe(false);
    expect(
      timingsFit('the quick', [
        [2, 3, 1],
        [1, 1.5, 1],
      ]),
    ).toBe(false);
  });
});

describe('alignWords', () => {
  it('keeps every timing when the text is unchanged', () => {
    expect(alignWords(draft, draft.text)).toEqual(draft.words);
  });

  it('gives a corrected word the time of the word it replaced, typed so sure', () => {
    expect(alignWords(draft, 'the quick brown fax jumps')).toEqual([
      draft.words[0],
      draft.words[1],
      draft.words[2],
      [2.5, 2.8, 1],
      draft.words[4],
    ]);
  });

  it('puts a new word between its neighbours and keeps the words around it', () => {
    const aligned = alignWords(draft, 'the quick brown lazy fox jumps');
    expect(aligned).toEqual([...draft.words.slice(0, 3), [2, 2.5, 1], ...draft.words.slice(3)]);
  });

  it("shares the replaced words' span by letters when the word count changes", () => {
    expect(alignWords(draft, 'the quick brown foxes jumped over')).toEqual([
      ...draft.words.slice(0, 3),
      [2.5, 2.8, 1],
      [2.8, 3.16, 1],
      [3.16, 3.4, 1],
    ]);
  });

  it('drops the timings of removed words and keeps the rest', () => {
    expect(alignWords(draft, 'the brown jumps')).toEqual([
      draft.words[0],
      draft.words[2],
      draft.words[4],
    ]);
  });

  it('keeps edits far apart separate', () => {
    const aligned = alignWords(draft, 'a quick brown fox leaps');
    expect(aligned).toEqual([[1, 1.2, 1], ...draft.words.slice(1, 4), [3, 3.4, 1]]);
  });

  it('answers timings that fit the new text, whatever the edit', () => {
    for (const text of ['', 'x', 'jumps fox brown quick the', 'the the the quick quick']) {
      const aligned = alignWords(draft, text)!;
      expect(timingsFit(text, aligned)).toBe(true);
    }
  });

  it('tells words by the comparison given, and gives new words the confidence given', () => {
    const letters = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
    const options = { same: (a: string, b: string) => letters(a) === letters(b), confidence: 0.3 };
    expect(alignWords(draft, 'The quick, brown lazy fox jumps.', options)).toEqual([
      ...draft.words.slice(0, 3),
      [2, 2.5, 0.3],
      ...draft.words.slice(3),
    ]);
    // By default, punctuation makes a word another word, and a new word is typed: sure.
    expect(alignWords(draft, 'the quick brown fox jumps.')).toEqual([
      ...draft.words.slice(0, 4),
      [3, 3.4, 1],
    ]);
  });

  it('answers none for a section without timings, or with timings that no longer fit', () => {
    expect(alignWords({ text: 'typed by hand' }, 'typed by a hand')).toBeUndefined();
    expect(alignWords({ text: 'one two', words: [[0, 1, 1]] }, 'one')).toBeUndefined();
  });
});

describe('alignWords on overlapping engine words', () => {
  const overlapping = {
    text: 'one two three',
    words: [
      [0, 1.2, 0.9],
      [1, 2.5, 0.9],
      [2, 3, 0.9],
    ] as WordTiming[],
  };

  it('never starts a new word after the next kept word starts', () => {
    for (const text of ['one new two three', 'one two new three', 'one many new words three']) {
      expect(timingsFit(text, alignWords(overlapping, text)!)).toBe(true);
    }
    expect(alignWords(overlapping, 'one new two three')).toEqual([
      overlapping.words[0],
      [1, 1, 1],
      ...overlapping.words.slice(1),
    ]);
  });
});
