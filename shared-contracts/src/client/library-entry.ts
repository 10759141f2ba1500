// @portal/contracts/library: projects, sharing, invitations and company endpoints and their
// rules, shared on their own so the portal's first load does without them.
export * from './api/projects.ts';
export * from '../core/project-access.ts';
export * from '../core/media-removal.ts';
export * from './api/project-permission.ts';
export * from './api/company.ts';
export * from '../core/company-fields.ts';
export * from '../core/documents.ts';
export * from '../core/project-status.ts';
export * from './api/download.ts';
export * from './api/bulk-download.ts';
export * from './project-list-path.ts';
export type { MediaInfo } from '../core/schemas/media.ts';
export * from '../core/texts/project-permission.ts';
export * from '../core/dates.ts';
