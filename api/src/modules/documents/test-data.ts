import { randomUUID } from 'node:crypto';
import type { MediaStatus, ProjectPermission, TranscriptContent } from '@portal/contracts';
import type { Db } from '../../db/index.ts';
import { projectPermissions, projects, transcripts } from '../../db/schema.ts';
import { mediaOf } from '../project/test-fixtures.ts';

/** Rows for document tests: a project, its media and their transcripts, access granted. */
export function documentTestData(db: Db, at: () => Date) {
  return {
    async project(ownerId: number, title = 'Research') {
      const [row] = await db
        .insert(projects)
        .values({
          shortId: randomUUID().slice(0, 8),
          title,
          ownerId,
          createdAt: at(),
          updatedAt: at(),
        })
        .returning();
      if (!row) throw new Error('no project');
      return row;
    },

    media: (
      userId: number,
      projectId: number | null,
      { title = 'interview.mp3', status = 'returned' as MediaStatus, duration = 7_330 } = {},
    ) => mediaOf(db, userId, { projectId, title, status, duration, at: at() }),

    async transcript(mediaId: number, content: TranscriptContent, version = 1) {
      const [row] = await db
        .insert(transcripts)
        .values({ mediaId, content, version, wordsCount: 0, createdAt: at(), updatedAt: at() })
        .returning();
      if (!row) throw new Error('no transcript');
      return row;
    },

    async grant(projectId: number, userId: number, email: string, permission: ProjectPermission) {
      await db.insert(projectPermissions).values({
        projectId,
        userId,
        email,
        permission,
        state: 'accepted',
        tokenHash: randomUUID(),
        expiresAt: at(),
        createdAt: at(),
      });
    },
  };
}
