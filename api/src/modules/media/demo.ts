import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { billedMinutes } from '@portal/contracts/services/pricing';
import { mediaTexts } from '@portal/contracts/media/texts';
import type { DemoInit } from '@portal/contracts/media/playback-schema';
import type { Db } from '../../db/index.ts';
import { jobs, media } from '../../db/schema.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { saveTranscript } from '../transcript/service.ts';
import { typistDemoDraft } from '../../seed/demo-drafts.ts';
import { readDuration } from './duration.ts';
import { enqueueRendition } from './rendition-task.ts';

export type DemoDeps = Pick<ServiceDeps, 'db' | 'storage' | 'now'>;

/** A two-voice dialogue shipped with the API (how it was made: demo-script.ts). */
const DEMO_RECORDING = new URL('./demo-recording.m4a', import.meta.url);
export const DEMO_TITLE = 'Typist demo recording.m4a';
// Calls at once (and API processes starting together) make one demo: the others wait, then find it.
const DEMO_LOCK = 7_246_017;

/** The first demo recording still there, with its first job. */
async function findDemo(tx: Db) {
  const [found] = await tx
    .select({ mediaId: media.id, jobId: jobs.id, renditionState: media.renditionState })
    .from(media)
    .innerJoin(jobs, eq(jobs.mediaId, media.id))
    .where(and(eq(media.demo, true), ne(media.status, 'deleted')))
    .orderBy(asc(media.id), asc(jobs.id))
    .limit(1);
  return found;
}

/**
 * The demo media: the shipped recording, the staff's own (no client, no order, no deadline, so
 * outside the assign grid), with one job over all of it and a speech-to-text draft with word
 * timings to practise on, saved by no one as a draft is.
 */
async function createDemo(deps: DemoDeps, tx: Db, written: string[]) {
  const bytes = await readFile(DEMO_RECORDING);
  const storageKey = `${randomUUID()}.m4a`;
  await deps.storage.write(storageKey, bytes, 'audio/mp4');
  written.push(storageKey);
  const seconds = await readDuration(deps.storage, storageKey, bytes.length);
  if (seconds === undefined) throw new Error('The shipped demo recording cannot be read');
  const duration = Math.max(1, Math.round(seconds));
  const at = deps.now();
  const [item] = await tx
    .insert(media)
    .values({
      demo: true,
      title: DEMO_TITLE,
      extension: 'm4a',
      mime: 'audio/mp4',
      size: bytes.length,
      status: 'uploaded',
      duration,
      billedDuration: billedMinutes(duration) * 60,
      currency: 'GBP',
      storageKey,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: media.id });
  if (!item) throw new Error('The demo media was not created');
  const [job] = await tx
    .insert(jobs)
    .values({
      mediaId: item.id,
      start: 0,
      end: duration,
      status: 'available',
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: jobs.id });
  if (!job) throw new Error('The demo job was not created');
  const draft = await saveTranscript(tx, {
    mediaId: item.id,
    kind: 'default',
    content: typistDemoDraft(duration),
    userId: null,
    at,
    written: 'whole',
  });
  await tx
    .update(media)
    .set({ s2tState: 'done', s2tDraftVersion: draft.version })
    .where(eq(media.id, item.id));
  await enqueueRendition(tx, item.id);
  return { mediaId: item.id, jobId: job.id };
}

/**
 * The typist demo's media and job, made once from the shipped recording (with its rendition on
 * the way) if there is none, in the caller's transaction. The bytes written are listed in `written`, for the caller to remove should the transaction fail.
 */
export async function ensureDemo(deps: DemoDeps, tx: Db, written: string[]): Promise<DemoInit> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK})`);
  const found = await findDemo(tx);
  if (!found) return createDemo(deps, tx, written);
  // A demo made before renditions existed gets one.
  if (found.renditionState === 'none') await enqueueRendition(tx, found.mediaId);
  return { mediaId: found.mediaId, jobId: found.jobId };
}

/** GET /v1/media/demo/init: ensureDemo in a transaction of its own. */
export async function initDemo(deps: DemoDeps): Promise<DemoInit> {
  const written: string[] = [];
  try {
    return await deps.db.transaction((tx) => ensureDemo(deps, tx, written));
  } catch (error) {
    // Bytes of a demo that was not made are not kept.
    await Promise.all(written.map((key) => deps.storage.delete(key)));
    throw error;
  }
}

/** GET /v1/media/demo/download/{id}: a signed URL of a demo recording; any other is a 404. */
export async function demoDownloadUrl(
  { db, storage }: Pick<ServiceDeps, 'db' | 'storage'>,
  id: number,
): Promise<string> {
  const [item] = await db
    .select({ storageKey: media.storageKey, title: media.title })
    .from(media)
    .where(and(eq(media.id, id), eq(media.demo, true), ne(media.status, 'deleted')));
  if (!item) throw new ApiError(404, mediaTexts.notFound);
  return storage.presignGet(item.storageKey, { fileName: item.title });
}
