import { and, asc, eq, inArray } from 'drizzle-orm';
import { zipSync, type Zippable } from 'fflate';
import type { DocumentType } from '@portal/contracts/core';
import {
  BULK_DOWNLOAD_FILE_NAME,
  documentTexts,
  documentFileName,
  uniqueFileNames,
  type DocumentOption,
} from '@portal/contracts/core';
import { media, projects, transcripts } from '../../db/schema.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import { projectAccess } from '../project-permission/access.ts';
import { projectCan } from '@portal/contracts/core';
import type { Actor } from '../../lib/caller.ts';
import { cachedProduct, type ProductDeps } from './cache.ts';
import { CONTENT_TYPES, productRequest, type ProductRequest } from './generate.ts';
import type { DocumentSource } from './model.ts';
import type { MediaRow, TranscriptRow } from '../../db/rows.ts';

/** The media a document is made for, as the caller found it readable. */
export type DocumentMedia = Pick<MediaRow, 'id' | 'title' | 'duration'> & {
  projectTitle: string | null;
};

export interface DocumentFile {
  bytes: Buffer;
  fileName: string;
  contentType: string;
}

const sourceOf = (
  item: Pick<DocumentMedia, 'title' | 'duration' | 'projectTitle'>,
  transcript: TranscriptRow,
): DocumentSource => ({
  kind: transcript.kind,
  mediaTitle: item.title,
  projectTitle: item.projectTitle,
  duration: item.duration,
  version: transcript.version,
  savedAt: transcript.updatedAt,
  content: transcript.content,
});

/**
 * GET /v1/media/download-product/{id} and the preview: one media's transcript document, or its
 * notes' (kept apart in the product cache, which keys on the transcript row), of a media and
 * transcript the caller may read.
 */
export async function mediaProduct(
  deps: ProductDeps,
  item: DocumentMedia,
  transcript: TranscriptRow,
  wanted: {
    documentType: DocumentType;
    options: DocumentOption[];
    regenerate: boolean;
  },
): Promise<DocumentFile> {
  const request = productRequest(wanted.documentType, wanted.options);
  const bytes = await cachedProduct(
    deps,
    transcript,
    sourceOf(item, transcript),
    request,
    wanted.regenerate,
  );
  return {
    bytes,
    fileName: documentFileName(item.title, wanted.documentType, transcript.kind),
    contentType: CONTENT_TYPES[request.documentType],
  };
}

/**
 * The project's returned media that have a transcript, in upload order (or those listed); their
 * notes are not part of the bulk download.
 */
async function downloadableMedia(deps: ProductDeps, projectId: number, mediaIds: number[]) {
  const rows = await deps.db
    .select({ item: media, projectTitle: projects.title, transcript: transcripts })
    .from(media)
    .innerJoin(projects, eq(projects.id, media.projectId))
    .innerJoin(transcripts, and(eq(transcripts.mediaId, media.id), eq(transcripts.kind, 'default')))
    .where(
      and(
        eq(media.projectId, projectId),
        eq(media.status, 'returned'),
        ...(mediaIds.length ? [inArray(media.id, mediaIds)] : []),
      ),
    )
    .orderBy(asc(media.createdAt), asc(media.id));
  const missing = mediaIds.filter((id) => !rows.some((row) => row.item.id === id));
  if (missing.length)
    throw new RequestValidationError(
      missing.map((id) => ({ field: 'media_ids', message: documentTexts.notDownloadable(id) })),
    );
  if (!rows.length) throw new ApiError(404, documentTexts.noTranscripts);
  return rows;
}

// Documents that are zip or deflate streams already gain nothing from compressing again.
const stored = new Set<ProductRequest['documentType']>(['DOCX', 'PDF']);

/**
 * GET /v1/project/download-product/{id}: a zip of the transcripts of every returned media of the
 * project (or of the listed ones) in one format, each named by the filename conversion rule.
 */
export async function projectZip(
  deps: ProductDeps,
  actor: Actor,
  projectId: number,
  wanted: { documentType: DocumentType; mediaIds: number[] },
): Promise<DocumentFile> {
  if (!projectCan.read(await projectAccess(deps.db, actor, projectId)))
    throw new ApiError(404, documentTexts.projectNotFound);
  const rows = await downloadableMedia(deps, projectId, wanted.mediaIds);
  const request = productRequest(wanted.documentType, []);
  const names = uniqueFileNames(
    rows.map((row) => documentFileName(row.item.title, wanted.documentType)),
  );
  const entries: Zippable = {};
  for (const [index, row] of rows.entries()) {
    const source = sourceOf({ ...row.item, projectTitle: row.projectTitle }, row.transcript);
    const bytes = await cachedProduct(deps, row.transcript, source, request, false);
    entries[names[index] ?? `${index}`] = [
      bytes,
      { level: stored.has(request.documentType) ? 0 : 6, mtime: row.transcript.updatedAt },
    ];
  }
  return {
    bytes: Buffer.from(zipSync(entries)),
    fileName: BULK_DOWNLOAD_FILE_NAME,
    contentType: 'application/zip',
  };
}

/**
 * GET /v1/media/download/{id}: a signed URL of the bytes of a media the caller may read, named by
 * its title.
 */
export async function mediaDownloadUrl(
  deps: ProductDeps,
  item: Pick<MediaRow, 'title' | 'storageKey'>,
): Promise<string> {
  if (!(await deps.storage.head(item.storageKey)))
    throw new ApiError(404, documentTexts.mediaUnavailable);
  return deps.storage.presignGet(item.storageKey, { fileName: item.title });
}

/** Content-Disposition naming the file: ASCII fallback, and the exact name in UTF-8. */
export function disposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
