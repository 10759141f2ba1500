/** Status vocabularies of both spec section 4s, as value lists and union types. */
const values = <const T extends readonly string[]>(...list: T): T => list;

export const jobStatuses = values(
  'available',
  'assigned',
  'in-progress',
  'partial-done',
  'done',
  'substandard',
  'merged',
);
export type JobStatus = (typeof jobStatuses)[number];

export const jobTypes = values('default', 'notes');
export type JobType = (typeof jobTypes)[number];
export const jobTypeLabels: Record<JobType, string> = { default: 'Minutes', notes: 'Notes' };

export const mediaStatuses = values(
  'pending',
  'uploaded',
  'ordered',
  'assigned',
  'done',
  'returned',
  'archived',
  'deleted',
  'in-progress',
);
export type MediaStatus = (typeof mediaStatuses)[number];

/**
 * A media not ordered yet: its uploader's (their cart), who may change or remove it; from the
 * order on, its project's.
 */
export const notOrdered: readonly MediaStatus[] = ['pending', 'uploaded'];

export const mediaSubStatuses = values(
  'Deleted content',
  'Merged',
  'Unassigned',
  'Part-assigned',
  'Self-assignable',
  'Assigned',
  'Completed',
  'Processing S2T',
  'S2T Fail',
  'Product cache generation',
  'Product cache generation fail',
  /** The browser-playable copy and waveform of the media could not be made: no player for it. */
  'Rendition generation fail',
  'Ready for Return',
  'Returned',
  'Cancelled',
  'On hold',
);
export type MediaSubStatus = (typeof mediaSubStatuses)[number];

export const projectStatuses = values(
  'active',
  'completed',
  'deleted',
  'pending',
  'invoiced',
  'special',
);
export type ProjectStatus = (typeof projectStatuses)[number];

export const invoiceStatuses = values('raised', 'paid', 'pending', 'issue', 'void');
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const issueStatuses = values('Open', 'Resolved');
export type IssueStatus = (typeof issueStatuses)[number];

export const serviceStatuses = values('active', 'inactive', 'deleted');
export type ServiceStatus = (typeof serviceStatuses)[number];

export const serviceOptionStatuses = values('active', 'deleted', 'other');
export type ServiceOptionStatus = (typeof serviceOptionStatuses)[number];

export const paymentTypes = values('pre_paid', 'business_account', 'mixed');
export type PaymentType = (typeof paymentTypes)[number];

export const snapshotStates = values('none', 'in-progress', 'failed', 'done');
export type SnapshotState = (typeof snapshotStates)[number];

export const projectPermissions = values('full', 'read', 'write');
export type ProjectPermission = (typeof projectPermissions)[number];

export const invitationKinds = values(
  'business invitation',
  'project access invitation',
  'project owner invitation',
  'project permission update',
);
export type InvitationKind = (typeof invitationKinds)[number];

/** User status: the API speaks the numeric codes; screens show the text. */
export const UserStatus = {
  PENDING: 1,
  ACTIVE: 2,
  DELETED: 3,
  DISABLED: 4,
  ON_HOLD: 5,
} as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];

export const userStatusText: Record<UserStatus, string> = {
  [UserStatus.PENDING]: 'pending',
  [UserStatus.ACTIVE]: 'active',
  [UserStatus.DELETED]: 'deleted',
  [UserStatus.DISABLED]: 'rejected',
  [UserStatus.ON_HOLD]: 'on-hold',
};
