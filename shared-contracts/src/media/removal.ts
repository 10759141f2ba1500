import type { ProjectAccess } from '../project/access.ts';
import { notOrdered, type MediaStatus } from '../common/statuses.ts';

/**
 * Where a client may delete a media: before work starts, or once it is theirs again. Not ordered
 * yet, or ordered and still `ordered`: `mediaProgress` leaves a media ordered only while no
 * typist holds any of its jobs (taken, assigned or started). Returned or archived: delivered.
 * Already deleted: nothing more to stop. Assigned, in progress or done, someone is working on it.
 */
const removable: readonly MediaStatus[] = [
  ...notOrdered,
  'ordered',
  'returned',
  'archived',
  'deleted',
];

/** Whether a client may delete the media (or a project holding it) now. */
export const clientMayRemoveMedia = (media: { status: MediaStatus }): boolean =>
  removable.includes(media.status);

/**
 * Whether whoever reaches the media's project through `access` may delete it now: staff have
 * rules of their own (the assign grid's), everyone else the client's.
 */
export const mayRemoveMedia = (access: ProjectAccess, media: { status: MediaStatus }): boolean =>
  access === 'staff' || clientMayRemoveMedia(media);
