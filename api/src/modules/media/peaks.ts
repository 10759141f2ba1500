/** Waveform peaks per second of media: fine enough to see words, small enough for two hours. */
export const PEAKS_PER_SECOND = 20;
/** The rate ffmpeg decodes to for the peaks: speech needs no more to show its loudness. */
export const PEAKS_SAMPLE_RATE = 8_000;
const SAMPLES_PER_PEAK = PEAKS_SAMPLE_RATE / PEAKS_PER_SECOND;

/**
 * Reduces mono signed 16-bit little-endian PCM, fed in chunks of any size as ffmpeg writes it, to
 * one byte per PEAKS_PER_SECOND-th of a second: the loudest sample, 0 (silence) to 255 (full
 * scale). Only the peaks are kept, never the audio.
 */
export class PeakReducer {
  private readonly peaks: number[] = [];
  /** A sample's first byte, when a chunk ended between its two. */
  private carry: number | undefined;
  private loudest = 0;
  private samples = 0;

  push(chunk: Buffer): void {
    let index = 0;
    if (this.carry !== undefined && chunk.length > 0) {
      this.sample((chunk[0]! << 8) | this.carry);
      this.carry = undefined;
      index = 1;
    }
    for (; index + 1 < chunk.length; index += 2) this.sample(chunk.readInt16LE(index));
    if (index < chunk.length) this.carry = chunk[index];
  }

  /** The peaks, the last partial slice included. */
  finish(): Uint8Array {
    if (this.samples > 0) this.close();
    return Uint8Array.from(this.peaks);
  }

  private sample(value: number): void {
    // Two bytes joined by hand: the high byte's sign comes from bit 15.
    const signed = value > 0x7fff ? value - 0x10000 : value;
    this.loudest = Math.max(this.loudest, Math.abs(signed));
    this.samples += 1;
    if (this.samples === SAMPLES_PER_PEAK) this.close();
  }

  private close(): void {
    this.peaks.push(Math.min(255, Math.round((this.loudest / 32768) * 255)));
    this.loudest = 0;
    this.samples = 0;
  }
}
