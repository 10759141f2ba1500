import {
  composeValidators,
  email,
  maxLength,
  noAngleBrackets,
  phone,
  required,
} from '@portal/contracts/forms';
import { formatUnixTime } from '@portal/contracts/library';

export const businessTexts = {
  contactUs: 'Please contact us if the problem continues.',
  loadFailed: 'We could not load your business account.',
  membersFailed: 'We could not load the members of your company.',
  projectsFailed: "We could not load this member's projects.",
  detailsSaved: 'Your company details have been updated',
  /** The spec's share success text, for the same act of inviting by email. */
  invitationSent: 'Your invitation has been sent',
  invitationRevoked: 'Invitation revoked',
  memberUnlinked: 'Member unlinked',
  actionFailed: 'We had a problem updating your business account',
  applicationSent: 'Your application has been sent',
} as const;

// Module level, so the fields keep one validator each (client spec section 5 texts).
export const companyValidators = {
  name: composeValidators(required(), maxLength(200), noAngleBrackets),
  text: composeValidators(maxLength(500), noAngleBrackets),
  vatNumber: composeValidators(maxLength(50), noAngleBrackets),
  phone,
  message: composeValidators(maxLength(2000), noAngleBrackets),
  email: composeValidators(required('Email is required'), email()),
};

/** Dates in the spec's short format, DD/MM/YYYY. */
export const since = (seconds: number): string => formatUnixTime(seconds, 'short');
