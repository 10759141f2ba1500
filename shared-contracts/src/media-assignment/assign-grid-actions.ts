import { inAudience, rolesThatMay, type PolicyAction } from '../policy/policy.ts';
import type { Role } from '../policy/roles.ts';

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

/** The policy action each grid action takes: the grid shows a role only what the policy allows. */
const gridActionPolicy: Record<GridAction, PolicyAction> = {
  mediaInfo: 'media.dispatch',
  editBookingInfo: 'order.change',
  staffInfo: 'media.dispatch',
  clientNotes: 'order.change',
  adminsChat: 'media.dispatch',
  previewTranscript: 'media.produce',
  returnToClient: 'media.return',
  onHoldToggle: 'media.dispatch',
  cancelToggle: 'order.change',
  editService: 'order.change',
  deleteMedia: 'media.deleteAsStaff',
  poorAudio: 'media.produce',
  triggerVerbitError: 'media.produce',
  // The server gives the media's bytes to admins and the people working on it, not to restricted
  // admins (GET /v1/media/download/{id}, GET /v1/media/rendition/{id}).
  downloadMedia: 'media.play',
  previewMedia: 'media.play',
  showSnapshots: 'media.produce',
  openTranscript: 'media.produce',
  resendToS2t: 'media.produce',
  downloadTranscript: 'media.produce',
  editMediaDeadline: 'media.dispatch',
  editMediaPriority: 'media.dispatch',
  editMediaDifficulty: 'media.dispatch',
  mergeTranscripts: 'media.produce',
  returnNotes: 'media.return',
  sendCustomerEmail: 'order.change',
  sendDeadlineChangedNotification: 'media.dispatch',
  splitAndAssign: 'job.split',
  assignProofreader: 'job.assign',
  removeProofreader: 'job.assign',
  bulkAssign: 'job.assign',
  jobComment: 'media.dispatch',
  proofreaderComment: 'job.commentToProofreader',
  reassignForRetyping: 'job.assign',
  previewJobTranscript: 'media.produce',
  submitAsTypist: 'job.submitAsTypist',
  sendBackForEditing: 'media.produce',
  issueReport: 'media.dispatch',
  adhocChargesList: 'adHocCharge.manage',
  adhocChargesAdd: 'adHocCharge.manage',
  proofreaderReport: 'job.writeReport',
  approveRate: 'job.changePay',
  editJobDeadline: 'job.assign',
};

/**
 * Who may use a grid action, as the policy says: one of the grid's users whom the action's policy
 * allows. The grid shows a role only its own, and the server answers the same question before
 * the call's work (403 otherwise).
 */
export const mayUseGridAction = (role: Role, action: GridAction): boolean =>
  inAudience({ role }, 'media.dispatch') && inAudience({ role }, gridActionPolicy[action]);

export const rolesFor = (action: GridAction): readonly Role[] =>
  rolesThatMay('media.dispatch').filter((role) => mayUseGridAction(role, action));
