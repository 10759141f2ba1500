import {
  PORTAL_TIME_LABEL,
  formatPortalDay,
  portalTime,
} from '@portal/contracts/common/portal-time';
import type { StatusTone } from '@portal/ui';
import type { SaverState, SaveStatus } from './transcript-saver.ts';

/** Where a save keeps the work: the server, or (the demo's practice) this browser only. */
export type SavesTo = 'server' | 'browser';

export interface ShownStatus {
  text: string;
  tone: StatusTone;
  /** What a screen reader is told when the status settles here; none while typing and saving. */
  announced?: string;
}

const saved: Record<SavesTo, string> = { server: 'Saved', browser: 'Kept in this browser' };
const onlyHere = 'kept in this browser only';

const failures: Record<Exclude<SaveStatus, 'saved' | 'unsaved' | 'saving'>, ShownStatus> = {
  offline: { text: `Offline: ${onlyHere}`, tone: 'warning' },
  conflict: { text: `Changed elsewhere: ${onlyHere}`, tone: 'error' },
  refused: { text: `Not saved: ${onlyHere}`, tone: 'error' },
};

/** "14:02 (UK time)" from the day the editor opened on, or "14:02 on Mon, Nov 23rd (UK time)". */
function savedWhen(at: number, openedOn: string): string {
  const { date, time } = portalTime(new Date(at));
  const day = date < openedOn ? ` on ${formatPortalDay(date)}` : '';
  return `${time}${day} (${PORTAL_TIME_LABEL})`;
}

/** The room the status keeps: its widest text while typing, the time of a save. */
export const statusRoom = (savesTo: SavesTo) => `${saved[savesTo]} at 00:00 (${PORTAL_TIME_LABEL})`;

/**
 * The save status in words, with the time of the last save, as the editor's toolbar shows it;
 * `openedOn` is the portal date the editor opened on: a save from an earlier day names its day.
 */
export function shownStatus(
  state: Pick<SaverState, 'status' | 'savedAt'>,
  savesTo: SavesTo,
  openedOn: string,
): ShownStatus {
  switch (state.status) {
    case 'unsaved':
      return { text: 'Unsaved changes', tone: 'neutral' };
    case 'saving':
      return { text: 'Saving…', tone: 'info' };
    case 'saved':
      return state.savedAt === undefined
        ? { text: 'No changes yet', tone: 'neutral' }
        : {
            text: `${saved[savesTo]} at ${savedWhen(state.savedAt, openedOn)}`,
            tone: 'success',
            // Without the time: one save after another is not told again.
            announced: saved[savesTo],
          };
    default: {
      const failure = failures[state.status];
      return { ...failure, announced: failure.text };
    }
  }
}
