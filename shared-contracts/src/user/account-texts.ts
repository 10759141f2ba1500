import { errorTexts } from '../common/errors.ts';

/** What the account screens say; the spec's own words where it has them (client spec section 8). */
export const accountTexts = {
  somethingWentWrong: errorTexts.somethingWentWrong,
  invalidUrl: errorTexts.invalidUrl,
  resetRequested: 'Please check your inbox for a link to reset your password',
  resetProblem:
    'We had a problem reseting your password. Please contact us if the problem continues.',
  passwordSet: 'Your password has been set. Please log in.',
  passwordReset: 'Your password has been reset. Please log in.',
} as const;
