// @portal/contracts/admin: what the admin and restricted admin screens use (the assign grid's
// media list and its rows' refresh, splitting and assignment, the finishing line, speech-to-text),
// with its limits and labels, shared on its own so the portal's first load does without it.
export * from './api/business-account.ts';
export * from './api/media-assignment.ts';
export * from './api/split.ts';
export * from './api/media-return.ts';
export * from './api/media-edits.ts';
export * from './api/pre-booking.ts';
export * from './api/ad-hoc-charge.ts';
export * from './api/invoices.ts';
export * from './api/invoice-file.ts';
export * from './api/reports.ts';
export * from './api/discounts.ts';
export * from './api/service-management.ts';
export * from './api/short-file-bashing.ts';
export * from './api/speech-to-text.ts';
export * from './api/staff-media.ts';
export * from './api/users.ts';
export { DEFAULT_RATE_PERCENT, gradeLabel, grades, type Grade } from '../core/grades.ts';
export { meetingDetailsForms, type MeetingDetailsForm } from '../core/meeting-details-forms.ts';
export {
  COUPON_PAGE_SIZE,
  SERVICE_DISCOUNT_PAGE_SIZE,
  MEDIA_ASSIGN_BULK_MAX,
  PRE_BOOKING_BULK_MAX,
  PRE_BOOKING_MAX_MINUTES,
  PRE_BOOKING_NOTES_MAX_LENGTH,
  PRE_BOOKING_PAGE_SIZE,
  SHORT_FILE_BASHING_LIMITS,
  SPLIT_CHILDREN_MAX,
  SPLIT_RATE_PERCENT_MAX,
  SPLIT_RATE_PERCENT_MIN,
  RETURN_NOTES_MAX_LENGTH,
  SERVICE_CODE_MAX_LENGTH,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_LABEL_MAX_LENGTH,
  SERVICE_NAME_MAX_LENGTH,
  SERVICE_OPTION_KEY_MAX_LENGTH,
  SERVICE_PRICE_MAX,
  SERVICE_ROWS_MAX,
  S2T_ERROR_MAX_LENGTH,
  STAFF_MEDIA_BATCH_MAX,
  STAFF_MEDIA_PAGE_SIZES,
  staffMediaSortKeys,
  type StaffMediaSortKey,
} from '../core/limits.ts';
export {
  mediaDifficultyLabels,
  mediaLevels,
  mediaPriorityLabels,
  type MediaDifficulty,
  type MediaPriority,
} from '../core/media-levels.ts';
export { mediaAssignmentTexts } from '../core/texts/media-assignment.ts';
export { preBookingTexts } from '../core/texts/pre-booking.ts';
export { adHocChargeTexts } from '../core/texts/ad-hoc-charge.ts';
export { AD_HOC_CHARGE_DESCRIPTION_MAX_LENGTH, AD_HOC_CHARGE_MAX_AMOUNT } from '../core/limits.ts';
export { majorUnitsOf, minorUnitsOf } from '../core/currency.ts';
export { formatMonth } from '../core/dates.ts';
export { invoiceTexts } from '../core/texts/invoices.ts';
export {
  INVOICE_MONTH_PATTERN,
  invoiceStatusMoves,
  mayMoveInvoice,
  mayRegenerateInvoice,
  portalMonth,
  previousMonth,
} from '../core/invoices.ts';
export { invoiceStatuses, type InvoiceStatus } from '../core/statuses.ts';
export { INVOICE_BULK_MAX, MONTH_INVOICE_PAGE_SIZE } from '../core/limits.ts';
export {
  PAYMENT_REPORT_FILE_ROWS,
  PAYMENT_REPORT_FILE_ROWS_MAX,
  REPORT_MAX_DAYS,
} from '../core/limits.ts';
export {
  invoiceReportFileName,
  reportFileName,
  reportFilters,
  reportFormats,
  reportSpanError,
  reportTypeLabels,
  reportTypes,
  type ReportFilter,
  type ReportFormat,
  type ReportType,
} from '../core/reports.ts';
export { reportTexts } from '../core/texts/reports.ts';
export { COUPON_FILE_COLUMNS, discountTexts } from '../core/texts/discounts.ts';
export { userTexts } from '../core/texts/user.ts';
export { USER_PAGE_SIZE } from '../core/limits.ts';
export { serviceTexts } from '../core/texts/services.ts';
export { shortFileBashingTexts } from '../core/texts/short-file-bashing.ts';
export { preBookingStatuses } from '../core/schemas/pre-booking.ts';
export { staffMediaTexts } from '../core/texts/staff-media.ts';
export { mediaReturnTexts } from '../core/texts/media-return.ts';
export {
  gridBulkActions,
  jobModals,
  mayUseGridAction,
  mediaRowActions,
  type GridBulkAction,
  type JobModal,
  type MediaRowAction,
} from '../core/assign-grid-actions.ts';
export { remadeBySplit, splitRangeErrors, type Segment } from '../core/split-ranges.ts';
export {
  ADMIN_CHAT_MESSAGE_MAX,
  CUSTOMER_EMAIL_MESSAGE_MAX,
  CUSTOMER_EMAIL_SUBJECT_MAX,
  POOR_AUDIO_REASON_MAX,
  deadlineQuickPicks,
} from '../core/media-edits.ts';
export { mediaEditTexts } from '../core/texts/media-edits.ts';
