import { Role } from './roles.ts';

/** The media-assign grid's row actions and modals (staff spec section 2), by the spec's names. */
export const mediaRowActions = [
  'mediaInfo',
  'editBookingInfo',
  'staffInfo',
  'clientNotes',
  'adminsChat',
  'previewTranscript',
  'returnToClient',
  'onHoldToggle',
  'cancelToggle',
  'editService',
  'deleteMedia',
  'poorAudio',
  'triggerVerbitError',
  'downloadMedia',
  'previewMedia',
  'showSnapshots',
  'openTranscript',
  'resendToS2t',
  'downloadTranscript',
  'editMediaDeadline',
  'editMediaPriority',
  'editMediaDifficulty',
  'mergeTranscripts',
  'returnNotes',
  'sendCustomerEmail',
  'sendDeadlineChangedNotification',
  'splitAndAssign',
  'assignProofreader',
  'removeProofreader',
] as const;
export type MediaRowAction = (typeof mediaRowActions)[number];

/** The job-level modals of the grid's expanded rows (staff spec section 2). */
export const jobModals = [
  'jobComment',
  'proofreaderComment',
  'reassignForRetyping',
  'previewJobTranscript',
  'submitAsTypist',
  'sendBackForEditing',
  'issueReport',
  'adhocChargesList',
  'adhocChargesAdd',
  'proofreaderReport',
  // Two job actions of spec section 4 that the expanded row offers with the modals.
  'approveRate',
  'editJobDeadline',
] as const;
export type JobModal = (typeof jobModals)[number];

/** What the grid does to the rows selected in it. */
export const gridBulkActions = ['bulkAssign'] as const;
export type GridBulkAction = (typeof gridBulkActions)[number];

type GridAction = MediaRowAction | JobModal | GridBulkAction;

const admins: readonly Role[] = [Role.ADMIN, Role.SUPER_ADMIN];
/** Restricted admins run assignment: they see, pause, schedule and talk, but neither stop, edit
 * what the client bought, open the transcript nor return it. */
const assigners: readonly Role[] = [Role.RESTRICTED_ADMIN, ...admins];

const actionRoles: Record<GridAction, readonly Role[]> = {
  mediaInfo: assigners,
  editBookingInfo: admins,
  staffInfo: assigners,
  clientNotes: admins,
  adminsChat: assigners,
  previewTranscript: admins,
  returnToClient: admins,
  onHoldToggle: assigners,
  cancelToggle: admins,
  editService: admins,
  deleteMedia: admins,
  poorAudio: admins,
  triggerVerbitError: admins,
  // The server gives the media's bytes to admins and the people working on it, not to restricted
  // admins (GET /v1/media/download/{id}, GET /v1/media/rendition/{id}).
  downloadMedia: admins,
  previewMedia: admins,
  showSnapshots: admins,
  openTranscript: admins,
  resendToS2t: admins,
  downloadTranscript: admins,
  editMediaDeadline: assigners,
  editMediaPriority: assigners,
  editMediaDifficulty: assigners,
  mergeTranscripts: admins,
  returnNotes: admins,
  sendCustomerEmail: admins,
  sendDeadlineChangedNotification: assigners,
  splitAndAssign: admins,
  // The server lets restricted admins name and take off a job's proofreader (job rules' admin
  // party), so the grid does too.
  assignProofreader: assigners,
  removeProofreader: assigners,
  bulkAssign: admins,
  jobComment: assigners,
  proofreaderComment: assigners,
  reassignForRetyping: assigners,
  previewJobTranscript: admins,
  submitAsTypist: admins,
  sendBackForEditing: admins,
  issueReport: assigners,
  // Money: the ad-hoc charge routes are admins' and super admins' only, as here.
  adhocChargesList: admins,
  adhocChargesAdd: admins,
  proofreaderReport: admins,
  approveRate: admins,
  editJobDeadline: assigners,
};

/**
 * Who may use a grid action: the grid shows a role only its own, and the server answers the
 * same question before the call's work (403 otherwise).
 */
export const rolesFor = (action: GridAction): readonly Role[] => actionRoles[action];

export const mayUseGridAction = (role: Role, action: GridAction): boolean =>
  actionRoles[action].includes(role);
