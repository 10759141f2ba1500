/**
 * Every text a user reads that the API and the portal share, and every message the spec gives
 * word for word: one module per domain, all reached from here. Screens and the API's answers use
 * these constants; neither writes such a text itself.
 */
export { errorTexts } from '../errors.ts';
export { mfaTexts } from './mfa.ts';
export { mailTexts } from './mail.ts';
export { validationTexts } from './validation.ts';
export { userTexts } from './user.ts';
export { socialTexts } from './social.ts';
export { botCheckTexts } from './bot-check.ts';
export { accountTexts } from './account.ts';
export { loginTexts } from './login.ts';
export { checkoutTexts } from './checkout.ts';
export { limitTexts } from './limits.ts';
export { documentTexts, mediaTexts, pricingTexts, storageTexts } from './media.ts';
export { companyTexts } from './company.ts';
export { projectTexts } from './project.ts';
export { sharingTexts, ownershipTexts, invitationTexts } from './project-permission.ts';
export { jobTexts } from './job.ts';
export { mediaAssignmentTexts } from './media-assignment.ts';
export { staffMediaTexts } from './staff-media.ts';
export { jobMailTexts, type JobLetter } from './job-mail.ts';
export { shiftTexts } from './shift.ts';
export { preBookingTexts } from './pre-booking.ts';
export { liveBookingTexts } from './live-booking.ts';
export { liveReminderTexts, type LiveReminderLetter } from './live-reminder.ts';
export { invoiceTexts } from './invoices.ts';
export { reportTexts } from './reports.ts';
export { adHocChargeTexts } from './ad-hoc-charge.ts';
export { shortFileBashingTexts } from './short-file-bashing.ts';
export { COUPON_FILE_COLUMNS, discountTexts } from './discounts.ts';
export { serviceTexts } from './services.ts';
export { hotkeyTexts } from './hotkeys.ts';
export { spellCheckerTexts } from './spell-checker.ts';
export { submitTexts } from './submit.ts';
export { transcriptTexts } from './transcript.ts';
export {
  consultancyAgreementTexts,
  securityStatementKeys,
  securityStatements,
  staffContractsTexts,
  type AgreementClause,
  type SecurityStatementKey,
} from './staff-contracts.ts';
export { mediaReturnTexts, returnMailTexts, type ReturnLetter } from './media-return.ts';
export {
  mediaEditMailTexts,
  mediaEditTexts,
  type CustomerLetter,
  type DeadlineLetter,
} from './media-edits.ts';
export { speechToTextTexts } from './speech-to-text.ts';
