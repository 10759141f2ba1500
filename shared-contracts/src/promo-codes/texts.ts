import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  COUPON_FILE_MAX_CODES,
  COUPON_MAX_USES,
} from '../common/limits.ts';

/** The columns of an uploaded file of discount codes, in this order, named on its first line. */
export const COUPON_FILE_COLUMNS = ['code', 'discount_percent', 'max_uses', 'expires_on'] as const;

const percent = 'The discount must be a whole percent from 1 to 100.';

/**
 * What the promo code and service discount routes answer when they refuse (staff spec section 8
 * leaves these messages open): the super admin's screens show them as sent.
 */
export const discountTexts = {
  percent,
  code: `A code is ${COUPON_CODE_MIN_LENGTH} to ${COUPON_CODE_MAX_LENGTH} letters, digits, hyphens or underscores.`,
  maxUses: `Uses must be a whole number from 1 to ${COUPON_MAX_USES}.`,
  expiresOn: 'The expiry must be a date written YYYY-MM-DD.',
  expired: 'This expiry date has already passed.',
  codeRepeated: (line: number) => `This code is also on line ${line}.`,
  codeTaken: 'This code already exists.',
  header: `The first line must name the columns: ${COUPON_FILE_COLUMNS.join(',')}.`,
  columns: `Each line must have ${COUPON_FILE_COLUMNS.length} values.`,
  unreadable: 'This line could not be read as CSV.',
  noCodes: 'The file holds no discount codes.',
  tooManyCodes: `One file may create at most ${COUPON_FILE_MAX_CODES} codes.`,
  /** A refused line of the file: every line's refusals are answered together. */
  onLine: (line: number, message: string) => `Line ${line}: ${message}`,
  discountNotFound: 'Service discount not found',
  unknownBusiness: 'Choose a business.',
  unknownService: 'Choose a service.',
  discountTaken: 'This business already has a discount on this service in this currency.',
} as const;
