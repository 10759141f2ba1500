import { z } from 'zod';
import { finishJobFields } from '../job/finish-schema.ts';
import { flag, jsonText } from '../common/wire-schema.ts';
import { listedIds, saveTranscriptSchema, sectionSchema, speakerSchema } from './save-schema.ts';

/** A field sent as JSON, or as its JSON text in a form (as the whole save's content is). */
const json = <T extends z.ZodType>(schema: T, description: string, example: unknown) =>
  z
    .custom<string | z.input<T>>()
    // On what is sent: the document shows no examples of a transform's output.
    .meta({ description, examples: [example] })
    .transform(jsonText)
    .pipe(schema);

const sections = z
  .array(sectionSchema)
  .max(50_000)
  .superRefine((sent, context) => {
    const ids = new Set<string>();
    sent.forEach((section, index) => {
      if (ids.has(section.id))
        context.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: 'Section ids must be unique',
        });
      ids.add(section.id);
    });
  });

const speakers = z
  .array(speakerSchema)
  .max(500)
  .superRefine((sent, context) => void listedIds(sent, [], context));

/**
 * PATCH /v1/transcript/{id}: the editor's save of what changed since the version it is based
 * on. Only what is sent is checked and written; the other sections stay as stored.
 */
export const saveChangesSchema = z.object({
  /** The version the edit is based on, as for PUT: a later save of the same part answers 409. */
  version: saveTranscriptSchema.shape.version,
  /** New and changed sections (any order; the transcript reads its sections in start order). */
  sections: json(sections, 'New and changed sections, as JSON or as its JSON text', [
    { id: 's1', speakerId: 'anna', start: 0, text: 'Good morning.' },
  ]).default([]),
  /** Ids of the sections removed since the version the edit is based on. */
  removed_section_ids: json(
    z.array(z.string().min(1).max(64)).max(50_000),
    'Ids of removed sections, as JSON or as its JSON text',
    ['s2'],
  ).default([]),
  /** The whole speakers list, sent only when it changed (sections name speakers by id). */
  speakers: json(speakers, 'The speakers list, as JSON or as its JSON text', [
    { id: 'anna', name: 'Anna Berg', jobTitle: 'Chair' },
  ]).optional(),
  /** Keep the saved version as a snapshot to restore later. */
  save_snapshot: flag.optional(),
  /** A typist's or proofreader's submit: finish their open jobs on the media with this save. */
  submit: flag.optional(),
  ...finishJobFields,
});

/** What a save of changes answers: the new version and words count, not the content. */
export const transcriptVersionSchema = z
  .object({
    version: z.number(),
    /** Words of all the transcript's sections, markers not counted. */
    wordscount: z.number(),
    updatedAt: z.number(),
  })
  .meta({ id: 'TranscriptVersion' });
export type TranscriptVersion = z.output<typeof transcriptVersionSchema>;
