import type { JobType } from '@portal/contracts';
import { projectCan, type ProjectAccess } from '@portal/contracts/project/access';
import type { ProjectMediaView } from '@portal/contracts/project/schema';

/**
 * Whether the caller gets a media's transcript, or its notes: those who read the project (not
 * upload-only users), clients once it is returned to them, staff whenever one exists.
 */
export const canDownloadDocument = (
  access: ProjectAccess,
  media: ProjectMediaView,
  kind: JobType = 'default',
): boolean =>
  projectCan.read(access) &&
  (kind === 'notes' ? media.hasNotes : media.hasTranscript) &&
  (media.status === 'returned' || access === 'staff');
