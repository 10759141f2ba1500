import {
  AD_HOC_CHARGE_DESCRIPTION_MAX_LENGTH,
  AD_HOC_CHARGE_MAX_AMOUNT,
} from '@portal/contracts/common/limits';
import { adHocChargeTexts } from '@portal/contracts/ad-hoc-charge/texts';
import { majorUnitsOf, minorUnitsOf } from '@portal/contracts/common/currency';
import {
  composeValidators,
  maxLength,
  maximum,
  required,
  type Validator,
} from '@portal/contracts/common/validation';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The most a charge may be, as typed: 100000.00. */
export const maxChargeText = majorUnitsOf(AD_HOC_CHARGE_MAX_AMOUNT);

/** A charge's amount as typed, in major units: more than nothing, two decimals at most, capped. */
const amount: Validator = (value) => {
  const minor = minorUnitsOf(text(value));
  if (Number.isNaN(minor)) return 'Enter an amount such as 15.00';
  if (minor < 1) return adHocChargeTexts.amount;
  return maximum(AD_HOC_CHARGE_MAX_AMOUNT, maxChargeText)(minor);
};

export const chargeAmountRule: Validator = composeValidators(required(), amount);

/** One line within the API's limit. */
export const chargeDescriptionRule: Validator = composeValidators(
  required(),
  maxLength(AD_HOC_CHARGE_DESCRIPTION_MAX_LENGTH),
);
