import { z } from 'zod';
import { errorTexts } from './errors.ts';
import { EMAIL_MAX_LENGTH, INT4_MAX } from './limits.ts';
import { validationTexts } from './validation-texts.ts';
import { PHONE_PATTERN } from './validation.ts';

/**
 * A flag sent as JSON true/false or as the form text "true"/"false"; also as 1/0, as the staff
 * spec's calls send it (send_back=1).
 */
export const flag = z.union([
  z.boolean(),
  z.literal([0, 1]).transform((v) => v === 1),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);

// What no text field holds: C0 and C1 control characters (PostgreSQL refuses NUL, documents and
// mail the rest), the bidi embeddings, overrides and isolates that make text read other than it
// is stored, the two non-characters XML forbids, and lone surrogates (\p{Cs} in a `u` pattern:
// a JSON escape such as "\ud800" parses to one, and PostgreSQL refuses it). Only multi-line text
// keeps TAB, LF and CR.
/* eslint-disable no-control-regex */
const forbiddenInLines =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffe\uffff\p{Cs}]/u;
const forbiddenInLine = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffe\uffff\p{Cs}]/u;
/* eslint-enable no-control-regex */

const everyForbiddenInLine = new RegExp(forbiddenInLine.source, 'gu');

/** One line of text from outside the portal (a sign-in provider's names) with all of it removed. */
export const withoutHiddenCharacters = (text: string): string =>
  text.replace(everyForbiddenInLine, '');

/** Whether text may be stored and shown as sent. */
export const isAllowedText = (text: string, { multiline = false } = {}): boolean =>
  !(multiline ? forbiddenInLines : forbiddenInLine).test(text);

/**
 * The rule every text input of the API is held to, for one line of text (names, codes, tokens).
 * Enums, ASCII patterns and email addresses need no more: they refuse all of it already.
 */
export const allowedInLine = z.refine<string>((text) => isAllowedText(text), {
  error: errorTexts.hiddenCharacters,
});

/** The same rule for text that may break lines (notes, comments, addresses). */
export const allowedInLines = z.refine<string>((text) => isAllowedText(text, { multiline: true }), {
  error: errorTexts.hiddenCharacters,
});

/** One line of text, trimmed, at most `max` characters. */
export const lineText = (max: number) => z.string().trim().max(max).check(allowedInLine);

/** Text that may break lines, trimmed, at most `max` characters. */
export const multilineText = (max: number) => z.string().trim().max(max).check(allowedInLines);

/** Free text without < or > (client spec section 5): one line unless `multiline`. */
export const freeText = (max: number, { multiline = false } = {}) =>
  (multiline ? multilineText : lineText)(max).refine((value) => !/[<>]/.test(value), {
    error: (issue) => validationTexts.symbolHere(String(issue.input).match(/[<>]/)?.[0] ?? ''),
  });

/** A phone number in the portal's pattern, or empty. */
export const phoneField = z
  .string()
  .trim()
  .refine((value) => value === '' || PHONE_PATTERN.test(value), {
    error: validationTexts.notThePattern,
  });

/**
 * Someone's email address as typed into a form: trimmed and lowercased, then its length and only
 * then its form checked, so an over-long address hears of its length once.
 */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ error: validationTexts.invalidEmail }));

/** A database id in a path or query: a positive 32-bit integer. */
export const idSchema = z.coerce.number<number>().int().positive().max(INT4_MAX);

/** Form-encoded bodies send a structured value as its JSON text; JSON bodies as the value. */
export const jsonText = (value: unknown, context: z.RefinementCtx): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    context.addIssue({ code: 'custom', message: 'Must be JSON' });
    return z.NEVER;
  }
};
