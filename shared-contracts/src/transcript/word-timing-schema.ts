import { z } from 'zod';

// Apart from word-timings.ts, which the editor bundles: its alignment needs no zod.
const seconds = z.number().finite().min(0);
/** One word's timing as a transcript holds it (WordTiming in word-timings.ts). */
export const wordTimingSchema = z
  .tuple([seconds, seconds, z.number().finite().min(0).max(1)])
  .meta({ description: '[start, end, confidence]: seconds into the media, 0–1' });
