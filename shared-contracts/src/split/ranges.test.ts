import { mediaAssignmentTexts as texts } from '../media-assignment/texts.ts';
import { splitRangeErrors as rangeErrors } from './ranges.ts';

const original = (start: number, end: number) => ({ start, end, field: 'original' });
const child = (index: number, start: number, end: number) => ({
  start,
  end,
  field: `children[${index}]`,
});

describe('the ranges of a split', () => {
  test('parts covering the media end to end, in any order, are right', () => {
    expect(rangeErrors([child(0, 300, 600), original(0, 300)], [], 600)).toEqual([]);
  });

  test('a started job kept in the middle counts as covered', () => {
    expect(
      rangeErrors([original(0, 200), child(0, 400, 600)], [{ start: 200, end: 400 }], 600),
    ).toEqual([]);
  });

  test('a gap names the part after it', () => {
    expect(rangeErrors([original(0, 200), child(0, 300, 600)], [], 600)).toEqual([
      { field: 'children[0][start]', message: texts.gap(200, 300) },
    ]);
  });

  test('a gap at the start and one at the end', () => {
    expect(rangeErrors([original(10, 500)], [], 600)).toEqual([
      { field: 'original[start]', message: texts.gap(0, 10) },
      { field: 'original[end]', message: texts.gap(500, 600) },
    ]);
  });

  test('an overlap names the later part', () => {
    expect(rangeErrors([original(0, 350), child(0, 300, 600)], [], 600)).toEqual([
      { field: 'children[0][start]', message: texts.overlap(300, 350) },
    ]);
  });

  test('an overlap with a started job says so', () => {
    expect(rangeErrors([original(0, 350)], [{ start: 300, end: 600 }], 600)).toEqual([
      { field: 'original[end]', message: texts.overlapsStarted(300, 350) },
    ]);
  });

  test('a range past the end of the media, or ending where it starts', () => {
    expect(rangeErrors([original(0, 300), child(0, 300, 601), child(1, 50, 50)], [], 600)).toEqual([
      { field: 'children[0][end]', message: texts.pastEnd(600) },
      { field: 'children[1][end]', message: texts.emptyRange },
    ]);
  });
});
