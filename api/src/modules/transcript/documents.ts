import type { DocumentOption } from '@portal/contracts/documents/rules';
import type { DocumentType } from '@portal/contracts/common/constants';
import type { JobType } from '@portal/contracts/common/statuses';
import type { ProductDeps } from '../documents/cache.ts';
import { mediaDownloadUrl, mediaProduct, type DocumentFile } from '../documents/service.ts';
import type { Actor } from '../../lib/caller.ts';
import { readableMedia, readableTranscript } from './access.ts';

/**
 * One media's transcript (or its notes) as a document, for an actor who may read it: the
 * download and the editor's preview.
 */
export async function transcriptDocument(
  deps: ProductDeps,
  actor: Actor,
  mediaId: number,
  wanted: {
    kind: JobType;
    documentType: DocumentType;
    options: DocumentOption[];
    regenerate: boolean;
  },
): Promise<DocumentFile> {
  const item = await readableMedia(deps.db, actor, mediaId);
  const transcript = await readableTranscript(deps.db, actor, item, wanted.kind);
  return mediaProduct(deps, item, transcript, wanted);
}

/** A signed URL of the bytes of a media the actor may read. */
export async function readableMediaUrl(
  deps: ProductDeps,
  actor: Actor,
  mediaId: number,
): Promise<string> {
  return mediaDownloadUrl(deps, await readableMedia(deps.db, actor, mediaId));
}
