import { parseBuffer } from 'music-metadata';
import { wavBytes } from './wav.ts';

test('a WAV file plays exactly as long as asked, 8-bit or 16-bit', async () => {
  for (const bitsPerSample of [8, 16] as const) {
    const bytes = wavBytes(2.5, { bitsPerSample });
    expect(bytes.length).toBe(44 + 2.5 * 8000 * (bitsPerSample / 8));
    const { format } = await parseBuffer(bytes, { mimeType: 'audio/wav' });
    expect(format).toMatchObject({ duration: 2.5, sampleRate: 8000, numberOfChannels: 1 });
  }
});

test('a tone pattern repeats its steps, silence as the centre level', () => {
  const pattern = [
    { hz: 500, seconds: 0.5 },
    { hz: 0, seconds: 0.25 },
  ];
  const samples = wavBytes(1.5, { pattern }).subarray(44);
  const slice = (from: number, to: number) => [...samples.subarray(from * 8000, to * 8000)];
  const silences = [
    [0.5, 0.75],
    [1.25, 1.5],
  ] as const;
  for (const [from, to] of silences) expect(new Set(slice(from, to))).toEqual(new Set([128]));
  expect(slice(0.75, 1.25)).toEqual(slice(0, 0.5));
  // Quiet: never more than a twentieth of the range from the centre.
  expect(Math.max(...slice(0, 0.5))).toBe(148);
  expect(Math.min(...slice(0, 0.5))).toBe(108);
});
