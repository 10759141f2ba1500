import { and, eq, lt, ne, or } from 'drizzle-orm';
import { transcriptDocuments } from '../../db/schema.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { BlobStorage } from '../storage/storage.ts';
import { CONTENT_TYPES, extensionOf, generateDocument, type ProductRequest } from './generate.ts';
import type { DocumentSource } from './model.ts';

export type ProductDeps = Pick<ServiceDeps, 'db' | 'storage' | 'now' | 'log'>;

/** A generation in progress for longer than this is taken to have died, and may be taken over. */
const CLAIM_MS = 120_000;

/** Where a document is kept: one key per transcript, version, type and options. */
export const productKey = (transcriptId: number, version: number, request: ProductRequest) =>
  [`transcript-${transcriptId}`, `v${version}`, request.documentType, ...request.options].join(
    '-',
  ) + `.${extensionOf(request)}`;

/** A kept document's bytes; none when it is gone (even while being read: a newer replaced it). */
async function readKept(storage: BlobStorage, key: string): Promise<Buffer | undefined> {
  try {
    if (!(await storage.head(key))) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch {
    return undefined;
  }
}

/**
 * The product cache (staff spec "Product cache generation"): the document of one transcript
 * version in one type and set of options, generated once and kept in storage. A newer version,
 * or `regenerate`, makes it again. One request at a time generates (state in-progress, claimed
 * atomically); a request arriving meanwhile generates its own copy without touching the cache,
 * so none waits and none sees a half-written file. A failure is kept as state failed with its
 * error, and the next request tries again.
 */
export async function cachedProduct(
  deps: ProductDeps,
  transcript: { id: number; version: number },
  source: DocumentSource,
  request: ProductRequest,
  regenerate: boolean,
): Promise<Buffer> {
  const row = {
    transcriptId: transcript.id,
    documentType: request.documentType,
    options: request.options.join(','),
  };
  const where = and(
    eq(transcriptDocuments.transcriptId, row.transcriptId),
    eq(transcriptDocuments.documentType, row.documentType),
    eq(transcriptDocuments.options, row.options),
  );
  const [kept] = await deps.db.select().from(transcriptDocuments).where(where);
  if (
    !regenerate &&
    kept?.state === 'done' &&
    kept.version === transcript.version &&
    kept.storageKey
  ) {
    const bytes = await readKept(deps.storage, kept.storageKey);
    if (bytes) return bytes;
  }

  const claimedAt = deps.now();
  const [claim] = await deps.db
    .insert(transcriptDocuments)
    .values({ ...row, version: transcript.version, state: 'in-progress', updatedAt: claimedAt })
    .onConflictDoUpdate({
      target: [
        transcriptDocuments.transcriptId,
        transcriptDocuments.documentType,
        transcriptDocuments.options,
      ],
      set: { version: transcript.version, state: 'in-progress', error: null, updatedAt: claimedAt },
      setWhere: or(
        ne(transcriptDocuments.state, 'in-progress'),
        lt(transcriptDocuments.updatedAt, new Date(claimedAt.getTime() - CLAIM_MS)),
      ),
    })
    .returning({ version: transcriptDocuments.version });
  if (!claim) return generateDocument(source, request);

  // Only the claim this request made is finished by it.
  const ours = and(
    where,
    eq(transcriptDocuments.state, 'in-progress'),
    eq(transcriptDocuments.version, transcript.version),
    eq(transcriptDocuments.updatedAt, claimedAt),
  );
  try {
    const bytes = await generateDocument(source, request);
    const key = productKey(transcript.id, transcript.version, request);
    await deps.storage.write(key, bytes, CONTENT_TYPES[request.documentType]);
    await deps.db
      .update(transcriptDocuments)
      .set({ state: 'done', storageKey: key, updatedAt: deps.now() })
      .where(ours);
    if (kept?.storageKey && kept.storageKey !== key)
      await deps.storage.delete(kept.storageKey).catch((error: unknown) => {
        deps.log.warn({ err: error, key: kept.storageKey }, 'An old document was not removed');
      });
    return bytes;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(transcriptDocuments)
      .set({ state: 'failed', error: message.slice(0, 1000), updatedAt: deps.now() })
      .where(ours);
    throw error;
  }
}
