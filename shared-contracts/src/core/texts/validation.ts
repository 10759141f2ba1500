/** A size limit's wording: strings and lists are bounded at least/at most, numbers also strictly. */
export type Bound = 'at least' | 'at most' | 'greater than' | 'less than';

const article = (noun: string): string => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);

/**
 * What a field that fails validation says, in the API's 422 answers and the portal's forms alike:
 * written for the person filling the form, not for developers.
 */
export const validationTexts = {
  invalidEmail: 'Invalid email',
  /** A phone number, or a duration part, that is not in the expected pattern. */
  notThePattern: "Doesn't conform to pattern",
  validEmail: 'Must be a valid email address',
  ofType: (expected: string) => `Must be ${article(expected)}`,
  ofFormat: (format: string) => `Must be a valid ${format}`,
  characters: (bound: Bound, limit: number) => `Must be ${bound} ${limit} characters`,
  items: (bound: Bound, limit: number) => `Must have ${bound} ${limit} items`,
  number: (bound: Bound, limit: number) => `Must be ${bound} ${limit}`,
  value: (value: string) => `Must be ${value}`,
  oneOf: (values: readonly string[]) => `Must be one of: ${values.join(', ')}`,
} as const;
