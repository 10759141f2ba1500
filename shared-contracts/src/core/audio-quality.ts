/**
 * Audio quality of a job's recording (staff spec sections 4 and 9): from its duration and how
 * many inaudible and missed-word markers its typist wrote.
 */
import { AUDIO_QUALITY_BANDS } from './constants.ts';
import type { TranscriptContent } from './schemas/transcript.ts';

export const audioQualities = ['clear', 'moderate', 'poor'] as const;
export type AudioQuality = (typeof audioQualities)[number];

export const audioQualityLabels: Record<AudioQuality, string> = {
  clear: 'Clear',
  moderate: 'Moderate',
  poor: 'Poor',
};

export function audioQuality(durationSeconds: number, inaudibles: number): AudioQuality {
  const shortest = AUDIO_QUALITY_BANDS[AUDIO_QUALITY_BANDS.length - 1]!;
  const band = AUDIO_QUALITY_BANDS.find((b) => durationSeconds > b.longerThan) ?? shortest;
  if (inaudibles > band.poorAbove) return 'poor';
  if (inaudibles > band.moderateAbove) return 'moderate';
  return 'clear';
}

/**
 * Inaudible and missed-word markers (`[inaudible 01.23]`, `[mw 01.23]`, `[? 01.23]`), each
 * followed by its time code as MM.SS or HH.MM.SS (staff spec section 5).
 */
const INAUDIBLE_MARKER = /\[(?:inaudible|mw|\?)\s+(?:\d{1,2}\.)?\d{1,2}\.\d{2}\]/gi;

export const countInaudibles = (text: string): number => text.match(INAUDIBLE_MARKER)?.length ?? 0;

/** Inaudible markers in the sections that start within [start, end) seconds. */
export const inaudiblesInRange = (content: TranscriptContent, start: number, end: number): number =>
  content.sections
    .filter((section) => section.start >= start && section.start < end)
    .reduce((sum, section) => sum + countInaudibles(section.text), 0);
