/** The bot check of the open forms that send mail (registration, password reset, quotes). */
export const botCheckTexts = {
  failed: 'The bot check failed. Please try again.',
} as const;
