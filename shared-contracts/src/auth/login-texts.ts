import { errorTexts } from '../common/errors.ts';
import { socialTexts } from '../social/texts.ts';

/** What the login page says (client spec section 8, Login). */
export const loginTexts = {
  // The login form's own checks (client spec section 5).
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  otpRequired: 'OTP is required',
  recoveryCodeRequired: 'Recovery code is required',
  invalidCredentials: errorTexts.invalidCredentials,
  invalidVerificationCode: errorTexts.invalidVerificationCode,
  invalidRecoveryCode: errorTexts.invalidRecoveryCode,
  problem: 'We had a problem logging you. Please contact us if the problem continues.',
  socialProblem: socialTexts.failure,
  restricted: errorTexts.loginLocked,
} as const;
