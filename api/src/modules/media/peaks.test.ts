import { PEAKS_SAMPLE_RATE, PEAKS_PER_SECOND, PeakReducer } from './peaks.ts';

const pcm = (...samples: number[]): Buffer => {
  const bytes = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, index) => bytes.writeInt16LE(sample, index * 2));
  return bytes;
};
const slice = PEAKS_SAMPLE_RATE / PEAKS_PER_SECOND;

test('one peak per slice: the loudest sample either side of zero, scaled to 0..255', () => {
  const reducer = new PeakReducer();
  const quiet = Array.from({ length: slice }, (_, i) => (i === 7 ? -16384 : 100));
  const loud = Array.from({ length: slice }, (_, i) => (i === 3 ? 32767 : 0));
  reducer.push(pcm(...quiet, ...loud, 0, -32768));
  expect([...reducer.finish()]).toEqual([128, 255, 255]);
});

test('a sample split between two chunks is joined again', () => {
  const whole = new PeakReducer();
  const split = new PeakReducer();
  const bytes = pcm(...Array.from({ length: slice * 2 }, (_, i) => (i % 5) * -3000));
  whole.push(bytes);
  split.push(bytes.subarray(0, 7));
  split.push(bytes.subarray(7, 8));
  split.push(bytes.subarray(8));
  expect([...split.finish()]).toEqual([...whole.finish()]);
});

test('no audio, no peaks', () => {
  expect(new PeakReducer().finish()).toHaveLength(0);
});
