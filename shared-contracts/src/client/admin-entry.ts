// @portal/contracts/admin: what the admin screens use, shared on their own so the portal's first
// load does without them.
export * from './api/media-assignment.ts';
export * from './api/media-return.ts';
