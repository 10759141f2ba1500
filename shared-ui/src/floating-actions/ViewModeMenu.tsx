import { IconButton } from '../icon-button/IconButton.tsx';
import { CompactIcon, StandardIcon } from '../icons/icons.tsx';
import { Menu } from '../menu/Menu.tsx';
import { MenuRadioGroup, MenuRadioItem } from '../menu/MenuRadio.tsx';
import type { ViewMode } from '../theme/body-classes.ts';

export interface ViewModeMenuProps {
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
  /** Opens the menu from elsewhere, e.g. the ViewModeHint; leave it out to let the button alone. */
  open?: boolean;
  /** Tells the caller the menu was opened or closed, e.g. to stop showing the hint. */
  onOpenChange?: (open: boolean) => void;
  label?: string;
  modeLabels?: Record<ViewMode, string>;
}

const defaultModeLabels: Record<ViewMode, string> = { compact: 'Compact', standard: 'Standard' };

/** Picks the compact or standard density; the button shows the current one. */
export function ViewModeMenu({
  value,
  onChange,
  open,
  onOpenChange,
  label = 'View mode',
  modeLabels = defaultModeLabels,
}: ViewModeMenuProps) {
  const trigger = (
    <IconButton
      variant="secondary"
      label={`${label}: ${modeLabels[value]}`}
      icon={value === 'compact' ? <CompactIcon /> : <StandardIcon />}
      tooltipSide="left"
      className="ui-floating-actions__button"
    />
  );
  return (
    <div className="ui-floating-actions__item">
      <Menu trigger={trigger} label={label} side="top" open={open} onOpenChange={onOpenChange}>
        <MenuRadioGroup value={value} onValueChange={onChange}>
          <MenuRadioItem value="compact" icon={<CompactIcon />}>
            {modeLabels.compact}
          </MenuRadioItem>
          <MenuRadioItem value="standard" icon={<StandardIcon />}>
            {modeLabels.standard}
          </MenuRadioItem>
        </MenuRadioGroup>
      </Menu>
    </div>
  );
}
