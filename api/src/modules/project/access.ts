// Who reaches a project is the project's permissions' rule (project-permission/access.ts); the
// modules reading projects take it, and the caller's role check, from here.
export { projectCan, type ProjectAccess } from '@portal/contracts/core';
export { isStaffAdmin, type Actor } from '../../lib/caller.ts';
export { projectAccess } from '../project-permission/access.ts';
