import { eq } from 'drizzle-orm';
import { mediaTexts } from '@portal/contracts/media/texts';
import { notOrdered } from '@portal/contracts/common/statuses';
import type { Db } from '../../db/index.ts';
import { media, transcriptDocuments, transcripts } from '../../db/schema.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import type { Owner } from '../../lib/owner.ts';
import { projectAccess } from '../project-permission/access.ts';
import { projectCan, type ProjectAccess } from '@portal/contracts/project/access';
import type { Actor } from '../../lib/caller.ts';
import { infoColumns, toInfo, type InfoRow } from '../project/media.ts';
import { ensureRemovable } from '../project/removal.ts';
import type { MediaInfo } from '@portal/contracts/media/schema';
import { projectTexts } from '@portal/contracts/project/texts';
import type { Can } from '../project-permission/gate.ts';
import { removeRendition } from './rendition.ts';
import { removeMedia, type MediaDeps } from './service.ts';
import { staffDeleteMedia } from './staff-delete.ts';
import type { MediaRow } from '../../db/rows.ts';

const owns = (row: MediaRow, owner: Owner) =>
  'userId' in owner
    ? row.userId === owner.userId
    : row.userId === null && row.sessionId === owner.sessionId;

interface Reached {
  row: MediaRow;
  /** The row with what the media info dialog shows besides it. */
  info: InfoRow;
  own: boolean;
  /** The caller's access to the media's project, if it is in one. */
  access: ProjectAccess | null;
}

/**
 * A media the caller may look at: their own, or one of a project they can see. Anything else is
 * a 404, as if it did not exist.
 */
async function reach(db: Db, owner: Owner, actor: Actor | null, id: number): Promise<Reached> {
  const [info] = await db.select(infoColumns).from(media).where(eq(media.id, id));
  if (!info) throw new ApiError(404, mediaTexts.notFound);
  const row = info.media;
  const own = owns(row, owner);
  const access =
    row.projectId !== null && actor ? await projectAccess(db, actor, row.projectId) : null;
  if (!own && !projectCan.see(access)) throw new ApiError(404, mediaTexts.notFound);
  return { row, info, own, access };
}

/** GET /v1/media/{id}: the media info dialog. */
export async function mediaInfo(
  db: Db,
  owner: Owner,
  actor: Actor | null,
  id: number,
): Promise<MediaInfo> {
  const { info } = await reach(db, owner, actor, id);
  return toInfo(info);
}

/**
 * The ordered media whose project allows the caller `can`, to be deleted as such; undefined once
 * a media not ordered yet is removed outright, which its uploader alone may do. An ordered media
 * outside any project (ordered before checkout made projects) cannot be removed.
 */
async function orderedOrRemoved(
  deps: MediaDeps,
  owner: Owner,
  actor: Actor | null,
  id: number,
  can: Can,
): Promise<{ row: MediaRow; access: ProjectAccess } | undefined> {
  const { row, own, access } = await reach(deps.db, owner, actor, id);
  if (notOrdered.includes(row.status)) {
    if (!own) throw new ApiError(403, mediaTexts.onlyUploader);
    await removeMedia(deps, owner, id);
    return undefined;
  }
  if (row.projectId === null) throw new RequestValidationError([{ message: mediaTexts.ordered }]);
  if (access === null || !can(access)) throw new ApiError(403, projectTexts.notAllowed);
  return { row, access };
}

/** Marks an ordered media deleted, unless it is worked on (`ensureRemovable`: 409). */
async function markDeleted(deps: MediaDeps, access: ProjectAccess, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await ensureRemovable(tx, access, eq(media.id, id), mediaTexts.beingWorkedOn);
    await tx
      .update(media)
      .set({ status: 'deleted', updatedAt: deps.now() })
      .where(eq(media.id, id));
  });
}

/**
 * An ordered media is billed: deleting it takes it out of the library (status deleted) and keeps
 * the record, bytes and transcript. Whoever manages the project may, before work starts or after
 * the return (409 in between); an admin's deletion is a staff action, recorded in the media's
 * history. Other staff (the restricted admin, typists, proofreaders) are refused by the route's
 * gate (the policy's media.remove). Before it is
 * ordered, the uploader removes it outright.
 */
export async function deleteMedia(
  deps: MediaDeps,
  owner: Owner,
  actor: Actor | null,
  id: number,
): Promise<void> {
  const ordered = await orderedOrRemoved(deps, owner, actor, id, projectCan.manage);
  if (!ordered) return;
  const { row, access } = ordered;
  if (access === 'staff' && actor)
    return staffDeleteMedia(deps.db, row.id, { actorId: actor.userId, at: deps.now() });
  await markDeleted(deps, access, row.id);
}

/**
 * DELETE /v1/media/remove-sensitive/{id} (hard delete, when its feature flag is `enabled`):
 * the media's bytes (its rendition too), transcript, notes, generated documents and meeting details are removed;
 * the record stays, deleted, for billing. Irreversible, so the project's owner (or staff) only,
 * and the owner before work starts or after the return (409 in between).
 */
export async function removeSensitive(
  deps: MediaDeps,
  enabled: boolean,
  owner: Owner,
  actor: Actor | null,
  id: number,
): Promise<void> {
  if (!enabled) throw new ApiError(404, mediaTexts.hardDeleteOff);
  const ordered = await orderedOrRemoved(deps, owner, actor, id, projectCan.own);
  if (!ordered) return;
  const { row, access } = ordered;
  // Deleted before its data goes: from then on no one can take up its work.
  await markDeleted(deps, access, row.id);
  const documents = await deps.db
    .select({ storageKey: transcriptDocuments.storageKey })
    .from(transcriptDocuments)
    .innerJoin(transcripts, eq(transcripts.id, transcriptDocuments.transcriptId))
    .where(eq(transcripts.mediaId, row.id));
  for (const { storageKey } of documents) if (storageKey) await deps.storage.delete(storageKey);
  await deps.storage.delete(row.storageKey);
  await removeRendition(deps, row);
  await deps.db.transaction(async (tx) => {
    await tx.delete(transcripts).where(eq(transcripts.mediaId, row.id));
    await tx
      .update(media)
      .set({
        status: 'deleted',
        extraFields: null,
        renditionState: 'none',
        renditionKey: null,
        peaksKey: null,
        updatedAt: deps.now(),
      })
      .where(eq(media.id, row.id));
  });
}
