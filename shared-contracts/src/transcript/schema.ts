import { z } from 'zod';
import { jobTypes } from '../common/statuses.ts';
import { errorSchema } from '../common/errors-schema.ts';
import { wordTimingSchema } from './word-timing-schema.ts';

const kind = z.enum(jobTypes, { error: `Must be one of ${jobTypes.join(', ')}` });

/** ?kind=notes addresses the media's notes; without it, its transcript. */
export const kindQuerySchema = z.object({ kind: kind.default('default') });

export const transcriptSchema = z
  .object({
    id: z.number(),
    mediaId: z.number(),
    /** The media's transcript (default) or its notes, a document beside it (staff spec: job type). */
    kind,
    /** Increases by one with every save; generated documents are cached per version. */
    version: z.number(),
    content: z.object({
      sections: z.array(
        z.object({
          id: z.string(),
          /** The speaker's name as shown in documents; empty when the section has no speaker. */
          speaker: z.string(),
          /**
           * The id of its speaker in `speakers`, empty for none; `speaker` is that speaker's
           * name. Always answered; absent only in content saved before sections had ids.
           */
          speakerId: z.string().optional(),
          /** Seconds into the media. */
          start: z.number(),
          text: z.string(),
          /** A speech-to-text draft's word timings, one for each word of the text (word-timings.ts). */
          words: z.array(wordTimingSchema).optional(),
        }),
      ),
      /** In hotkey order: ctrl+alt+N gives a section the Nth. */
      speakers: z.array(
        z.object({ id: z.string(), name: z.string(), jobTitle: z.string().optional() }),
      ),
    }),
    wordscount: z.number(),
    updatedAt: z.number(),
  })
  .meta({ id: 'Transcript' });

/**
 * The transcript content model (ARCHITECTURE.md section 5): timecoded sections, each spoken by one
 * of the transcript's speakers; markers such as `[inaudible 01.23]` are tokens in the text.
 */
export type Transcript = z.output<typeof transcriptSchema>;
export type TranscriptContent = Transcript['content'];
export type TranscriptSection = TranscriptContent['sections'][number];
export type TranscriptSpeaker = TranscriptContent['speakers'][number];

/** PUT /v1/transcript/{id} refused (409): changed elsewhere since the version the edit was based on. */
export const transcriptConflictSchema = errorSchema
  .extend({
    /** The transcript's current version, to reload. */
    version: z.number(),
  })
  .meta({ id: 'TranscriptConflict' });
export type TranscriptConflict = z.output<typeof transcriptConflictSchema>;

/** GET /v1/transcript/starting-speakers/{id}: who a new transcript of the media lists. */
export const startingSpeakersSchema = z
  .object({
    /** The meeting's attendees the client named (name and job title), in their order. */
    speakers: transcriptSchema.shape.content.shape.speakers,
  })
  .meta({ id: 'StartingSpeakers' });
export type StartingSpeakers = z.output<typeof startingSpeakersSchema>;
