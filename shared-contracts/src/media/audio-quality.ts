/**
 * Audio quality of a job's recording (staff spec sections 4 and 9): from its duration and how
 * many inaudible and missed-word markers (transcript/markers.ts) its typist wrote.
 */
import { AUDIO_QUALITY_BANDS } from '../common/constants.ts';
import { countInaudibles } from '../transcript/markers.ts';
import type { TranscriptContent } from '../transcript/schema.ts';

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

/** Inaudible markers in the sections that start within [start, end) seconds. */
export const inaudiblesInRange = (content: TranscriptContent, start: number, end: number): number =>
  content.sections
    .filter((section) => section.start >= start && section.start < end)
    .reduce((sum, section) => sum + countInaudibles(section.text), 0);
