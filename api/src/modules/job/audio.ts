import { audioQuality, inaudiblesInRange } from '@portal/contracts/media/audio-quality';
import { jobTexts } from '@portal/contracts/job/texts';
import type { FeatureFlags } from '@portal/contracts/portal/flags';
import type { TranscriptContent } from '@portal/contracts/transcript/schema';
import { unprocessable } from '../../lib/http-errors.ts';
import type { JobChanges } from './change.ts';
import type { JobRow } from './views.ts';

/** What a typist sends on finishing (PUT /v1/job/finish/{id}). */
export interface FinishInput {
  poorAudioReason?: string | undefined;
  dueToAudioQuality?: boolean | undefined;
}

/** The audio quality of the job's range, from the inaudible markers its sections hold. */
export function rangeAudio(job: JobRow, content: TranscriptContent | null) {
  const inaudiblesAmount = content ? inaudiblesInRange(content, job.start, job.end) : 0;
  return { inaudiblesAmount, audioQuality: audioQuality(job.end - job.start, inaudiblesAmount) };
}

const typed = (content: TranscriptContent | null) =>
  content?.sections.some((section) => section.text.trim() !== '') ?? false;

/**
 * What a typist's finish records: the audio quality and inaudibles of the range, and why the
 * audio is poor. A job is finished typed, unless submitted due to audio quality (its flag),
 * which counts as poor audio. Poor audio needs its reason with the typist audio quality flag,
 * and always when submitted due to it.
 */
export function typistFinish(
  flags: FeatureFlags,
  job: JobRow,
  content: TranscriptContent | null,
  input: FinishInput,
): JobChanges {
  const dueToAudio = input.dueToAudioQuality === true;
  if (dueToAudio && !flags.submitDueToAudioQuality)
    throw unprocessable(jobTexts.dueToAudioQualityOff, 'due_to_audio_quality');
  if (!dueToAudio && !typed(content)) throw unprocessable(jobTexts.nothingTyped);
  const audio = rangeAudio(job, content);
  const quality = dueToAudio ? 'poor' : audio.audioQuality;
  const reason = input.poorAudioReason ?? null;
  if (quality === 'poor' && !reason && (dueToAudio || flags.typistAudioQuality))
    throw unprocessable(jobTexts.poorAudioReason, 'poor_audio_reason');
  return { ...audio, audioQuality: quality, poorAudioReason: reason };
}
