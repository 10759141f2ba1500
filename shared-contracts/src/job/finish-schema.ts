import { z } from 'zod';
import { JOB_COMMENT_MAX_LENGTH } from '../common/limits.ts';
import { flag, freeText } from '../common/wire-schema.ts';

/**
 * What finishing a job sends, by PUT /v1/job/finish/{id} or by the editor's submit (PUT
 * /v1/transcript/{id} with submit): poor audio asks for its reason (typist audio quality flag).
 */
export const finishJobFields = {
  poor_audio_reason: freeText(JOB_COMMENT_MAX_LENGTH, { multiline: true })
    .pipe(z.string().min(1))
    .optional(),
  /** Submit before the whole range is typed, because the audio is too poor (its own flag). */
  due_to_audio_quality: flag.optional(),
};

/** PUT /v1/job/finish/{id}. */
export const finishJobSchema = z.object(finishJobFields);
