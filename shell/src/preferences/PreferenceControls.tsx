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

export interface PreferenceControlsProps {
  /** Whether the view-mode menu is open: the ViewModeHintNote opens it too. */
  viewMenuOpen: boolean;
  onViewMenuOpenChange: (open: boolean) => void;
}

/** The floating theme toggle and, on the listed pages, the view-mode selector. */
export function PreferenceControls({
  viewMenuOpen,
  onViewMenuOpenChange,
}: PreferenceControlsProps) {
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
          open={viewMenuOpen}
          onOpenChange={(open) => {
            if (open && !hintSeen) dispatch(viewModeHintSeen());
            onViewMenuOpenChange(open);
          }}
        />
      )}
      <ThemeToggle theme={theme} onToggle={() => dispatch(themeToggled())} />
    </FloatingActions>
  );
}
