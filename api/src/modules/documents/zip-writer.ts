import { and, asc, eq, inArray } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { DocumentType } from '@portal/contracts/common/constants';
import { documentFileName, uniqueFileNames } from '@portal/contracts/documents/rules';
import { documentTexts } from '@portal/contracts/media/texts';
import type { Db } from '../../db/index.ts';
import { media, projects, transcripts } from '../../db/schema.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import { cachedProduct, type ProductDeps } from './cache.ts';
import { productRequest, type ProductRequest } from './generate.ts';
import { sourceOf, type DocumentMedia } from './service.ts';
import { findTranscriptById } from '../transcript-store/read.ts';

/** A transcript of a project's zip as listed: its content is read when it is added. */
export type ZipItem = DocumentMedia & { transcriptId: number };

/**
 * The project's returned media that have a transcript, in upload order (or those listed); their
 * notes are not part of the bulk download.
 */
export async function zipItems(db: Db, projectId: number, mediaIds: number[]): Promise<ZipItem[]> {
  const rows = await db
    .select({
      id: media.id,
      title: media.title,
      duration: media.duration,
      projectTitle: projects.title,
      transcriptId: transcripts.id,
    })
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
  const missing = mediaIds.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length)
    throw new RequestValidationError(
      missing.map((id) => ({ field: 'media_ids', message: documentTexts.notDownloadable(id) })),
    );
  if (!rows.length) throw new ApiError(404, documentTexts.noTranscripts);
  return rows;
}

/** The media time a zip covers: making it takes time in proportion to its transcripts' length. */
export const zipSeconds = (items: readonly ZipItem[]): number =>
  items.reduce((sum, item) => sum + (item.duration ?? 0), 0);

// Documents that are zip or deflate streams already gain nothing from compressing again.
const stored = new Set<ProductRequest['documentType']>(['DOCX', 'PDF']);

/** The item's transcript; one gone since the zip was listed is the listing's own refusal. */
async function transcriptOf(db: Db, item: ZipItem) {
  const row = await findTranscriptById(db, item.transcriptId);
  if (!row)
    throw new RequestValidationError([
      { field: 'media_ids', message: documentTexts.notDownloadable(item.id) },
    ]);
  return row;
}

export interface ZipOutput {
  /** Takes the zip's next bytes; the next document waits for it. */
  write(chunk: Uint8Array): Promise<void>;
  /** Told after each transcript is in, with how many are. */
  added?(count: number): Promise<void>;
}

/**
 * The zip of the items' transcripts in one format, each named by the filename conversion rule
 * (made unique), written to `output` as it is made: one document is in memory at a time, and
 * each transcript is read only when its turn comes.
 */
export async function writeZip(
  deps: ProductDeps,
  items: readonly ZipItem[],
  documentType: DocumentType,
  output: ZipOutput,
): Promise<void> {
  const request = productRequest(documentType, []);
  const names = uniqueFileNames(items.map((item) => documentFileName(item.title, documentType)));
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  // fflate calls back at once, inside push() and end().
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else pending.push(chunk);
  });
  const flush = async () => {
    if (failure) throw failure;
    for (const chunk of pending.splice(0)) await output.write(chunk);
  };
  for (const [index, item] of items.entries()) {
    const transcript = await transcriptOf(deps.db, item);
    const bytes = await cachedProduct(deps, transcript, sourceOf(item, transcript), request, false);
    const name = names[index] ?? `${index}`;
    const entry = stored.has(request.documentType)
      ? new ZipPassThrough(name)
      : new ZipDeflate(name, { level: 6 });
    entry.mtime = transcript.updatedAt;
    zip.add(entry);
    entry.push(bytes, true);
    await flush();
    await output.added?.(index + 1);
  }
  zip.end();
  await flush();
}

/** The zip in memory, for one small enough to make inside a request. */
export async function zipBytes(
  deps: ProductDeps,
  items: readonly ZipItem[],
  documentType: DocumentType,
): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  await writeZip(deps, items, documentType, {
    write: async (chunk) => {
      chunks.push(chunk);
    },
  });
  return Buffer.concat(chunks);
}
