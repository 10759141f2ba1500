import type { ProjectAccess } from '@portal/contracts/library';

/**
 * What the caller's access to a project lets them do from the library; the rules the API
 * enforces (api/src/modules/project/access.ts, projectCan), so no action is offered that the
 * server would refuse.
 */
export const projectCan = {
  /** Transcripts: everyone but upload-only (write) users. */
  read: (access: ProjectAccess): boolean => access !== 'write',
  /** Share, and edit the details. */
  manage: (access: ProjectAccess): boolean =>
    access === 'staff' || access === 'owner' || access === 'full',
  upload: (access: ProjectAccess): boolean =>
    access === 'staff' || access === 'owner' || access === 'full' || access === 'write',
  duplicate: (access: ProjectAccess): boolean => access === 'owner' || access === 'full',
  delete: (access: ProjectAccess): boolean => access === 'owner',
};
