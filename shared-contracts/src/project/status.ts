import type { MediaStatus, ProjectStatus } from '../common/statuses.ts';

/** The statuses a client is shown (client spec section 4): pending and special read as completed. */
export type DisplayedProjectStatus = Exclude<ProjectStatus, 'pending' | 'special'>;

const shownAsCompleted: readonly ProjectStatus[] = ['pending', 'special'];

export const displayedProjectStatus = (status: ProjectStatus): DisplayedProjectStatus =>
  shownAsCompleted.includes(status) ? 'completed' : (status as DisplayedProjectStatus);

const projectStatusLabels: Record<DisplayedProjectStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  deleted: 'Deleted',
  invoiced: 'Invoiced',
};

/** The label of a project's status, after the display rule. */
export const projectStatusLabel = (status: ProjectStatus): string =>
  projectStatusLabels[displayedProjectStatus(status)];

/**
 * The stored statuses behind a displayed one: what a status filter sends, so that filtering on
 * Completed also finds the pending and special projects shown as completed.
 */
export const storedProjectStatuses = (shown: DisplayedProjectStatus): ProjectStatus[] =>
  shown === 'completed' ? ['completed', ...shownAsCompleted] : [shown];

/** A media reads Complete once returned to the client, In progress until then. */
export const mediaStatusLabel = (status: MediaStatus): string =>
  status === 'returned' ? 'Complete' : 'In progress';

/**
 * The media the live-note library lists in a project: its sessions from booking (waiting in the
 * cart) to delivered. A project holding one of them is a live-note project.
 */
export const liveLibraryMediaStatuses: readonly MediaStatus[] = [
  'uploaded',
  'ordered',
  'assigned',
  'done',
  'returned',
];

/**
 * Client spec section 4: live-note projects in the upload-only tab include all statuses except
 * invoiced. That tab is a live list of the projects reached by upload-only (write) access alone.
 */
export const hidesInvoiced = (
  live: boolean | undefined,
  typesAllowed: readonly string[] | undefined,
): boolean =>
  live === true && !!typesAllowed?.length && typesAllowed.every((type) => type === 'write');
