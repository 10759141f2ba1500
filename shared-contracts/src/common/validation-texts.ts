/** A size limit's wording: strings and lists are bounded at least/at most, numbers also strictly. */
export type Bound = 'at least' | 'at most' | 'greater than' | 'less than';

const article = (noun: string): string => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);

/**
 * What a field that fails validation says, in the API's 422 answers and the portal's forms alike:
 * written for the person filling the form, not for developers.
 */
export const validationTexts = {
  // The generic validators' default messages (client spec section 5), word for word.
  minLength: (n: number) => `Min length is ${n}`,
  maxLength: (n: number) => `Max length is ${n}`,
  minimum: (n: number | string) => `Minimum is ${n}`,
  maximum: (n: number | string) => `Maximum is ${n}`,
  /** A total of several fields, e.g. a quote's duration: "Total minimum is 1 second". */
  totalMinimum: (amount: string) => `Total minimum is ${amount}`,
  dateInFuture: 'Date should be in the future',
  dateInPast: 'Date should be in the past',
  /** A date that must come after another of the same form. */
  dateGreater: 'Date should be greater',
  dayForm: 'Must be a date (YYYY-MM-DD)',
  monthForm: 'Must be a month (YYYY-MM)',
  /** A date, month or time outside the years the portal works in (DATE_WINDOW_YEARS). */
  dateWindow: (first: number, last: number) => `Must be a date in the years ${first} to ${last}`,
  monthWindow: (first: number, last: number) => `Must be a month in the years ${first} to ${last}`,
  invalidEmail: 'Invalid email',
  /** A phone number, or a duration part, that is not in the expected pattern. */
  notThePattern: "Doesn't conform to pattern",
  /** A field that may hold none of these symbols, listed: "Symbols not allowed: < >". */
  symbolsNotAllowed: (symbols: readonly string[]) => `Symbols not allowed: ${symbols.join(' ')}`,
  /** Free text holding < or > (client spec section 5), naming the symbol found. */
  symbolHere: (symbol: string) => `This symbol cannot be used here: ${symbol}`,
  /** Field equality, e.g. a repeated password. */
  doesNotMatch: "Doesn't match",
  validEmail: 'Must be a valid email address',
  ofType: (expected: string) => `Must be ${article(expected)}`,
  ofFormat: (format: string) => `Must be a valid ${format}`,
  characters: (bound: Bound, limit: number) => `Must be ${bound} ${limit} characters`,
  items: (bound: Bound, limit: number) => `Must have ${bound} ${limit} items`,
  number: (bound: Bound, limit: number) => `Must be ${bound} ${limit}`,
  value: (value: string) => `Must be ${value}`,
  oneOf: (values: readonly string[]) => `Must be one of: ${values.join(', ')}`,
} as const;
