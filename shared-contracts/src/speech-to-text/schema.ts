import { z } from 'zod';
import { S2T_ERROR_MAX_LENGTH } from '../common/limits.ts';
import { mediaStatuses, mediaSubStatuses, snapshotStates } from '../common/statuses.ts';
import { freeText } from '../common/wire-schema.ts';

/** The header the provider authenticates its error reports with (S2T_CALLBACK_SECRET). */
export const S2T_SECRET_HEADER = 'x-s2t-secret';

/** POST /v1/media/error/{id}: the provider's error for the media, as it (or an admin) words it. */
export const speechToTextErrorSchema = z.object({
  message: freeText(S2T_ERROR_MAX_LENGTH, { multiline: true }).pipe(z.string().min(1)),
});
export type SpeechToTextErrorInput = z.input<typeof speechToTextErrorSchema>;

/** Where a media's speech-to-text stands, with the sub-status it makes. */
export const speechToTextStandingSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(mediaStatuses),
    subStatus: z.enum(mediaSubStatuses).nullable(),
    /** none: never asked; in-progress: Processing S2T; done: the draft came; failed: S2T Fail. */
    s2tState: z.enum(snapshotStates),
    /** The provider's error while failed; null otherwise. */
    s2tError: z.string().nullable(),
  })
  .meta({ id: 'SpeechToTextStanding' });
export type SpeechToTextStanding = z.infer<typeof speechToTextStandingSchema>;
