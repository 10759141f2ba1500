import { formatRemaining, formatSize, remainingSeconds } from './eta.ts';
import { selectFiles } from './select-files.ts';

describe('estimated time to completion', () => {
  it('goes by the average speed so far', () => {
    expect(remainingSeconds(0, 100, 5_000)).toBeUndefined();
    expect(remainingSeconds(25, 100, 10_000)).toBe(30);
    expect(remainingSeconds(100, 100, 10_000)).toBe(0);
  });

  it('reads as seconds, minutes or hours', () => {
    expect(formatRemaining(undefined)).toBe('Estimating time left…');
    expect(formatRemaining(12)).toBe('12 s left');
    expect(formatRemaining(150)).toBe('About 3 min left');
    expect(formatRemaining(3_900)).toBe('About 1 h 5 min left');
    expect(formatSize(1_500_000)).toBe('1.5 MB');
    expect(formatSize(900)).toBe('900 B');
  });
});

describe('file selection', () => {
  const named = (...names: string[]) => names.map((name) => ({ name }));

  it('refuses extensions off the whitelist, in any case', () => {
    const { accepted, unsupported } = selectFiles(named('a.MP3', 'b.pdf', 'c', 'd.webm'), 0);
    expect(accepted.map((f) => f.name)).toEqual(['a.MP3', 'd.webm']);
    expect(unsupported.map((f) => f.name)).toEqual(['b.pdf', 'c']);
  });

  it('cuts files past 20, counting those already in the cart', () => {
    const files = named(...Array.from({ length: 5 }, (_, i) => `f${i}.wav`));
    const { accepted, overLimit } = selectFiles(files, 17);
    expect(accepted).toHaveLength(3);
    expect(overLimit.map((f) => f.name)).toEqual(['f3.wav', 'f4.wav']);
    expect(selectFiles(files, 25).accepted).toHaveLength(0);
  });
});
