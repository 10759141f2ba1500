import { and, eq, ne } from 'drizzle-orm';
import type { JobType } from '@portal/contracts/core';
import { errorTexts, isAdminRole, mediaTexts, noDocumentYetTexts } from '@portal/contracts/core';
import type { Transcript, TranscriptContent } from '@portal/contracts/core';
import type { Db } from '../../db/index.ts';
import { media, projects } from '../../db/schema.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { isStaffAdmin, type Actor } from '../../lib/caller.ts';
import { projectAccess } from '../project-permission/access.ts';
import { projectCan } from '@portal/contracts/core';
import { findTranscript, saveTranscript, toTranscript } from './service.ts';
import type { TranscriptRow } from '../../db/rows.ts';

export type ReadableMedia = Pick<
  typeof media.$inferSelect,
  'id' | 'title' | 'duration' | 'storageKey' | 'status' | 'projectId'
> & { projectTitle: string | null };

/**
 * A media whose transcript the actor may read (client spec section 6): admins and super admins
 * read every one; anyone else through read access to its project (write access is upload-only).
 * A media out of reach answers 404 like one that does not exist.
 */
export async function readableMedia(db: Db, actor: Actor, mediaId: number): Promise<ReadableMedia> {
  const [row] = await db
    .select({
      id: media.id,
      title: media.title,
      duration: media.duration,
      storageKey: media.storageKey,
      status: media.status,
      projectId: media.projectId,
      projectTitle: projects.title,
    })
    .from(media)
    .leftJoin(projects, eq(projects.id, media.projectId))
    .where(and(eq(media.id, mediaId), ne(media.status, 'deleted')));
  if (row && (await mayRead(db, actor, row.projectId))) return row;
  throw new ApiError(404, mediaTexts.notFound);
}

async function mayRead(db: Db, actor: Actor, projectId: number | null): Promise<boolean> {
  if (isStaffAdmin(actor)) return true;
  return projectId !== null && projectCan.read(await projectAccess(db, actor, projectId));
}

/**
 * The media's transcript (or its notes) as the actor may have it: clients only once it is
 * returned to them (client spec: Complete); admins and super admins at any stage.
 */
export async function readableTranscript(
  db: Db,
  actor: Actor,
  item: Pick<ReadableMedia, 'id' | 'status'>,
  kind: JobType,
): Promise<TranscriptRow> {
  const transcript = await findTranscript(db, item.id, kind);
  if (!transcript || (!isStaffAdmin(actor) && item.status !== 'returned'))
    throw new ApiError(404, noDocumentYetTexts[kind]);
  return transcript;
}

/** GET /v1/transcript/{id}: the media's transcript (or notes), for whoever may read it. */
export async function readTranscript(
  db: Db,
  actor: Actor,
  mediaId: number,
  kind: JobType,
): Promise<Transcript> {
  const item = await readableMedia(db, actor, mediaId);
  return toTranscript(await readableTranscript(db, actor, item, kind));
}

/** PUT /v1/transcript/{id}: a new version of the media's transcript (or notes). */
export async function writeTranscript(
  db: Db,
  actor: Actor,
  mediaId: number,
  input: { kind: JobType; content: TranscriptContent; at: Date },
): Promise<Transcript> {
  // Who cannot see the media learns nothing more; who can but may not write is refused.
  const item = await readableMedia(db, actor, mediaId);
  if (!isAdminRole(actor.role)) throw new ApiError(403, errorTexts.unauthorized);
  const row = await saveTranscript(db, { ...input, mediaId: item.id, userId: actor.userId });
  return toTranscript(row);
}
