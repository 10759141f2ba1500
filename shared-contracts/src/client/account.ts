// @portal/contracts/account: registration, password reset and two-factor setup, shared on
// their own so the portal's first load does without them.
export * from './api/account.ts';
export * from './api/mfa.ts';
export { clearCrmContactDue, isCrmContactDue } from './crm-contact.ts';
export { accountTexts } from '../core/texts/account.ts';
