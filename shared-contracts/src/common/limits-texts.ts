const inMinutes = (minutes: number): string => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/** The answers of the API's limits on guessing (429). */
export const limitTexts = {
  /** One text for every kind of secret: the budget is shared, so the refusal names them all. */
  tooManyGuesses: (minutes: number): string =>
    `Too many wrong codes, links or passwords were tried. Please try again in ${inMinutes(minutes)}.`,
} as const;
