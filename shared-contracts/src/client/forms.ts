// @portal/contracts/forms: field validators with the spec's texts, the password policy and server
// field errors, shared on their own so the portal's first load (which has no form) does without
// them. Plain functions only: the API uses them too.
export * from '../core/validation.ts';
export * from '../core/password-policy.ts';
export * from '../core/login-validators.ts';
export * from './field-errors.ts';
export { fromDayInput } from '../core/portal-time.ts';
export { validationTexts } from '../core/texts/validation.ts';
export { EXTRA_INSTRUCTIONS_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '../core/limits.ts';
