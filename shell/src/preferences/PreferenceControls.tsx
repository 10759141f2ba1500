import { useLocation } from 'react-router';
import { FloatingActions, ThemeToggle, ViewModeMenu } from '@portal/ui';
import {
  selectTheme,
  selectViewMode,
  selectViewModeHintSeen,
  themeToggled,
  usePortalDispatch,
  usePortalSelector,
  viewModeChosen,
  viewModeHintSeen,
  viewModeSelectorVisible,
} from '@portal/contracts';

/** The floating theme toggle and, on the listed pages, the view-mode selector with its hint. */
export function PreferenceControls() {
  const { pathname } = useLocation();
  const theme = usePortalSelector(selectTheme);
  const viewMode = usePortalSelector(selectViewMode);
  const hintSeen = usePortalSelector(selectViewModeHintSeen);
  const dispatch = usePortalDispatch();
  return (
    <FloatingActions>
      {viewModeSelectorVisible(`/v3${pathname}`) && (
        <ViewModeMenu
          value={viewMode}
          onChange={(mode) => dispatch(viewModeChosen(mode))}
          onOpenChange={(open) => open && !hintSeen && dispatch(viewModeHintSeen())}
          hint={
            hintSeen
              ? undefined
              : `New! Try the ${viewMode === 'compact' ? 'standard' : 'compact'} view`
          }
        />
      )}
      <ThemeToggle theme={theme} onToggle={() => dispatch(themeToggled())} />
    </FloatingActions>
  );
}
