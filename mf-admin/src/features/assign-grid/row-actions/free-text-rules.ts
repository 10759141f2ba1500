import {
  composeValidators,
  maxLength,
  noAngleBrackets,
  required,
} from '@portal/contracts/common/validation';
import { RETURN_NOTES_MAX_LENGTH, S2T_ERROR_MAX_LENGTH } from '@portal/contracts/common/limits';

/** Return notes: optional, at most their limit, without < or > (the API's own words). */
export const returnNotesRules = composeValidators(
  maxLength(RETURN_NOTES_MAX_LENGTH),
  noAngleBrackets,
);

/** The provider's error as an admin words it: required, at most its limit, without < or >. */
export const s2tErrorRules = composeValidators(
  required(),
  maxLength(S2T_ERROR_MAX_LENGTH),
  noAngleBrackets,
);
