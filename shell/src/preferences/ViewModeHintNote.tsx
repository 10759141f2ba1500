import { useLocation } from 'react-router';
import { ViewModeHint } from '@portal/ui';
import {
  selectViewMode,
  selectViewModeHintSeen,
  usePortalDispatch,
  usePortalSelector,
  viewModeHintSeen,
  viewModeSelectorVisible,
} from '@portal/contracts';

export interface ViewModeHintNoteProps {
  /** Opens the view-mode menu; the hint is then seen. */
  onShow: () => void;
  /** After the hint was put away: where the focus goes, as its buttons are gone. */
  onDismissed: () => void;
}

/**
 * The view-mode hint (client spec: it shows first and hides once the selector is opened), on the
 * pages that have the selector, until it is seen or put away.
 */
export function ViewModeHintNote({ onShow, onDismissed }: ViewModeHintNoteProps) {
  const { pathname } = useLocation();
  const viewMode = usePortalSelector(selectViewMode);
  const seen = usePortalSelector(selectViewModeHintSeen);
  const dispatch = usePortalDispatch();
  if (seen || !viewModeSelectorVisible(`/v3${pathname}`)) return null;
  return (
    <ViewModeHint
      onShow={() => {
        dispatch(viewModeHintSeen());
        onShow();
      }}
      onDismiss={() => {
        dispatch(viewModeHintSeen());
        onDismissed();
      }}
    >
      New! Try the {viewMode === 'compact' ? 'standard' : 'compact'} view
    </ViewModeHint>
  );
}
