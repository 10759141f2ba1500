import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AdminChatMessage, StaffMediaDetails } from '@portal/contracts/media-edits/schema';
import type { Db } from '../../db/index.ts';
import { adminChatMessages, jobs, users } from '../../db/schema.ts';
import { seconds } from '../../lib/time.ts';
import { nameColumns, staffName } from '../media-return/history.ts';
import { findMedia } from '../media-return/standing.ts';

/** GET /v1/media/details/{id}: what the grid's edit dialogs start from. */
export async function staffMediaDetails(db: Db, id: number): Promise<StaffMediaDetails> {
  const item = await findMedia(db, id);
  const [poor] = await db
    .select({ reason: jobs.poorAudioReason })
    .from(jobs)
    .where(and(eq(jobs.mediaId, id), isNotNull(jobs.poorAudioReason)))
    .orderBy(asc(jobs.start))
    .limit(1);
  return {
    id: item.id,
    title: item.title,
    deadline: item.deadline && seconds(item.deadline),
    serviceOptions: item.serviceOptions,
    extraFields: item.extraFields,
    poorAudioReason: poor?.reason ?? null,
    updatedAt: item.updatedAt.getTime(),
  };
}

/** GET /v1/media/admin-chat/{id}: the admins' chat on the media, oldest first. */
export async function adminChat(db: Db, id: number): Promise<AdminChatMessage[]> {
  await findMedia(db, id);
  const rows = await db
    .select({ message: adminChatMessages, ...nameColumns })
    .from(adminChatMessages)
    .leftJoin(users, eq(users.id, adminChatMessages.authorId))
    .where(eq(adminChatMessages.mediaId, id))
    .orderBy(asc(adminChatMessages.id));
  return rows.map(({ message: row, ...name }) => ({
    id: row.id,
    authorId: row.authorId,
    authorName: staffName(name),
    message: row.message,
    at: seconds(row.at),
  }));
}
