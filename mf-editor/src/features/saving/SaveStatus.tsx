import { useState } from 'react';
import { portalTime } from '@portal/contracts/common/portal-time';
import { StatusChip } from '@portal/ui';
import { KeptWidth } from '../../components/KeptWidth.tsx';
import type { SaverState } from './transcript-saver.ts';
import { shownStatus, statusRoom, type SavesTo } from './save-status-text.ts';
import './save-status.css';

export interface SaveStatusProps {
  state: Pick<SaverState, 'status' | 'savedAt'>;
  savesTo: SavesTo;
}

/**
 * Where the typist's words are: unsaved, on their way, saved (and when), or kept in this browser
 * only. Screen readers are told politely when it settles, not at every keystroke or save: the
 * chip changes at each, the spoken status only when saved turns to failed or back.
 */
export function SaveStatus({ state, savesTo }: SaveStatusProps) {
  const [openedOn] = useState(() => portalTime(new Date()).date);
  const shown = shownStatus(state, savesTo, openedOn);
  const [status, setStatus] = useState(state.status);
  const [announced, setAnnounced] = useState('');
  // The status the editor opened with is on screen, not news: told from the first change on.
  if (state.status !== status) {
    setStatus(state.status);
    if (shown.announced) setAnnounced(shown.announced);
  }
  return (
    <>
      <StatusChip tone={shown.tone}>
        <KeptWidth className="save-status" room={statusRoom(savesTo)}>
          {shown.text}
        </KeptWidth>
      </StatusChip>
      <span className="ui-visually-hidden" role="status" aria-live="polite">
        {announced}
      </span>
    </>
  );
}
