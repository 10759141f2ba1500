import { z } from 'zod';
import { INT4_MAX } from '../limits.ts';
import { jobTypes } from '../statuses.ts';
import { safeText } from '../transcript.ts';
import { finishJobFields } from './job-finish.ts';
import { errorSchema } from './errors.ts';
import { transcriptTexts } from '../texts/transcript.ts';
import { withSpeakerIds } from '../transcript-speakers.ts';
import { flag, jsonText } from './wire.ts';

/** Seconds: a section may start at most a week into its media. */
const MAX_START = 7 * 24 * 3600;

/**
 * Text as transcripts keep it: without the control characters and lone surrogates no document
 * can carry (PostgreSQL's jsonb refuses some of them too), line breaks as \n.
 */
const text = (max: number) => z.string().transform(safeText).pipe(z.string().trim().max(max));

const sectionSchema = z.object({
  id: text(64).pipe(z.string().min(1)),
  /** The speaker's name; a section without `speakerId` (saved before ids) is matched by it. */
  speaker: text(255).default(''),
  /** The listed speaker's id; empty for no speaker. */
  speakerId: text(64).optional(),
  start: z.coerce.number<number>().finite().min(0).max(MAX_START),
  text: text(100_000),
});

const speakerSchema = z.object({
  id: text(64).pipe(z.string().min(1)),
  name: text(255),
  jobTitle: text(255).optional(),
});

/** The transcript content model (ARCHITECTURE.md section 5), checked for documents to hold. */
export const transcriptContentSchema = z
  .object({
    sections: z.array(sectionSchema).max(50_000),
    speakers: z.array(speakerSchema).max(500).default([]),
  })
  .superRefine((content, context) => {
    const speakerIds = new Set<string>();
    content.speakers.forEach((speaker, index) => {
      if (speakerIds.has(speaker.id))
        context.addIssue({
          code: 'custom',
          path: ['speakers', index, 'id'],
          message: transcriptTexts.speakerIdTaken,
        });
      speakerIds.add(speaker.id);
    });
    content.sections.forEach((section, index) => {
      if (section.speakerId && !speakerIds.has(section.speakerId))
        context.addIssue({
          code: 'custom',
          path: ['sections', index, 'speakerId'],
          message: transcriptTexts.speakerNotListed,
        });
    });
    const ids = new Set<string>();
    content.sections.forEach((section, index) => {
      const before = content.sections[index - 1];
      if (before && section.start < before.start)
        context.addIssue({
          code: 'custom',
          path: ['sections', index, 'start'],
          message: 'Sections must be in time order',
        });
      if (ids.has(section.id))
        context.addIssue({
          code: 'custom',
          path: ['sections', index, 'id'],
          message: 'Section ids must be unique',
        });
      ids.add(section.id);
    });
  })
  .transform(withSpeakerIds);

const kind = z.enum(jobTypes, { error: `Must be one of ${jobTypes.join(', ')}` });

/** ?kind=notes addresses the media's notes; without it, its transcript. */
export const kindQuerySchema = z.object({ kind: kind.default('default') });

/** PUT /v1/transcript/{id} (staff spec section 7). */
export const saveTranscriptSchema = z.object({
  /** The content as JSON, or as JSON text in a form; checked once parsed. */
  content: z
    .custom<string | z.input<typeof transcriptContentSchema>>()
    // On what is sent: the document shows no examples of a transform's output.
    .meta({
      description: 'The content model, as JSON or as its JSON text',
      examples: [
        {
          sections: [{ id: 's1', speakerId: 'anna', start: 0, text: 'Good morning.' }],
          speakers: [{ id: 'anna', name: 'Anna Berg', jobTitle: 'Chair' }],
        },
      ],
    })
    .transform(jsonText)
    .pipe(transcriptContentSchema),
  /**
   * The version the edit is based on (the Transcript's version last read or saved; 0 before the
   * first save). A later save that wrote some of what this one writes refuses it (409). Every
   * save names it: a save without it would replace whatever came before, unseen.
   */
  version: z.coerce
    .number<number>({ error: transcriptTexts.versionRequired })
    .int()
    .min(0)
    .max(INT4_MAX),
  /** Sent by the editor; the server counts the words itself. */
  wordscount: z.coerce.number<number>().int().min(0).max(INT4_MAX).optional(),
  /** Keep the saved version as a snapshot to restore later. */
  save_snapshot: flag.optional(),
  /** A typist's or proofreader's submit: finish their open jobs on the media with this save. */
  submit: flag.optional(),
  ...finishJobFields,
});

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
