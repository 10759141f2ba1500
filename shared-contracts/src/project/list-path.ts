import type { ProjectAccess } from './access.ts';

/**
 * Where a project is listed for someone, by their way of reaching it (client spec section 6):
 * staff in the admins' projects, an owner in their own library, a company's owner among the
 * members' projects of the business account, anyone else in the library tab of the permission
 * they were given.
 */
const listPaths: Record<ProjectAccess, string> = {
  staff: '/admin/projects',
  owner: '/library/my',
  company: '/business-account',
  full: '/library/full-access',
  read: '/library/transcript-only',
  write: '/library/upload-only',
};

/** The portal path (under /v3) of the list that shows a project reached with `access`. */
export const projectListPath = (access: ProjectAccess): string => listPaths[access];
