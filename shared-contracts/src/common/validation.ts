/**
 * Field validators for react-final-form: each returns undefined when valid, else the spec's text
 * (client spec section 5, staff spec section 5).
 */
import { errorTexts } from './errors.ts';
import { loginTexts } from '../auth/login-texts.ts';
import { validationTexts } from './validation-texts.ts';

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
    text(value) !== '' && text(value).length < n ? validationTexts.minLength(n) : undefined;

export const maxLength =
  (n: number): Validator =>
  (value) =>
    text(value).length > n ? validationTexts.maxLength(n) : undefined;

/** A typed number, or undefined when the field is blank or holds no number (another check's). */
const numberIn = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const typed = text(value);
  return typed !== '' && Number.isFinite(Number(typed)) ? Number(typed) : undefined;
};

/** A number no smaller than `n`; `shown` is `n` as the message writes it (an amount: "1.20"). */
export const minimum =
  (n: number, shown: number | string = n): Validator =>
  (value) => {
    const typed = numberIn(value);
    return typed !== undefined && typed < n ? validationTexts.minimum(shown) : undefined;
  };

/** A number no greater than `n`; `shown` is `n` as the message writes it. */
export const maximum =
  (n: number, shown: number | string = n): Validator =>
  (value) => {
    const typed = numberIn(value);
    return typed !== undefined && typed > n ? validationTexts.maximum(shown) : undefined;
  };

/** Reads a date field's value as Unix seconds; undefined while it is blank or incomplete. */
export type DateReader = (value: string | undefined) => number | undefined;

const nowInSeconds = (): number => Math.floor(Date.now() / 1000);
const dateIn = (value: unknown, read: DateReader): number | undefined =>
  read(typeof value === 'string' ? value : undefined);

/** A date after now, e.g. when notes are wanted by. Blank or incomplete is left to `required`. */
export const inTheFuture =
  (read: DateReader, now: () => number = nowInSeconds): Validator =>
  (value) => {
    const at = dateIn(value, read);
    return at !== undefined && at <= now() ? validationTexts.dateInFuture : undefined;
  };

/** A date not after now, e.g. when a recorded meeting took place. */
export const inThePast =
  (read: DateReader, now: () => number = nowInSeconds): Validator =>
  (value) => {
    const at = dateIn(value, read);
    return at !== undefined && at > now() ? validationTexts.dateInPast : undefined;
  };

/** A date after another of the same form (`earlier`, Unix seconds), when that one is known. */
export const laterThan =
  (read: DateReader, earlier: number | undefined): Validator =>
  (value) => {
    const at = dateIn(value, read);
    return at !== undefined && earlier !== undefined && at <= earlier
      ? validationTexts.dateGreater
      : undefined;
  };

/** A field that may hold none of `symbols`; the message lists them all. */
export const symbolsNotAllowed =
  (symbols: readonly string[]): Validator =>
  (value) =>
    symbols.some((symbol) => text(value).includes(symbol))
      ? validationTexts.symbolsNotAllowed(symbols)
      : undefined;

/** A checkbox that must be ticked (a declaration, "I agree"). */
export const ticked =
  (message: string): Validator =>
  (value) =>
    value === true ? undefined : message;

/** Free text may not carry < or > (client spec section 5). */
export const noAngleBrackets: Validator = (value) => {
  const symbol = text(value).match(/[<>]/)?.[0];
  return symbol ? validationTexts.symbolHere(symbol) : undefined;
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
  (other: unknown, message: string = validationTexts.doesNotMatch): Validator =>
  (value) =>
    value !== other ? message : undefined;

/** An email address a form cannot go without. */
export const requiredEmail = composeValidators(required(loginTexts.emailRequired), email());
