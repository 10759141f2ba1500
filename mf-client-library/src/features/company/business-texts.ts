import { errorTexts } from '@portal/contracts';
import {
  composeValidators,
  maxLength,
  noAngleBrackets,
  requiredEmail,
} from '@portal/contracts/common/validation';
import { BUSINESS_REQUEST_MESSAGE_MAX_LENGTH } from '@portal/contracts/common/limits';
import { companyFieldRules } from '@portal/contracts/company/fields';
import { formatUnixTime } from '@portal/contracts';
import { sharingTexts } from '@portal/contracts/project-permission/texts';

export const businessTexts = {
  contactUs: errorTexts.contactUs,
  loadFailed: 'We could not load your business account.',
  membersFailed: 'We could not load the members of your company.',
  projectsFailed: "We could not load this member's projects.",
  detailsSaved: 'Your company details have been updated',
  /** The spec's share success text, for the same act of inviting by email. */
  invitationSent: sharingTexts.invitationSent,
  invitationRevoked: 'Invitation revoked',
  memberUnlinked: 'Member unlinked',
  actionFailed: 'We had a problem updating your business account',
  applicationSent: 'Your application has been sent',
} as const;

// Module level, so the fields keep one validator each (client spec section 5 texts).
export const companyValidators = {
  ...companyFieldRules,
  text: companyFieldRules.address,
  message: composeValidators(maxLength(BUSINESS_REQUEST_MESSAGE_MAX_LENGTH), noAngleBrackets),
  email: requiredEmail,
};

/** Dates in the spec's short format, DD/MM/YYYY. */
export const since = (seconds: number): string => formatUnixTime(seconds, 'short');
