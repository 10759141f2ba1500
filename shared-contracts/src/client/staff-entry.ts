// @portal/contracts/staff: what the typist's and proofreader's screens use (the contracts
// paperwork, a typist's invoices), shared on its own so the portal's first load does without it.
export * from './api/staff-contracts.ts';
export * from './api/own-invoices.ts';
export * from './api/invoice-file.ts';
export type { Invoice } from '../core/schemas/invoice.ts';
export {
  consultancyAgreementTexts,
  securityStatementKeys,
  securityStatements,
  staffContractsTexts,
  type AgreementClause,
  type SecurityStatementKey,
} from '../core/texts/staff-contracts.ts';
export { consultancyAgreementUrl } from '../core/staff-contracts.ts';
export type {
  ConsultancyAgreement,
  SecurityRequirementsSubmission,
} from '../core/schemas/staff-contracts.ts';
export { downloadFile } from './api/download.ts';
export { formatMonth, formatUnixTime } from '../core/dates.ts';
export {
  DEVICES_MAX_LENGTH,
  INVOICE_PAGE_SIZE,
  POSTAL_ADDRESS_MAX_LENGTH,
  SIGNATURE_NAME_MAX_LENGTH,
} from '../core/limits.ts';
