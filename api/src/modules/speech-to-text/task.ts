import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { speechToTextTexts } from '@portal/contracts/speech-to-text/texts';
import type { TranscriptContent } from '@portal/contracts/transcript/schema';
import type { SpeechToTextConfig } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import type { MediaRow } from '../../db/rows.ts';
import { s2tParts } from '../../db/schema.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { enqueueTask, type TaskDefinition } from '../../lib/task-queue.ts';
import { lockMedia } from '../media-return/standing.ts';
import { draftContent, saveDraft } from './draft.ts';
import {
  cutPart,
  partOffsets,
  partSeconds,
  stitch,
  withAudioFile,
  type AnsweredPart,
} from './parts.ts';
import { keptAnswer, ProviderError, transcribePart, type EngineAnswer } from './provider.ts';
import { moveS2t } from './standing.ts';

const s2tPayload = z.object({ mediaId: z.number().int().positive() });
type S2tPayload = z.input<typeof s2tPayload>;

declare module '../../lib/task-queue.ts' {
  interface TaskPayloads {
    'speech-to-text': S2tPayload;
  }
}

type S2tDeps = Pick<ServiceDeps, 'db' | 'now' | 'storage' | 'ffmpegPath' | 'speechToText' | 'log'>;

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

/** Forgets the parts answered for the media: its request ended, or a new one starts afresh. */
export const forgetParts = (db: Db, mediaId: number) =>
  db.delete(s2tParts).where(eq(s2tParts.mediaId, mediaId));

/**
 * The media locked, when its request still stands: an admin's error report, a removal, or a
 * return since it was asked leaves what the engine answers unwanted.
 */
async function stillAsked(tx: Db, mediaId: number) {
  const item = await lockMedia(tx, mediaId).catch(() => undefined);
  return item?.s2tState === 'in-progress' ? item : undefined;
}

/** S2T Fail with the engine's error, unless the request no longer stands. */
async function fail({ db, now }: Pick<ServiceDeps, 'db' | 'now'>, mediaId: number, error: string) {
  await db.transaction(async (tx) => {
    const item = await stillAsked(tx, mediaId);
    if (!item) return;
    await moveS2t(tx, item, { step: 's2tFail', state: 'failed', error }, by(now));
    await forgetParts(tx, mediaId);
  });
}

const by = (now: () => Date) => ({ actorId: null, at: now() });

/**
 * The draft saved as the typists' starting text, unless a person saved text meanwhile (kept in
 * the history as discarded); the media's speech-to-text done either way, its parts forgotten.
 */
async function keepDraft({ db, now }: S2tDeps, mediaId: number, content: TranscriptContent) {
  await db.transaction(async (tx) => {
    const item = await stillAsked(tx, mediaId);
    if (!item) return;
    const at = now();
    const kept = await saveDraft(tx, item, content, at);
    const done = { draft: kept ? 'kept' : 'discarded', sections: content.sections.length };
    await moveS2t(tx, item, { step: 's2tDraft', state: 'done', done }, { actorId: null, at });
    await forgetParts(tx, mediaId);
  });
}

/** The answer as content; one no transcript can hold (too long) fails for good. */
function readableDraft(answer: EngineAnswer, duration: number) {
  try {
    return draftContent(answer, duration);
  } catch {
    throw new ProviderError(speechToTextTexts.unreadable, false);
  }
}

/** The parts answered by earlier attempts, where they still are the parts this one cuts. */
async function answeredParts(db: Db, mediaId: number, offsets: readonly number[]) {
  const rows = await db.select().from(s2tParts).where(eq(s2tParts.mediaId, mediaId));
  const kept = new Map<number, AnsweredPart>();
  for (const row of rows)
    if (offsets[row.index] === row.offset)
      kept.set(row.index, { offset: row.offset, answer: keptAnswer(row.answer) });
  return kept;
}

/**
 * Sends each part not yet answered, keeping each answer as it comes (committed on its own), so
 * a failure of a later part leaves the earlier ones answered for the next attempt.
 */
async function answerParts(
  deps: S2tDeps,
  config: SpeechToTextConfig,
  item: MediaRow,
  duration: number,
): Promise<AnsweredPart[]> {
  const seconds = partSeconds(config);
  const offsets = partOffsets(duration, seconds);
  const answered = await answeredParts(deps.db, item.id, offsets);
  const missing = offsets.flatMap((offset, index) => (answered.has(index) ? [] : [index]));
  if (missing.length)
    // The small AAC rendition when made (quicker to read), else the upload.
    await withAudioFile(deps, item.renditionKey ?? item.storageKey, async (path) => {
      for (const index of missing) {
        const offset = offsets[index]!;
        const part = await cutPart(deps, path, { index, offset, seconds });
        const answer = await transcribePart(config, part);
        const row = { mediaId: item.id, index, offset, answer, createdAt: deps.now() };
        await deps.db
          .insert(s2tParts)
          .values(row)
          .onConflictDoUpdate({ target: [s2tParts.mediaId, s2tParts.index], set: row });
        answered.set(index, { offset, answer });
      }
    });
  return [...answered.values()];
}

/**
 * The task: the recording sent to the engine in parts, then stitched into the draft. A failure
 * another attempt may mend (engine 5xx, 408, 429, no answer) throws, so the queue retries it
 * with the parts answered so far; one it will not (a refusal such as a bad key, an unreadable
 * answer) fails the media at once. The last attempt's failure fails it too (`gaveUp`).
 */
async function requestDraft(deps: S2tDeps, { mediaId }: S2tPayload) {
  const config = deps.speechToText;
  const item = await deps.db.transaction((tx) => stillAsked(tx, mediaId));
  if (!item) return;
  if (!config) throw new Error('Speech-to-text is no longer configured.');
  // An ordered media was priced by its duration: it has one.
  if (item.duration === null) throw new Error(`Media ${mediaId} has no duration.`);
  try {
    const parts = await answerParts(deps, config, item, item.duration);
    const content = readableDraft(stitch(parts), item.duration);
    await keepDraft(deps, mediaId, content);
  } catch (error) {
    if (!(error instanceof ProviderError) || error.retry) throw error;
    deps.log.warn({ err: error, mediaId }, 'speech-to-text refused by the engine');
    await fail(deps, mediaId, error.message);
  }
}

export const speechToTextTask: TaskDefinition<S2tPayload> = {
  payload: s2tPayload,
  run: requestDraft,
  gaveUp: (deps, { mediaId }, error) => fail(deps, mediaId, error),
};
