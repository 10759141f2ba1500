import { SERVICE_PRICE_MAX } from '@portal/contracts/common/limits';
import { minorUnitsOf } from '@portal/contracts/common/currency';
import { serviceTexts } from '@portal/contracts/services/texts';
import {
  composeValidators,
  maximum,
  minimum,
  required,
  type Validator,
} from '@portal/contracts/common/validation';

/** The service form's own checks, in the spec's generic words or the API's where it has them. */
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const amount: Validator = (value) => {
  if (text(value) === '') return undefined;
  const minor = minorUnitsOf(text(value));
  if (Number.isNaN(minor)) return 'Enter an amount such as 1.20';
  return maximum(SERVICE_PRICE_MAX, SERVICE_PRICE_MAX / 100)(minor);
};

/** A price or rate a minute, in major units: 1.20. */
export const moneyRule = composeValidators(required(), amount);
/** A grade's rate: left empty, the grade earns nothing on the service. */
export const optionalMoneyRule = amount;

const wholePercent: Validator = (value) =>
  text(value) !== '' && !Number.isInteger(Number(text(value)))
    ? 'Enter a whole percentage'
    : undefined;

export const percentRule = composeValidators(
  required(),
  wholePercent,
  minimum(-100),
  maximum(1000),
);

const pattern =
  (regex: RegExp, message: string): Validator =>
  (value) =>
    text(value) !== '' && !regex.test(text(value)) ? message : undefined;

export const codeRule = composeValidators(
  required(),
  pattern(/^[A-Z0-9]{2,10}$/, serviceTexts.codePattern),
);
export const turnaroundRule = composeValidators(
  required(),
  pattern(/^[1-9]\d*$/, serviceTexts.turnaroundValue),
);
export const addOnNameRule = composeValidators(
  required(),
  pattern(/^[a-z][a-z0-9_]*$/, serviceTexts.addOnName),
);
