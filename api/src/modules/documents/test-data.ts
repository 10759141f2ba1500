import type { JobType, MediaStatus, ProjectPermission } from '@portal/contracts/common/statuses';
import type { TranscriptContent } from '@portal/contracts/transcript/schema';
import type { Db } from '../../db/index.ts';
import { storeContent } from '../transcript-store/test-store.ts';
import { mediaOf, project, share } from '../project/test-fixtures.ts';

/** Rows for document tests: a project, its media and their transcripts, access granted. */
export function documentTestData(db: Db, at: () => Date) {
  return {
    project: (ownerId: number, title = 'Research') => project(db, ownerId, title, at()),

    media: (
      userId: number,
      projectId: number | null,
      { title = 'interview.mp3', status = 'returned' as MediaStatus, duration = 7_330 } = {},
    ) => mediaOf(db, userId, { projectId, title, status, duration, at: at() }),

    /** The media's transcript, or with kind 'notes' its notes. */
    async transcript(
      mediaId: number,
      content: TranscriptContent,
      version = 1,
      kind: JobType = 'default',
    ) {
      return storeContent(db, { mediaId, kind, content, version, at: at() });
    },

    grant: (projectId: number, userId: number, email: string, permission: ProjectPermission) =>
      share(db, projectId, { id: userId, email }, permission),
  };
}
