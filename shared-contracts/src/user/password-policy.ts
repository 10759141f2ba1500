import type { Validator } from '../common/validation.ts';

/** Client spec section 5: what a password set at registration, reset or in the profile must meet. */
export const PASSWORD_LENGTH = { min: 12, max: 64 } as const;

/** The fixed set of special characters; any other symbol, space or non-ASCII letter is restricted. */
export const PASSWORD_SPECIAL_CHARACTERS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

export const passwordRequirementTexts = {
  lowercase: 'at least one lowercase letter',
  uppercase: 'at least one uppercase letter',
  digit: 'at least one digit',
  special: 'at least one special character',
  length: `from ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters total`,
  restricted: 'no restricted characters',
} as const;

const isSpecial = (c: string): boolean => PASSWORD_SPECIAL_CHARACTERS.includes(c);
const isAllowed = (c: string): boolean => /^[A-Za-z0-9]$/.test(c) || isSpecial(c);

/** The unmet items, in the spec's order; empty when the password is acceptable. */
export function passwordProblems(password: string): string[] {
  const chars = [...password];
  const unmet: [boolean, string][] = [
    [!/[a-z]/.test(password), passwordRequirementTexts.lowercase],
    [!/[A-Z]/.test(password), passwordRequirementTexts.uppercase],
    [!/[0-9]/.test(password), passwordRequirementTexts.digit],
    [!chars.some(isSpecial), passwordRequirementTexts.special],
    [
      chars.length < PASSWORD_LENGTH.min || chars.length > PASSWORD_LENGTH.max,
      passwordRequirementTexts.length,
    ],
    [!chars.every(isAllowed), passwordRequirementTexts.restricted],
  ];
  return unmet.filter(([failed]) => failed).map(([, text]) => text);
}

/**
 * The login form's pattern check (client spec section 5): only the characters a password may be
 * set with, at most 64 of them. Not the whole policy: a password is checked for that when set.
 */
export const couldBeAPassword = (password: string): boolean =>
  [...password].length <= PASSWORD_LENGTH.max && [...password].every(isAllowed);

/** One line for an error message: "The password needs at least one digit; no restricted characters". */
export const passwordProblemsMessage = (problems: readonly string[]): string =>
  `The password needs ${problems.join('; ')}`;

/** A new password: the form shows every unmet item; this names the first for screen readers. */
export const passwordPolicy: Validator = (value) =>
  passwordProblems(typeof value === 'string' ? value : '')[0];
