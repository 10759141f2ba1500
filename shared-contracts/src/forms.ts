// @portal/contracts/forms: field validators with the spec's texts and the password policy,
// shared on their own so the portal's first load (which has no form) does without them.
export * from './validation.ts';
export * from './password-policy.ts';
