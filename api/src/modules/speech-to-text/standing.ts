import { eq } from 'drizzle-orm';
import { S2T_ERROR_MAX_LENGTH } from '@portal/contracts/common/limits';
import type { SpeechToTextStanding } from '@portal/contracts/speech-to-text/schema';
import type { Db } from '../../db/index.ts';
import type { MediaRow } from '../../db/rows.ts';
import { media } from '../../db/schema.ts';
import { deriveMediaProgress } from '../job/progress.ts';
import { recordMediaStep, type JobStepBy, type MediaStepName } from '../job/staff-actions.ts';
import { mediaRowOf } from '../media-return/standing.ts';

export const toS2tStanding = (row: MediaRow): SpeechToTextStanding => ({
  id: row.id,
  status: row.status,
  subStatus: row.subStatus,
  s2tState: row.s2tState,
  s2tError: row.s2tError,
});

/**
 * Moves the locked media's speech-to-text state (and the sub-status it makes), recorded in its
 * history as `step` with what else it did; answers the media as it now stands.
 */
export async function moveS2t(
  tx: Db,
  before: MediaRow,
  change: {
    step: MediaStepName;
    state: MediaRow['s2tState'];
    error?: string;
    done?: Record<string, unknown>;
  },
  by: JobStepBy,
): Promise<MediaRow> {
  await tx
    .update(media)
    .set({
      s2tState: change.state,
      s2tError: change.error?.slice(0, S2T_ERROR_MAX_LENGTH) ?? null,
      updatedAt: by.at,
    })
    .where(eq(media.id, before.id));
  await deriveMediaProgress(tx, before.id, by.at);
  const after = await mediaRowOf(tx, before.id);
  await recordMediaStep(tx, change.step, by, before, after, change.done);
  return after;
}
