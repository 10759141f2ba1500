import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../limits.ts';
import { validationTexts } from '../texts/validation.ts';
import { PHONE_PATTERN } from '../validation.ts';

/** A flag sent as JSON true/false or as the form text "true"/"false". */
export const flag = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((v) => v === 'true'),
]);

/** Free text without < or > (client spec section 5), trimmed, at most `max` characters. */
export const freeText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !/[<>]/.test(value), {
      error: (issue) =>
        `This symbol cannot be used here: ${String(issue.input).match(/[<>]/)?.[0]}`,
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
export const idSchema = z.coerce.number<number>().int().positive().max(2_147_483_647);
