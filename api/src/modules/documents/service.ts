import type { DocumentType } from '@portal/contracts/common/constants';
import { documentTexts } from '@portal/contracts/media/texts';
import { documentFileName, type DocumentOption } from '@portal/contracts/documents/rules';
import { ApiError } from '../../lib/http-errors.ts';
import { cachedProduct, type ProductDeps } from './cache.ts';
import { CONTENT_TYPES, productRequest } from './generate.ts';
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

/** What a document is made from: the transcript with its media's and project's titles. */
export const sourceOf = (
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
