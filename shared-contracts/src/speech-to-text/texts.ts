/**
 * What the API says about speech-to-text (staff spec sections 4 and 7: resend to speech-to-text,
 * the Processing S2T and S2T Fail sub-statuses, a provider's error for a media).
 */
export const speechToTextTexts = {
  /** No provider configured (S2T_URL unset): the action cannot run here at all. */
  notConfigured: 'Speech-to-text is not configured.',
  notOrdered: 'Only an ordered media can be sent to speech-to-text.',
  returned: 'This media is returned to the client: speech-to-text can no longer help its typists.',
  processing: 'This media is already being processed by speech-to-text.',
  /** Typists' saved text is never replaced by a machine's draft. */
  typed:
    'Typists have already saved text for this media: a speech-to-text draft would not replace it.',
  /** The error recorded when the provider failed without saying why. */
  providerFailed: (status: number) => `The speech-to-text provider answered ${status}.`,
  unreachable: 'The speech-to-text provider could not be reached.',
  unreadable: 'The speech-to-text provider answered with a transcript that could not be read.',
} as const;
