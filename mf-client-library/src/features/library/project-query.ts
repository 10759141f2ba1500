import type { DisplayedProjectStatus } from '@portal/contracts/project/status';
import { hidesInvoiced, storedProjectStatuses } from '@portal/contracts/project/status';
import {
  libraryTypesAllowed,
  type LibraryType,
  type ProjectListQuery,
} from '@portal/contracts/project/projects-client';
import type { ProjectSortKey } from '@portal/contracts/common/limits';
import type { TableState } from '@portal/ui/table';

export const libraryTypes: readonly LibraryType[] = [
  'my',
  'transcript-only',
  'upload-only',
  'full-access',
];

export const isLibraryType = (value: string | undefined): value is LibraryType =>
  (libraryTypes as readonly (string | undefined)[]).includes(value);

/** Which projects a list shows: a client's library tab, or every client's (admins). */
export type ProjectScope = LibraryType | 'every';

/** The project filters of the client library (client spec section 2). */
export const textFilters = ['title', 'shortId', 'ownerName', 'company'] as const;

/** The statuses a client can filter on: those the display rule shows. */
export const statusFilterOptions: { value: DisplayedProjectStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
  { value: 'invoiced', label: 'Invoiced' },
];

/** The status choices of a list: never Invoiced where the list never holds invoiced projects. */
export const statusOptionsFor = (scope: ProjectScope, live: boolean) =>
  hidesInvoiced(live, scope === 'every' ? undefined : [libraryTypesAllowed[scope]])
    ? statusFilterOptions.filter((option) => option.value !== 'invoiced')
    : statusFilterOptions;

const isShownStatus = (value: string | undefined): value is DisplayedProjectStatus =>
  statusFilterOptions.some((option) => option.value === value);

/**
 * GET /v1/project's query for a list's scope and its table state; `live` lists only the projects
 * holding a live note-taking session (the live-note library).
 */
export function projectListQuery(
  scope: ProjectScope,
  state: TableState,
  live = false,
): ProjectListQuery {
  const { page, perPage, sort, filter } = state;
  const query: ProjectListQuery = { page, pageSize: perPage };
  if (live) query.live = true;
  // Without typesAllowed the API lists every project to staff.
  if (scope !== 'every') query.typesAllowed = [libraryTypesAllowed[scope]];
  for (const key of textFilters) if (filter[key]) query[key] = filter[key];
  // Completed also finds the pending and special projects shown as completed.
  if (isShownStatus(filter.status)) query.status = storedProjectStatuses(filter.status);
  if (sort) {
    query.sort = sort.key as ProjectSortKey;
    query.order = sort.value;
  }
  return query;
}
