import { loginTexts } from './login-texts.ts';
import { validationTexts } from '../common/validation-texts.ts';
import { couldBeAPassword } from '../user/password-policy.ts';
import {
  composeValidators,
  minLength,
  required,
  requiredEmail,
  type Validator,
} from '../common/validation.ts';

/** A password typed at login that no account could have is refused before asking the server. */
const loginPassword: Validator = (value) =>
  typeof value === 'string' && value !== '' && !couldBeAPassword(value)
    ? validationTexts.notThePattern
    : undefined;

/** The sign-in form's fields, each refused in the spec's words before the server is asked. */
export const loginValidators = {
  email: requiredEmail,
  password: composeValidators(required(loginTexts.passwordRequired), loginPassword),
  otp: composeValidators(required(loginTexts.otpRequired), minLength(6)),
  recoveryCode: required(loginTexts.recoveryCodeRequired),
} as const;
