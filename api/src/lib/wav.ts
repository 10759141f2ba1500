/** One step of a tone pattern: a tone of `hz` (0: silence) lasting `seconds`. */
export interface ToneStep {
  hz: number;
  seconds: number;
}

export interface WavOptions {
  sampleRate?: number;
  bitsPerSample?: 8 | 16;
  /** Repeated to the end; a whole number of samples each step. Default: a steady 440 Hz. */
  pattern?: readonly ToneStep[];
}

// Quiet: a twentieth of the 8-bit range either side of the centre.
const LEVEL = 20;

/** One pass of the pattern as samples; each step starts its tone at phase 0. */
function patternSamples(
  pattern: readonly ToneStep[],
  sampleRate: number,
  bytesPerSample: number,
): Buffer {
  const steps = pattern.map((step) => ({ ...step, count: Math.round(step.seconds * sampleRate) }));
  const total = steps.reduce((sum, step) => sum + step.count, 0);
  if (total === 0) throw new Error('A tone pattern must last at least one sample');
  const samples = Buffer.alloc(total * bytesPerSample);
  let at = 0;
  for (const step of steps)
    for (let i = 0; i < step.count; i += 1, at += 1) {
      const level = Math.round(LEVEL * Math.sin((2 * Math.PI * step.hz * i) / sampleRate));
      // 8-bit samples are unsigned, centred on 128.
      if (bytesPerSample === 1) samples.writeUInt8(128 + level, at);
      else samples.writeInt16LE(level * 256, 2 * at);
    }
  return samples;
}

/**
 * A PCM WAV file of `seconds` of a quiet tone pattern: a 44-byte RIFF header and the samples.
 * 8 kHz 8-bit mono by default (8000 bytes a second), so tests and demo recordings stay small.
 */
export function wavBytes(
  seconds: number,
  { sampleRate = 8000, bitsPerSample = 8, pattern = [{ hz: 440, seconds: 1 }] }: WavOptions = {},
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
  if (dataSize > 0) file.fill(patternSamples(pattern, sampleRate, bytesPerSample), 44);
  return file;
}
