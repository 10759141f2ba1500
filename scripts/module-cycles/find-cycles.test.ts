import { findCircles, findCycles, formatCycle } from './find-cycles.ts';

const graphOf = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('findCycles', () => {
  it('finds none in a graph without cycles', () => {
    expect(findCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('lists each cycle once, from its first module, in import order', () => {
    const graph = graphOf({ cart: ['media'], media: ['cart', 'project'], project: ['media'] });
    expect(findCycles(graph)).toEqual([
      ['cart', 'media'],
      ['media', 'project'],
    ]);
  });

  it('finds longer cycles and every cycle sharing a module', () => {
    const graph = graphOf({ a: ['b'], b: ['c', 'a'], c: ['a'], d: ['d'] });
    expect(findCycles(graph).map(formatCycle)).toEqual([
      'a -> b -> a',
      'a -> b -> c -> a',
      'd -> d',
    ]);
  });
});

describe('findCircles', () => {
  it('finds none in a graph without cycles', () => {
    expect(findCircles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('gives each set of files that reach one another once, without the files they only import', () => {
    const graph = graphOf({
      service: ['receipt', 'db'],
      receipt: ['service'],
      db: [],
      menu: ['load'],
      load: ['radix'],
      radix: ['menu', 'service'],
    });
    expect(findCircles(graph)).toEqual([
      ['load', 'menu', 'radix'],
      ['receipt', 'service'],
    ]);
  });

  it('joins cycles that share a file into one circle, and counts a file that imports itself', () => {
    const graph = graphOf({ a: ['b'], b: ['c', 'a'], c: ['a'], d: ['d'], e: ['d'] });
    expect(findCircles(graph)).toEqual([['a', 'b', 'c'], ['d']]);
  });
});
