import { z } from 'zod';
import { SPELL_CHECK_MAX_LENGTH, SPELL_WORD_MAX_LENGTH } from '../common/limits.ts';
import { spellCheckerTexts } from './texts.ts';
import { pageOf, pageQuery } from '../common/page-schema.ts';
import { idSchema, lineText, multilineText } from '../common/wire-schema.ts';

/** A word as the dictionary keeps it: letters, with apostrophes or hyphens inside. */
export const SPELL_WORD = /^\p{L}+(?:['’-]\p{L}+)*$/u;

const word = lineText(SPELL_WORD_MAX_LENGTH)
  .min(1)
  .regex(SPELL_WORD, { message: spellCheckerTexts.oneWord });

/** POST /v1/spell-checker: the text to check (markers are not read). */
export const spellCheckInputSchema = z.object({ text: multilineText(SPELL_CHECK_MAX_LENGTH) });

/** Each misspelled word once, in order of appearance, with suggestions (the first ones only). */
export const spellCheckSchema = z.object({
  result: z.array(z.object({ word: z.string(), suggestions: z.array(z.string()) })),
});
export type SpellCheck = z.output<typeof spellCheckSchema>;

/** POST /v1/spell-checker/list-words: the shared custom words, filtered by `q`. */
export const spellWordsQuerySchema = z.object({
  q: lineText(SPELL_WORD_MAX_LENGTH).optional(),
  ...pageQuery(50),
});

export const spellWordSchema = z
  .object({
    id: z.number(),
    word: z.string(),
    addedBy: z.string().nullable(),
    /** Unix seconds. */
    createdAt: z.number(),
  })
  .meta({ id: 'SpellWord' });
export type SpellWord = z.output<typeof spellWordSchema>;

export const spellWordPageSchema = pageOf(spellWordSchema);

/** POST /v1/spell-checker/word: add a word, or change or remove one by its id (admins). */
export const spellWordActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('add-word'), word }),
  z.object({ action: z.literal('modify-word'), id: idSchema, word }),
  z.object({ action: z.literal('delete-word'), id: idSchema }),
]);
export type SpellWordAction = z.output<typeof spellWordActionSchema>;

/** What a word action answers: the word as kept, or null once removed. */
export const spellWordResultSchema = z.object({ word: spellWordSchema.nullable() });
