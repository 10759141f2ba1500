import { z } from 'zod';
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
    error: "Doesn't conform to pattern",
  });

/** A database id in a path or query: a positive 32-bit integer. */
export const idSchema = z.coerce.number<number>().int().positive().max(2_147_483_647);
