import type { ProjectAccess, ProjectMediaView } from '@portal/contracts/library';

/**
 * What the caller's access to a project lets them do with its media; the same rule the API
 * enforces (api/src/modules/project/access.ts): upload-only (write) users get no transcripts.
 */
export const mediaCan = {
  /** The media file and its cost. */
  read: (access: ProjectAccess): boolean => access !== 'write',
  /** Clients get a transcript once it is returned to them; staff whenever one exists. */
  downloadTranscript: (access: ProjectAccess, media: ProjectMediaView): boolean =>
    mediaCan.read(access) &&
    media.hasTranscript &&
    (media.status === 'returned' || access === 'staff'),
  /** Delete. */
  manage: (access: ProjectAccess): boolean =>
    access === 'staff' || access === 'owner' || access === 'full',
  /** Hard delete, where its flag is on: irreversible, so the project's owner (or staff) only. */
  own: (access: ProjectAccess): boolean => access === 'staff' || access === 'owner',
};
