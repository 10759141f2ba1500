import {
  countInaudibles,
  findMarkers,
  formatTimecode,
  malformedMarkers,
  markerText,
  markersPastTheEnd,
  parseTimecode,
} from './markers.ts';

describe('time codes', () => {
  it.each([
    ['01.23', 83],
    ['1.02', 62],
    ['00.00', 0],
    ['1.02.03', 3723],
    ['12.00.59', 43_259],
  ])('reads %s as %i s', (text, seconds) => {
    expect(parseTimecode(text)).toBe(seconds);
  });

  it.each(['', '1.2', '01.60', '1.60.00', '123.00', '01:23', 'a.bc'])('refuses %j', (text) => {
    expect(parseTimecode(text)).toBeUndefined();
  });

  it('writes MM.SS under an hour and HH.MM.SS from one', () => {
    expect(formatTimecode(83.9)).toBe('01.23');
    expect(formatTimecode(3723)).toBe('01.02.03');
    expect(markerText('inaudible', 83)).toBe('[inaudible 01.23]');
    expect(markerText('missedWord', 5)).toBe('[mw 00.05]');
    expect(markerText('audioCutsOut', 3600)).toBe('[audio cuts out 01.00.00]');
  });
});

describe('markers in a text', () => {
  it('finds every kind by any of its tags, in any case', () => {
    const text =
      'We [inaudible 00.05] the [? 00.07] [PH 00.09] [toeo 00.10] [tc 1.00.00] [Audio Distorts 00.12] [audio cuts out 00.13] [redaction 00.14] [mw 00.15]';
    expect(findMarkers(text).map(({ kind, seconds }) => [kind, seconds])).toEqual([
      ['inaudible', 5],
      ['missedWord', 7],
      ['phoneticGuess', 9],
      ['talkingOver', 10],
      ['timecode', 3600],
      ['audioDistorts', 12],
      ['audioCutsOut', 13],
      ['redaction', 14],
      ['missedWord', 15],
    ]);
  });

  it('leaves other bracketed text alone', () => {
    expect(findMarkers('[laughs] [mwx 00.01] [inaudibles 00.02] [Speaker 1]')).toEqual([]);
  });

  it('points at a marker with no time, a malformed one, or one past the media end', () => {
    const text = 'a [inaudible] b [mw 01.75] c [TC 00.30] d [ph 09.59]';
    expect(malformedMarkers(text, 120).map(({ text: token, index }) => [token, index])).toEqual([
      ['[inaudible]', 2],
      ['[mw 01.75]', 16],
      ['[ph 09.59]', 42],
    ]);
  });

  it("points at well-formed markers after the media's end only, its last partial second within", () => {
    const text = 'a [inaudible] b [mw 02.01] c [TC 02.00] d [ph 02.02]';
    expect(markersPastTheEnd(text, 120.4).map((marker) => marker.text)).toEqual(['[ph 02.02]']);
    expect(markersPastTheEnd(text, 120)).toHaveLength(2);
  });

  it('counts the well-formed inaudible and missed-word markers for audio quality', () => {
    const text =
      'So [inaudible 01.23] and [mw 02.10] then [? 1.02.03] but [ph 03.00] [TC 04.00] inaudible [inaudible]';
    expect(countInaudibles(text)).toBe(3);
  });
});
