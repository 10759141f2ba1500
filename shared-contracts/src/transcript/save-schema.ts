import { z } from 'zod';
import { INT4_MAX } from '../common/limits.ts';
import { safeText } from './rules.ts';
import { finishJobFields } from '../job/finish-schema.ts';
import { transcriptTexts } from './texts.ts';
import { withSpeakerIds } from './speakers.ts';
import { flag, jsonText } from '../common/wire-schema.ts';
import { timingsFit } from './word-timings.ts';
import { wordTimingSchema } from './word-timing-schema.ts';

/** Seconds: a section may start at most a week into its media. */
const MAX_START = 7 * 24 * 3600;

/**
 * Text as transcripts keep it: without the control characters and lone surrogates no document
 * can carry (PostgreSQL's jsonb refuses some of them too), line breaks as \n.
 */
const text = (max: number) => z.string().transform(safeText).pipe(z.string().trim().max(max));

/** One section as a save sends it. */
export const sectionSchema = z
  .object({
    id: text(64).pipe(z.string().min(1)),
    /** The speaker's name; a section without `speakerId` (saved before ids) is matched by it. */
    speaker: text(255).default(''),
    /** The listed speaker's id; empty for no speaker. */
    speakerId: text(64).optional(),
    start: z.coerce.number<number>().finite().min(0).max(MAX_START),
    text: text(100_000),
    /** A speech-to-text draft's word timings, one for each word of the text; none when typed. */
    words: z.array(wordTimingSchema).max(100_000).optional(),
  })
  .superRefine((section, context) => {
    if (section.words && !timingsFit(section.text, section.words))
      context.addIssue({ code: 'custom', path: ['words'], message: transcriptTexts.wordsDoNotFit });
  });

/** One speaker of the list as a save sends it. */
export const speakerSchema = z.object({
  id: text(64).pipe(z.string().min(1)),
  name: text(255),
  jobTitle: text(255).optional(),
});

/** The ids of a speakers list, each refused (at `path`) where an earlier speaker has it. */
export function listedIds(
  speakers: readonly { id: string }[],
  path: readonly PropertyKey[],
  context: z.RefinementCtx,
): Set<string> {
  const ids = new Set<string>();
  speakers.forEach((speaker, index) => {
    if (ids.has(speaker.id))
      context.addIssue({
        code: 'custom',
        path: [...path, index, 'id'],
        message: transcriptTexts.speakerIdTaken,
      });
    ids.add(speaker.id);
  });
  return ids;
}

/** The transcript content model (ARCHITECTURE.md section 5), checked for documents to hold. */
export const transcriptContentSchema = z
  .object({
    sections: z.array(sectionSchema).max(50_000),
    speakers: z.array(speakerSchema).max(500).default([]),
  })
  .superRefine((content, context) => {
    const speakerIds = listedIds(content.speakers, ['speakers'], context);
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
