import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { mediaImportTexts } from '@portal/contracts/media-import/texts';
import { extensionOf, isSupportedExtension, uploadTexts } from '@portal/contracts/storage/uploads';
import { media, mediaImports } from '../../db/schema.ts';
import type { Db } from '../../db/index.ts';
import { RequestValidationError } from '../../lib/http-errors.ts';
import type { Owner } from '../../lib/owner.ts';
import { safeFetch, SafeFetchError, type SafeFetchRefusal } from '../../lib/safe-fetch.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { inTempDir } from '../../lib/temp-dir.ts';
import { enqueueTask, type TaskDefinition } from '../../lib/task-queue.ts';
import { processMedia } from '../media/service.ts';

const importPayload = z.object({ importId: z.number().int().positive() });
type ImportPayload = z.input<typeof importPayload>;

declare module '../../lib/task-queue.ts' {
  interface TaskPayloads {
    'media-import': ImportPayload;
  }
}

type ImportDeps = Pick<
  ServiceDeps,
  | 'db'
  | 'storage'
  | 'now'
  | 'vatPercent'
  | 'maxUploadBytes'
  | 'log'
  | 'mediaImportTimeoutMs'
  | 'outboundLoopbackAllowed'
>;

/** An import's task is keyed by this and the import's id (the cleanup looks for it). */
export const MEDIA_IMPORT_TASK_KEY = 'media-import:';

/** A crash mid-fetch runs it again from the start; a refusal (a failure told) is never retried. */
export const enqueueMediaImport = (db: Db, importId: number) =>
  enqueueTask(db, {
    kind: 'media-import',
    payload: { importId },
    key: `${MEDIA_IMPORT_TASK_KEY}${importId}`,
    maxAttempts: 3,
  });

/** The row's progress is written at most this often while bytes arrive. */
const PROGRESS_EVERY_MS = 500;

/** Types a server gives media files besides audio/* and video/*: binary, or a container's. */
const GENERIC_TYPES = new Set([
  '',
  'application/octet-stream',
  'binary/octet-stream',
  'application/ogg',
  'application/mxf',
  'application/vnd.rn-realmedia',
  'application/x-shockwave-flash',
]);

/** The whitelist's extension for a type, where the link's name has none. */
const EXTENSION_OF_TYPE: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/wave': 'wav',
  'audio/x-wav': 'wav',
  'audio/vnd.wave': 'wav',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/ogg': 'ogg',
  'audio/opus': 'opus',
  'audio/aiff': 'aiff',
  'audio/x-aiff': 'aiff',
  'audio/x-ms-wma': 'wma',
  'audio/webm': 'webm',
  'application/ogg': 'ogg',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/x-msvideo': 'avi',
  'video/mpeg': 'mpeg',
  'video/x-ms-wmv': 'wmv',
  'video/x-flv': 'flv',
  'video/3gpp': '3gp',
};

/** A failure the owner is told on the import's row; the task ends without a retry. */
class ImportFailure extends Error {}

const failureOf = (reason: SafeFetchRefusal, maxBytes: number): string =>
  ({
    protocol: mediaImportTexts.failures.addressNotAllowed,
    address: mediaImportTexts.failures.addressNotAllowed,
    redirects: mediaImportTexts.failures.tooManyRedirects,
    tooLarge: mediaImportTexts.failures.tooLarge(maxBytes),
    timeout: mediaImportTexts.failures.tooSlow,
    unreachable: mediaImportTexts.failures.unreachable,
  })[reason];

/** The file's name: the one Content-Disposition gives, else the URL's last path segment. */
function fileNameOf(url: URL, headers: IncomingHttpHeaders): string {
  const disposition = headers['content-disposition'] ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  const segment = url.pathname.split('/').filter(Boolean).at(-1);
  const raw = encoded ?? plain ?? segment ?? '';
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    name = raw;
  }
  // A title is free text of one line, without < or >.
  return (
    name
      .replace(/[<>\p{Cc}]/gu, '')
      .trim()
      .slice(0, 255) || url.hostname
  );
}

/** The media's extension and type from the answer's headers; refused when not media. */
function mediaTypeOf(name: string, headers: IncomingHttpHeaders) {
  const mime = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const named = extensionOf(name);
  const extension = isSupportedExtension(named) ? named : EXTENSION_OF_TYPE[mime];
  const mediaLike =
    mime.startsWith('audio/') || mime.startsWith('video/') || GENERIC_TYPES.has(mime);
  if (!mediaLike || !extension) throw new ImportFailure(mediaImportTexts.failures.notMedia);
  return { extension, mime };
}

type ImportRow = typeof mediaImports.$inferSelect;

const ownerOfImport = (row: ImportRow): Owner =>
  row.userId !== null ? { userId: row.userId } : { sessionId: row.sessionId ?? '' };

async function record(db: Db, id: number, change: Partial<ImportRow>, now: Date) {
  await db
    .update(mediaImports)
    .set({ ...change, updatedAt: now })
    .where(eq(mediaImports.id, id));
}

/**
 * Fetches the link into a temporary file (streamed: never held in memory), the row's progress
 * written as it comes, then stores it; answers the pending media made of it.
 */
async function fetchIntoMedia(deps: ImportDeps, row: ImportRow, directory: string) {
  const response = await safeFetch(row.url, {
    maxBytes: deps.maxUploadBytes,
    timeoutMs: deps.mediaImportTimeoutMs,
    allowLoopback: deps.outboundLoopbackAllowed,
    headers: { accept: 'audio/*, video/*, application/octet-stream;q=0.9, */*;q=0.1' },
  });
  if (response.status < 200 || response.status > 299) {
    response.body.destroy();
    throw new ImportFailure(mediaImportTexts.failures.refused(response.status));
  }
  const name = fileNameOf(response.url, response.headers);
  let type: ReturnType<typeof mediaTypeOf>;
  try {
    type = mediaTypeOf(name, response.headers);
  } catch (error) {
    response.body.destroy();
    throw error;
  }
  const announced = Number(response.headers['content-length']);
  const size = Number.isFinite(announced) ? announced : null;
  await record(deps.db, row.id, { size, received: 0 }, deps.now());

  let received = 0;
  let reportedAt = Date.now();
  const progress = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (Date.now() - reportedAt < PROGRESS_EVERY_MS) return callback(null, chunk);
      reportedAt = Date.now();
      record(deps.db, row.id, { received }, deps.now()).then(() => callback(null, chunk), callback);
    },
  });
  const path = join(directory, `file.${type.extension}`);
  await pipeline(response.body, progress, createWriteStream(path));
  await record(deps.db, row.id, { received }, deps.now());

  // Named by the import: a run again after a crash replaces what an earlier one stored.
  const storageKey = `media-import-${row.id}.${type.extension}`;
  await deps.storage.writeFile(storageKey, path, type.mime || 'application/octet-stream');
  const owner = ownerOfImport(row);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(media)
      .values({
        ...('userId' in owner ? { userId: owner.userId } : { sessionId: owner.sessionId }),
        projectId: row.projectId,
        title: row.title ?? name,
        extension: type.extension,
        mime: type.mime,
        size: received,
        currency: row.currency,
        serviceOptions: row.serviceOptions,
        storageKey,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('The media was not created');
    await record(tx, row.id, { mediaId: created.id }, now);
    return created;
  });
}

const fail = (db: Db, id: number, error: string, now: Date) =>
  record(db, id, { state: 'failed', error }, now);

/**
 * The task: the link fetched under the SSRF rules and the upload's limits (lib/safe-fetch.ts),
 * then processed as an upload is (the real duration read from the bytes, priced, into the cart
 * within its limit, the rendition queued). A refusal fails the import with its reason, the bytes
 * and media removed; anything else (storage) throws, and is tried again.
 */
async function importMedia(deps: ImportDeps, { importId }: ImportPayload) {
  const [row] = await deps.db.select().from(mediaImports).where(eq(mediaImports.id, importId));
  if (!row || row.state !== 'fetching') return;
  const owner = ownerOfImport(row);
  await inTempDir('media-import-', async (directory) => {
    try {
      const [kept] = row.mediaId
        ? await deps.db.select().from(media).where(eq(media.id, row.mediaId))
        : [];
      const pending = kept ?? (await fetchIntoMedia(deps, row, directory));
      const processed = await processMedia(deps, owner, pending.id, {});
      await record(deps.db, row.id, { state: 'done', mediaId: processed.id }, deps.now());
    } catch (error) {
      const message =
        error instanceof SafeFetchError
          ? failureOf(error.reason, deps.maxUploadBytes)
          : error instanceof ImportFailure
            ? error.message
            : error instanceof RequestValidationError
              ? error.fields.map((field) => field.message).join(' ')
              : undefined;
      if (message === undefined) throw error;
      deps.log.info({ importId, reason: message }, 'a media import failed');
      await fail(deps.db, row.id, message, deps.now());
    }
  });
}

export const mediaImportTask: TaskDefinition<ImportPayload> = {
  payload: importPayload,
  run: importMedia,
  gaveUp: (deps, { importId }) =>
    fail(deps.db, importId, uploadTexts.mediaProcessingFailed, deps.now()),
};
