import {
  composeValidators,
  maxLength,
  noAngleBrackets,
  required,
  type Validator,
} from '@portal/contracts/forms';

/** Free text staff write (spec section 5): no < or >, at most `max` characters, maybe required. */
export const textRules = (max: number, { optional = false } = {}): Validator =>
  optional
    ? composeValidators(noAngleBrackets, maxLength(max))
    : composeValidators(required(), noAngleBrackets, maxLength(max));
