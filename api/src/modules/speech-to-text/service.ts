import { speechToTextTexts } from '@portal/contracts/speech-to-text/texts';
import type { MediaStatus } from '@portal/contracts/common/statuses';
import type { SpeechToTextStanding } from '@portal/contracts/speech-to-text/schema';
import type { MediaRow } from '../../db/rows.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { lockMedia } from '../media-return/standing.ts';
import { hasTypedText } from './draft.ts';
import { moveS2t, toS2tStanding } from './standing.ts';
import { enqueueSpeechToText, forgetParts } from './task.ts';

type Deps = Pick<ServiceDeps, 'db' | 'now' | 'speechToText'>;

const beforeOrder: readonly MediaStatus[] = ['pending', 'uploaded'];
const afterReturn: readonly MediaStatus[] = ['returned', 'archived'];

/** An ordered media, not returned: one whose typists a draft can help. */
function ensureInProduction(item: MediaRow): void {
  if (beforeOrder.includes(item.status)) throw new ApiError(409, speechToTextTexts.notOrdered);
  if (afterReturn.includes(item.status)) throw new ApiError(409, speechToTextTexts.returned);
}

/**
 * PUT /v1/media/speech-to-text/{id} (resendToS2t): the media sent to the provider in the
 * background, Processing S2T until its draft or S2T Fail. Refused (409, nothing changed) when no
 * provider is configured: the grid learns the action is off here, which no retry mends; a 5xx
 * would hide the reason behind "Something went wrong". Refused too while a request is under way,
 * and once a person saved text: the draft would never replace it.
 */
export async function resendToS2t(
  deps: Deps,
  actorId: number,
  mediaId: number,
): Promise<SpeechToTextStanding> {
  if (!deps.speechToText) throw new ApiError(409, speechToTextTexts.notConfigured);
  return deps.db.transaction(async (tx) => {
    const item = await lockMedia(tx, mediaId);
    ensureInProduction(item);
    if (item.s2tState === 'in-progress') throw new ApiError(409, speechToTextTexts.processing);
    if (await hasTypedText(tx, item)) throw new ApiError(409, speechToTextTexts.typed);
    const change = { step: 'resendToS2t', state: 'in-progress' } as const;
    const after = await moveS2t(tx, item, change, { actorId, at: deps.now() });
    // Parts an earlier request left (its task stopped short) are not this request's answers.
    await forgetParts(tx, mediaId);
    await enqueueSpeechToText(tx, mediaId);
    return toS2tStanding(after);
  });
}

/**
 * POST /v1/media/error/{id} (triggerVerbitError): the provider's error for an ordered media,
 * reported by an admin (`actorId`) or by the provider (null): S2T Fail with that error. A task
 * still under way for it finds its request withdrawn and drops what it gets.
 */
export async function reportS2tError(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  actorId: number | null,
  mediaId: number,
  message: string,
): Promise<SpeechToTextStanding> {
  return deps.db.transaction(async (tx) => {
    const item = await lockMedia(tx, mediaId);
    if (beforeOrder.includes(item.status)) throw new ApiError(409, speechToTextTexts.notOrdered);
    const change = { step: 'triggerVerbitError', state: 'failed', error: message } as const;
    return toS2tStanding(await moveS2t(tx, item, change, { actorId, at: deps.now() }));
  });
}
