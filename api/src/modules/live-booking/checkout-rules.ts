import { liveBookingTexts as texts } from '@portal/contracts/live-booking/texts';
import type { ApiFieldError } from '@portal/contracts/common/errors';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import type { Db } from '../../db/index.ts';
import type { MediaRow } from '../../db/rows.ts';
import { RequestValidationError } from '../../lib/http-errors.ts';
import {
  liveSessionsOf,
  lockLiveSessions,
  sessionRuleProblems,
  toSpan,
  type SessionRuleDeps,
} from './sessions.ts';

/**
 * Checkout checks a cart's live sessions again (client spec section 5), as booking did: each of
 * a live service, still far enough ahead (a cart can wait past the notice), and no more than the
 * configured number running at once beside the sessions held outside this cart. With `lock`,
 * under the live sessions' lock, taken last (after the cart's and its media's rows), for a check
 * whose answer decides the order. Refusals name the cart's media (media_list[i]).
 */
export async function requireLiveSessionRules(
  deps: SessionRuleDeps,
  tx: Db,
  rows: readonly MediaRow[],
  services: ReadonlyMap<number, TranscriptionService>,
  lock: boolean,
): Promise<void> {
  const sessions = await liveSessionsOf(
    tx,
    rows.map((row) => row.id),
  );
  if (sessions.size === 0) return;
  if (lock) await lockLiveSessions(tx);
  const live = rows.flatMap((row, index) => {
    const session = sessions.get(row.id);
    return session ? [{ row, index, span: toSpan(session) }] : [];
  });
  const errors: ApiFieldError[] = live
    .filter(({ row }) => !services.get(row.serviceOptions?.id ?? 0)?.streaming)
    .map(({ index }) => ({ field: `media_list[${index}]`, message: texts.notStreaming }));
  const problems = await sessionRuleProblems(
    deps,
    tx,
    live.map(({ span }) => span),
    live.map(({ row }) => row.id),
  );
  for (const [at, message] of problems) {
    const item = live[at];
    if (item) errors.push({ field: `media_list[${item.index}]`, message });
  }
  if (errors.length > 0) throw new RequestValidationError(errors);
}
