import { projectCan, type ProjectAccess, type ProjectMediaView } from '@portal/contracts/library';

/**
 * Whether the caller gets a media's transcript: those who read the project (not upload-only
 * users), clients once it is returned to them, staff whenever one exists.
 */
export const canDownloadTranscript = (access: ProjectAccess, media: ProjectMediaView): boolean =>
  projectCan.read(access) &&
  media.hasTranscript &&
  (media.status === 'returned' || access === 'staff');
