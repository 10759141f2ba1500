import { CURRENCIES } from '../common/constants.ts';

const currencyList = Object.keys(CURRENCIES).join(', ');

/**
 * What the service routes answer when a super admin's service is refused (the spec leaves these
 * messages open): the services screen shows each under its field.
 */
export const serviceTexts = {
  changedSince: 'This service was changed by someone else. Please reload it and try again.',
  duplicateCode: (code: string) => `Another service already has the code ${code}.`,
  codeFixed: 'The code of a service cannot change: typists are trained in services by their code.',
  codePattern: 'Use 2 to 10 capital letters or digits, e.g. IVB.',
  unknownCurrency: (codes: readonly string[]) =>
    `Unknown currency: ${codes.join(', ')}. Prices are in ${currencyList}.`,
  turnaroundValue: 'A turnaround is a whole number of seconds, e.g. 86400 for 24 hours.',
  addOnName: 'Use lowercase letters, digits and _, starting with a letter, e.g. difficult_audio.',
  duplicateValue: 'Each value may be listed once.',
  duplicateGrade: 'Each grade may be listed once.',
} as const;
