import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { UPLOAD_CHUNK_SIZE, type Currency } from '@portal/contracts/common/constants';
import { mediaTexts } from '@portal/contracts/media/texts';
import { notOrdered } from '@portal/contracts/common/statuses';
import { uploadPartCount } from '@portal/contracts/storage/uploads';
import type {
  CreateMediaInput,
  Media,
  ProcessMediaInput,
  UpdateMediaInput,
} from '@portal/contracts/media/schema';
import { billedMinutes, linePrice } from '@portal/contracts/services/pricing';
import { toMeetingDetails } from '@portal/contracts/meeting-details/rules';
import type { LinePrice } from '@portal/contracts/services/schema';
import type { ServiceOptions } from '@portal/contracts/services/rules';
import type { Db } from '../../db/index.ts';
import { media } from '../../db/schema.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import type { Owner } from '../../lib/owner.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { putMediaInCart } from '../cart/cart-items.ts';
import { toMedia } from '../project/media.ts';
import { checkedOptions, optionsFieldErrors } from '../pricing/options.ts';
import { findService } from '../services/service.ts';
import { UploadPartsError } from '../storage/storage.ts';
import { readDuration } from './duration.ts';
import { removeRendition } from './rendition.ts';
import { enqueueRendition } from './rendition-task.ts';
import type { MediaRow } from '../../db/rows.ts';

type NewMedia = DomainInput<CreateMediaInput>;
type MediaChange = DomainInput<UpdateMediaInput>;

export type MediaDeps = Pick<
  ServiceDeps,
  'db' | 'storage' | 'now' | 'vatPercent' | 'maxUploadBytes' | 'log'
>;

const ownedBy = (owner: Owner) =>
  'userId' in owner
    ? eq(media.userId, owner.userId)
    : and(isNull(media.userId), eq(media.sessionId, owner.sessionId));

const ownerOfRow = (row: MediaRow): Owner =>
  row.userId !== null ? { userId: row.userId } : { sessionId: row.sessionId ?? '' };

/** The owner's media; anyone else's is a 404, as if it did not exist. */
export async function findOwnMedia(db: Db, owner: Owner, id: number): Promise<MediaRow> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, id), ownedBy(owner)));
  if (!row) throw new ApiError(404, mediaTexts.notFound);
  return row;
}

/** Prices of a processed media from the engine; null until it has options and a duration. */
async function pricesOf(
  db: Db,
  options: ServiceOptions | null | undefined,
  duration: number | null,
  currency: Currency,
  vatPercent: number,
): Promise<{ [K in keyof LinePrice]: number | null }> {
  const none = { fullPrice: null, price: null, grossPrice: null };
  if (!options || duration === null) return none;
  const service = await findService(db, options.id);
  // A service withdrawn since the options were chosen: the client must choose again.
  if (!service || optionsFieldErrors(service, options, []).length > 0) return none;
  return linePrice(service, options, duration, { currency, vatPercent });
}

/** POST /v1/media: a pending media with a fresh storage key; large files start a multipart upload. */
export async function createMedia(deps: MediaDeps, owner: Owner, input: NewMedia): Promise<Media> {
  if (input.size > deps.maxUploadBytes)
    throw new RequestValidationError([
      { field: 'size', message: mediaTexts.tooLarge(deps.maxUploadBytes) },
    ]);
  const serviceOptions = await checkedOptions(deps.db, input.serviceOptions);
  const storageKey = `${randomUUID()}.${input.extension}`;
  const multipartUploadId =
    uploadPartCount(input.size, UPLOAD_CHUNK_SIZE) > 1
      ? await deps.storage.createMultipartUpload(storageKey, input.mime)
      : null;
  const now = deps.now();
  try {
    const [row] = await deps.db
      .insert(media)
      .values({
        ...('userId' in owner ? { userId: owner.userId } : { sessionId: owner.sessionId }),
        projectId: input.projectId ?? null,
        title: input.title,
        extension: input.extension,
        mime: input.mime,
        size: input.size,
        currency: input.currency,
        serviceOptions: serviceOptions ?? null,
        storageKey,
        multipartUploadId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('The media was not created');
    return toMedia(row);
  } catch (error) {
    if (multipartUploadId) await deps.storage.abortMultipartUpload(storageKey, multipartUploadId);
    throw error;
  }
}

async function pendingMedia(db: Db, owner: Owner, id: number): Promise<MediaRow> {
  const row = await findOwnMedia(db, owner, id);
  if (row.status !== 'pending')
    throw new RequestValidationError([{ message: mediaTexts.alreadyUploaded }]);
  return row;
}

/** GET /v1/media/get-presigned-url: one PUT of the whole file, when it fits one chunk. */
export async function presignedUrl(deps: MediaDeps, owner: Owner, id: number): Promise<string> {
  const row = await pendingMedia(deps.db, owner, id);
  if (uploadPartCount(row.size, UPLOAD_CHUNK_SIZE) > 1)
    throw new RequestValidationError([{ field: 'id', message: mediaTexts.uploadedInParts }]);
  return deps.storage.presignPut(row.storageKey, row.size);
}

/** GET /v1/media/get-presigned-url-multipart: one PUT of part `partNumber`. */
export async function presignedPartUrl(
  deps: MediaDeps,
  owner: Owner,
  id: number,
  partNumber: number,
): Promise<string> {
  const row = await pendingMedia(deps.db, owner, id);
  const parts = uploadPartCount(row.size, UPLOAD_CHUNK_SIZE);
  if (parts === 1 || !row.multipartUploadId)
    throw new RequestValidationError([{ field: 'id', message: mediaTexts.uploadedWhole }]);
  if (partNumber > parts)
    throw new RequestValidationError([
      { field: 'part_number', message: mediaTexts.partOutOfRange(parts) },
    ]);
  return deps.storage.presignPart(row.storageKey, row.multipartUploadId, partNumber);
}

/** Removes the media's bytes (and any open multipart upload, and rendition), then its row. */
async function discard(deps: MediaDeps, row: MediaRow): Promise<void> {
  if (row.multipartUploadId)
    await deps.storage.abortMultipartUpload(row.storageKey, row.multipartUploadId);
  await deps.storage.delete(row.storageKey);
  await removeRendition(deps, row);
  await deps.db.delete(media).where(eq(media.id, row.id));
}

/** A failure after which the upload cannot go on: nothing of it is kept. */
async function reject(deps: MediaDeps, row: MediaRow, message: string): Promise<never> {
  await discard(deps, row);
  throw new RequestValidationError([{ message }]);
}

/**
 * PUT /v1/media/process/{id}: assembles the parts (a wrong list changes nothing and the upload
 * stays open), checks the size, reads the real duration from the bytes, prices the media with
 * the engine, puts it in its owner's cart and has its rendition made (the editor's player), in
 * one transaction. Bytes that are not playable
 * media, or not the size announced, are removed with the media.
 */
export async function processMedia(
  deps: MediaDeps,
  owner: Owner,
  id: number,
  input: DomainInput<ProcessMediaInput>,
): Promise<Media> {
  let row = await findOwnMedia(deps.db, owner, id);
  if (row.status === 'uploaded') return toMedia(row);
  if (row.status !== 'pending')
    throw new RequestValidationError([{ message: mediaTexts.alreadyUploaded }]);

  if (row.multipartUploadId) {
    const parts = (input.parts ?? []).map((part) => ({
      partNumber: part.PartNumber,
      etag: part.ETag,
    }));
    // Storage would assemble fewer parts into a shorter file: every part must be listed.
    const expected = uploadPartCount(row.size, UPLOAD_CHUNK_SIZE);
    if (parts.length !== expected)
      throw new RequestValidationError([
        { field: 'parts', message: mediaTexts.listAllParts(expected) },
      ]);
    try {
      await deps.storage.completeMultipartUpload(row.storageKey, row.multipartUploadId, parts);
    } catch (error) {
      if (error instanceof UploadPartsError)
        throw new RequestValidationError([{ field: 'parts', message: error.message }]);
      throw error;
    }
    const [assembled] = await deps.db
      .update(media)
      .set({ multipartUploadId: null, updatedAt: deps.now() })
      .where(eq(media.id, row.id))
      .returning();
    row = assembled ?? row;
  }

  const stored = await deps.storage.head(row.storageKey);
  if (!stored) throw new RequestValidationError([{ message: mediaTexts.notUploaded }]);
  if (stored.size !== row.size)
    return reject(deps, row, mediaTexts.sizeMismatch(stored.size, row.size));
  const seconds = await readDuration(deps.storage, row.storageKey, stored.size);
  if (seconds === undefined) return reject(deps, row, mediaTexts.processingFailed);
  const duration = Math.max(1, Math.round(seconds));

  const now = deps.now();
  const prices = await pricesOf(
    deps.db,
    row.serviceOptions,
    duration,
    row.currency,
    deps.vatPercent,
  );
  const pending = row;
  try {
    const processed = await deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(media)
        .set({
          status: 'uploaded',
          duration,
          billedDuration: billedMinutes(duration) * 60,
          ...prices,
          updatedAt: now,
        })
        .where(and(eq(media.id, pending.id), eq(media.status, 'pending')))
        .returning();
      // Processed meanwhile by a request that got here first: that one put it in the cart.
      if (!updated) return undefined;
      await putMediaInCart(tx, ownerOfRow(updated), [updated.id], updated.currency, now);
      await enqueueRendition(tx, updated.id);
      return updated;
    });
    return toMedia(processed ?? (await findOwnMedia(deps.db, owner, id)));
  } catch (error) {
    // The cart is full: the file cannot be kept for this cart.
    if (error instanceof RequestValidationError) await discard(deps, pending);
    throw error;
  }
}

/** Currency, options and prices when the change names either; the stored ones stay otherwise. */
async function repriced(deps: MediaDeps, row: MediaRow, input: MediaChange) {
  if (input.serviceOptions === undefined && input.currency === undefined) return {};
  const serviceOptions =
    (await checkedOptions(deps.db, input.serviceOptions)) ?? row.serviceOptions;
  const currency = input.currency ?? row.currency;
  const prices = await pricesOf(deps.db, serviceOptions, row.duration, currency, deps.vatPercent);
  return { currency, serviceOptions, ...prices };
}

/**
 * PUT /v1/media/{id}: title, currency and service options (repriced), and the meeting details
 * (replacing what was there), until it is ordered; and the project, which the route has checked
 * the caller may upload to. What the body leaves out stays as it was.
 */
export async function updateMedia(
  deps: MediaDeps,
  owner: Owner,
  id: number,
  input: MediaChange & { projectId?: number },
): Promise<Media> {
  const row = await findOwnMedia(deps.db, owner, id);
  if (!notOrdered.includes(row.status))
    throw new RequestValidationError([{ message: mediaTexts.ordered }]);
  const [updated] = await deps.db
    .update(media)
    .set({
      ...(input.title === undefined ? {} : { title: input.title }),
      ...(input.projectId === undefined ? {} : { projectId: input.projectId }),
      ...(input.extraFields === undefined
        ? {}
        : { extraFields: toMeetingDetails(input.extraFields) }),
      ...(await repriced(deps, row, input)),
      updatedAt: deps.now(),
    })
    .where(and(eq(media.id, row.id), inArray(media.status, [...notOrdered])))
    .returning();
  if (!updated) throw new RequestValidationError([{ message: mediaTexts.ordered }]);
  return toMedia(updated);
}

/** DELETE /v1/media/{id}: cancels an upload or takes a file out before it is ordered. */
export async function removeMedia(deps: MediaDeps, owner: Owner, id: number): Promise<void> {
  const row = await findOwnMedia(deps.db, owner, id);
  if (!notOrdered.includes(row.status))
    throw new RequestValidationError([{ message: mediaTexts.ordered }]);
  await discard(deps, row);
}

/**
 * Pending media created before `olderThan` (uploads abandoned or never processed): their
 * multipart uploads aborted, bytes and rows removed. Answers how many were removed.
 */
export async function removeAbandonedMedia(deps: MediaDeps, olderThan: Date): Promise<number> {
  let removed = 0;
  let after = 0;
  for (;;) {
    const batch = await deps.db
      .select()
      .from(media)
      .where(and(eq(media.status, 'pending'), lt(media.createdAt, olderThan), gt(media.id, after)))
      .orderBy(media.id)
      .limit(100);
    for (const row of batch) {
      after = row.id;
      try {
        await discard(deps, row);
        removed += 1;
      } catch (error) {
        // Left for the next run.
        deps.log.error({ err: error, mediaId: row.id }, 'could not remove an abandoned upload');
      }
    }
    if (batch.length < 100) return removed;
  }
}
