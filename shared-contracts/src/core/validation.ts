/**
 * Field validators for react-final-form: each returns undefined when valid, else the spec's text
 * (client spec section 5, staff spec section 5).
 */
import { errorTexts } from './errors.ts';
import { validationTexts } from './texts/validation.ts';

export type Validator = (value: unknown) => string | undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

// A pragmatic address check: one @, no spaces, a dot in the domain.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required =
  (message: string = errorTexts.required): Validator =>
  (value) =>
    text(value) === '' ? message : undefined;

export const email =
  (message: string = validationTexts.invalidEmail): Validator =>
  (value) =>
    text(value) !== '' && !emailPattern.test(text(value)) ? message : undefined;

export const minLength =
  (n: number): Validator =>
  (value) =>
    text(value) !== '' && text(value).length < n ? `Min length is ${n}` : undefined;

export const maxLength =
  (n: number): Validator =>
  (value) =>
    text(value).length > n ? `Max length is ${n}` : undefined;

/** A checkbox that must be ticked (a declaration, "I agree"). */
export const ticked =
  (message: string): Validator =>
  (value) =>
    value === true ? undefined : message;

/** Free text may not carry < or > (client spec section 5). */
export const noAngleBrackets: Validator = (value) => {
  const symbol = text(value).match(/[<>]/)?.[0];
  return symbol ? `This symbol cannot be used here: ${symbol}` : undefined;
};

/** Optional country code, area code and number, with an optional extension (client spec 5). */
export const PHONE_PATTERN =
  /^\+?[0-9]{0,3}[ -]?(\([0-9]{1,5}\)|[0-9]{1,5})[ -]?[0-9]{3,4}[ -]?[0-9]{3,4}( ?(x|ext\.?) ?[0-9]{1,5})?$/;

export const phone: Validator = (value) =>
  text(value) !== '' && !PHONE_PATTERN.test(text(value))
    ? validationTexts.notThePattern
    : undefined;

/** The first failing validator's message wins. */
export const composeValidators =
  (...validators: Validator[]): Validator =>
  (value) => {
    for (const validate of validators) {
      const error = validate(value);
      if (error) return error;
    }
    return undefined;
  };

/**
 * Free text a form sends (a comment, a reason, a message): at most `max` characters and without
 * < or >, refused with the API's own words; required unless `optional`.
 */
export const freeTextRule = (max: number, { optional = false } = {}): Validator =>
  optional
    ? composeValidators(maxLength(max), noAngleBrackets)
    : composeValidators(required(), maxLength(max), noAngleBrackets);

/** Field equality, e.g. a repeated password. */
export const matches =
  (other: unknown, message = "Doesn't match"): Validator =>
  (value) =>
    value !== other ? message : undefined;

export const loginValidators = {
  email: composeValidators(required('Email is required'), email()),
  password: required('Password is required'),
  otp: composeValidators(required('OTP is required'), minLength(6)),
  recoveryCode: required('Recovery code is required'),
} as const;
