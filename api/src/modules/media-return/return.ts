import { and, eq, inArray } from 'drizzle-orm';
import { mediaReturnTexts } from '@portal/contracts/media-return/texts';
import type { MediaStanding } from '@portal/contracts/media-return/schema';
import type { MediaStatus } from '@portal/contracts/common/statuses';
import type { Db } from '../../db/index.ts';
import type { MediaRow } from '../../db/rows.ts';
import { media, transcripts } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { deriveMediaProgress } from '../job/progress.ts';
import { recordMediaStep, type JobStepBy } from '../job/staff-actions.ts';
import { mailTranscriptReady } from './mail.ts';
import { lockMedia, mediaRowOf, partsText, toStanding, unfinishedJobs } from './standing.ts';

type Deps = Pick<ServiceDeps, 'db' | 'now' | 'portalUrl'>;

/** Ordered and not returned yet: in the production line. */
const inProduction: readonly MediaStatus[] = ['ordered', 'assigned', 'in-progress', 'done'];

/** Whether the media has a transcript or notes for the client to download. */
async function hasTranscript(tx: Db, mediaId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: transcripts.id })
    .from(transcripts)
    .where(eq(transcripts.mediaId, mediaId))
    .limit(1);
  return row !== undefined;
}

/**
 * Why the media cannot be returned now, or null. Unfinished jobs stop a return only without
 * force; the rest (a media not in production, cancelled, with nothing typed) stop it always.
 */
async function returnRefusal(tx: Db, item: MediaRow, force: boolean): Promise<string | null> {
  if (item.status === 'returned') return mediaReturnTexts.returnedAlready(item.title);
  if (!inProduction.includes(item.status))
    return mediaReturnTexts.notReturnable(item.title, item.status);
  if (item.cancelled) return mediaReturnTexts.cancelledMedia(item.title);
  if (!(await hasTranscript(tx, item.id))) return mediaReturnTexts.noTranscript(item.title);
  const unfinished = await unfinishedJobs(tx, item.id);
  if (unfinished.length === 0 || force) return null;
  return mediaReturnTexts.unfinished(item.title, partsText(unfinished));
}

/** Each media locked, in id order so two batches never wait on each other. */
async function lockAll(tx: Db, ids: readonly number[]): Promise<MediaRow[]> {
  const rows: MediaRow[] = [];
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) rows.push(await lockMedia(tx, id));
  return rows;
}

/** Refuses the whole batch (409) when any media of it is refused, saying why for each. */
function refuseAny(refusals: readonly (string | null)[]): void {
  const reasons = refusals.filter((reason) => reason !== null);
  if (reasons.length > 0) throw new ApiError(409, reasons.join('\n'));
}

async function returnOne(tx: Db, deps: Deps, item: MediaRow, by: JobStepBy): Promise<MediaRow> {
  const forced = (await unfinishedJobs(tx, item.id)).length > 0;
  await tx
    .update(media)
    .set({ status: 'returned', returnedAt: by.at, updatedAt: by.at })
    .where(and(eq(media.id, item.id), inArray(media.status, [...inProduction])));
  await deriveMediaProgress(tx, item.id, by.at);
  const after = await mediaRowOf(tx, item.id);
  const mailedTo = await mailTranscriptReady(tx, deps, after);
  const action = forced ? 'forceReturnToClient' : 'returnToClient';
  await recordMediaStep(tx, action, by, item, after, { mailedTo });
  return after;
}

/**
 * PUT /v1/media/return: the media returned to their clients (status returned, sub-status
 * Returned, the time kept), each client mailed that the transcript is ready; from then on the
 * client downloads it. A media whose jobs are unfinished is refused unless `force`; one not in
 * production, cancelled or with no transcript always. All or nothing: one refusal (409, every
 * reason listed) returns none.
 */
export async function returnMedia(
  deps: Deps,
  actor: Actor,
  input: { ids: number[]; force: boolean },
): Promise<MediaStanding[]> {
  const by = { actorId: actor.userId, at: deps.now() };
  return deps.db.transaction(async (tx) => {
    const rows = await lockAll(tx, input.ids);
    const refusals: (string | null)[] = [];
    for (const item of rows) refusals.push(await returnRefusal(tx, item, input.force));
    refuseAny(refusals);
    const returned: MediaStanding[] = [];
    for (const item of rows) returned.push(toStanding(await returnOne(tx, deps, item, by)));
    return returned;
  });
}

/**
 * PUT /v1/media/re-notify: each client of these returned media mailed again that the
 * transcript is ready (with the return notes as they are now). All or nothing, as the return.
 */
export async function reNotify(deps: Deps, actor: Actor, ids: number[]): Promise<MediaStanding[]> {
  const by = { actorId: actor.userId, at: deps.now() };
  return deps.db.transaction(async (tx) => {
    const rows = await lockAll(tx, ids);
    refuseAny(
      rows.map((item) =>
        item.status === 'returned' ? null : mediaReturnTexts.notReturned(item.title),
      ),
    );
    for (const item of rows) {
      const mailedTo = await mailTranscriptReady(tx, deps, item);
      await recordMediaStep(tx, 'reNotify', by, item, item, { mailedTo });
    }
    return rows.map(toStanding);
  });
}
