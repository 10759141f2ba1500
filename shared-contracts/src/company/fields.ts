import {
  COMPANY_ADDRESS_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  VAT_NUMBER_MAX_LENGTH,
} from '../common/limits.ts';
import {
  composeValidators,
  maxLength,
  noAngleBrackets,
  phone,
  required,
} from '../common/validation.ts';

/**
 * The field rules of a company's details (name, address, VAT number, phone), one each, for every
 * form that edits them: the client's business account page and the admins' Companies screen.
 */
export const companyFieldRules = {
  name: composeValidators(required(), maxLength(COMPANY_NAME_MAX_LENGTH), noAngleBrackets),
  address: composeValidators(maxLength(COMPANY_ADDRESS_MAX_LENGTH), noAngleBrackets),
  vatNumber: composeValidators(maxLength(VAT_NUMBER_MAX_LENGTH), noAngleBrackets),
  phone,
};
