/** What the API answers about two-factor setup, and the portal shows as it is. */
export const mfaTexts = {
  invalidCode: 'The code is not valid. Please try again.',
  smsUnavailable: 'SMS codes are not available.',
  noMethod: 'Enable a two-factor method first.',
} as const;
