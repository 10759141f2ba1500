import type { WaveformPeaks } from './Waveform.tsx';

/** What the player plays: the part of the rendition the user may hear, or why it cannot yet. */
export type MediaSource =
  | {
      state: 'ready';
      src: string;
      /** Media seconds where `src` starts. */
      offset: number;
      duration: number;
      peaks?: WaveformPeaks;
    }
  | { state: 'waiting' | 'failed'; message: string };
