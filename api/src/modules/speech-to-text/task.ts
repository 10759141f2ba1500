import { z } from 'zod';
import { speechToTextTexts } from '@portal/contracts/speech-to-text/texts';
import type { TranscriptContent } from '@portal/contracts/transcript/schema';
import type { Db } from '../../db/index.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { enqueueTask, type TaskDefinition } from '../../lib/task-queue.ts';
import { lockMedia } from '../media-return/standing.ts';
import { draftContent, saveDraft } from './draft.ts';
import { ProviderError, transcribe, type S2tSegment } from './provider.ts';
import { moveS2t } from './standing.ts';

const s2tPayload = z.object({ mediaId: z.number().int().positive() });
type S2tPayload = z.input<typeof s2tPayload>;

declare module '../../lib/task-queue.ts' {
  interface TaskPayloads {
    'speech-to-text': S2tPayload;
  }
}

type S2tDeps = Pick<ServiceDeps, 'db' | 'now' | 'storage' | 'portalUrl' | 'speechToText' | 'log'>;

/** Tries 30 s, 1 min and 2 min after a failed attempt (task-worker's backoff), then S2T Fail. */
export const S2T_MAX_ATTEMPTS = 4;

/**
 * Asks for the media's draft in the background once the caller's transaction commits. No key:
 * the media's Processing S2T state, checked under its lock, keeps one request at a time, and a
 * resend after a draft or a failure is a new task.
 */
export const enqueueSpeechToText = (db: Db, mediaId: number) =>
  enqueueTask(db, {
    kind: 'speech-to-text',
    payload: { mediaId },
    maxAttempts: S2T_MAX_ATTEMPTS,
  });

/**
 * The media locked, when its request still stands: an admin's error report, a removal, or a
 * return since it was asked leaves what the provider answers unwanted.
 */
async function stillAsked(tx: Db, mediaId: number) {
  const item = await lockMedia(tx, mediaId).catch(() => undefined);
  return item?.s2tState === 'in-progress' ? item : undefined;
}

/** S2T Fail with the provider's error, unless the request no longer stands. */
async function fail({ db, now }: Pick<ServiceDeps, 'db' | 'now'>, mediaId: number, error: string) {
  await db.transaction(async (tx) => {
    const item = await stillAsked(tx, mediaId);
    if (item) await moveS2t(tx, item, { step: 's2tFail', state: 'failed', error }, by(now));
  });
}

const by = (now: () => Date) => ({ actorId: null, at: now() });

/**
 * The draft saved as the typists' starting text, unless a person saved text meanwhile (kept in
 * the history as discarded); the media's speech-to-text done either way.
 */
async function keepDraft(
  { db, now }: S2tDeps,
  mediaId: number,
  { content, jobId }: { content: TranscriptContent; jobId: string | null },
) {
  await db.transaction(async (tx) => {
    const item = await stillAsked(tx, mediaId);
    if (!item) return;
    const at = now();
    const kept = await saveDraft(tx, item, content, at);
    const done = { draft: kept ? 'kept' : 'discarded', sections: content.sections.length };
    const change = { step: 's2tDraft', state: 'done', jobId, done } as const;
    await moveS2t(tx, item, change, { actorId: null, at });
  });
}

/** The segments as content; ones no transcript can hold (too long, too late) fail for good. */
function readableDraft(segments: readonly S2tSegment[], duration: number | null) {
  try {
    return draftContent(segments, duration ?? Number.MAX_SAFE_INTEGER);
  } catch {
    throw new ProviderError(speechToTextTexts.unreadable, false);
  }
}

/** Where the provider fetches the audio: the small AAC rendition when made, else the upload. */
async function audioUrl(deps: S2tDeps, item: { renditionKey: string | null; storageKey: string }) {
  const url = await deps.storage.presignGet(item.renditionKey ?? item.storageKey);
  // Local storage signs paths on this origin; S3 signs absolute URLs, kept as they are.
  return new URL(url, deps.portalUrl).href;
}

/**
 * The task: one request to the provider. A failure another attempt may mend (provider 5xx, no
 * answer) throws, so the queue retries it; one it will not (a refusal, an unreadable answer)
 * fails the media at once. The last attempt's failure fails it too (`gaveUp`).
 */
async function requestDraft(deps: S2tDeps, { mediaId }: S2tPayload) {
  const config = deps.speechToText;
  const item = await deps.db.transaction((tx) => stillAsked(tx, mediaId));
  if (!item) return;
  if (!config) throw new Error('Speech-to-text is no longer configured.');
  try {
    const mediaUrl = await audioUrl(deps, item);
    const answer = await transcribe(config, { mediaUrl, reference: `media-${mediaId}` });
    const content = readableDraft(answer.segments, item.duration);
    await keepDraft(deps, mediaId, { content, jobId: answer.jobId });
  } catch (error) {
    if (!(error instanceof ProviderError) || error.retry) throw error;
    deps.log.warn({ err: error, mediaId }, 'speech-to-text refused by the provider');
    await fail(deps, mediaId, error.message);
  }
}

export const speechToTextTask: TaskDefinition<S2tPayload> = {
  payload: s2tPayload,
  run: requestDraft,
  gaveUp: (deps, { mediaId }, error) => fail(deps, mediaId, error),
};
