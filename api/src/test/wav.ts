/**
 * A PCM WAV file of `seconds` of a quiet tone: a 44-byte RIFF header and the samples. 8 kHz
 * 8-bit mono by default (8000 bytes a second), so a test chooses the size it needs.
 */
export function wavBytes(
  seconds: number,
  { sampleRate = 8000, bitsPerSample = 8 }: { sampleRate?: number; bitsPerSample?: 8 | 16 } = {},
): Buffer {
  const bytesPerSample = bitsPerSample / 8;
  const dataSize = Math.round(seconds * sampleRate) * bytesPerSample;
  const file = Buffer.alloc(44 + dataSize);
  file.write('RIFF', 0, 'ascii');
  file.writeUInt32LE(36 + dataSize, 4);
  file.write('WAVE', 8, 'ascii');
  file.write('fmt ', 12, 'ascii');
  file.writeUInt32LE(16, 16); // fmt chunk size
  file.writeUInt16LE(1, 20); // PCM
  file.writeUInt16LE(1, 22); // mono
  file.writeUInt32LE(sampleRate, 24);
  file.writeUInt32LE(sampleRate * bytesPerSample, 28); // byte rate
  file.writeUInt16LE(bytesPerSample, 32); // block align
  file.writeUInt16LE(bitsPerSample, 34);
  file.write('data', 36, 'ascii');
  file.writeUInt32LE(dataSize, 40);
  // A 440 Hz tone at low volume (8-bit samples are unsigned, centred on 128). One second holds
  // whole cycles, so it is computed once and repeated.
  const second = Buffer.alloc(sampleRate * bytesPerSample);
  for (let i = 0; i < sampleRate; i += 1) {
    const level = Math.round(20 * Math.sin((2 * Math.PI * 440 * i) / sampleRate));
    if (bytesPerSample === 1) second.writeUInt8(128 + level, i);
    else second.writeInt16LE(level * 256, 2 * i);
  }
  if (dataSize > 0) file.fill(second, 44);
  return file;
}

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
