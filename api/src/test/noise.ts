/**
 * `size` bytes that are not audio, the same every run: a text prefix (no format's magic number)
 * and pseudo-random bytes without 0xFF, so no MPEG or ADTS frame sync can turn up by chance.
 */
export function noiseBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.write('NOT AUDIO ', 0, 'ascii');
  let state = 0x2545f491;
  for (let i = 10; i < size; i += 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    bytes[i] = (state >>> 16) % 255;
  }
  return bytes;
}
