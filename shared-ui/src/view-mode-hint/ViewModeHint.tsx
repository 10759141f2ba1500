import type { KeyboardEvent, ReactNode } from 'react';
import { Button } from '../button/Button.tsx';
import { IconButton } from '../icon-button/IconButton.tsx';
import { CloseIcon } from '../icons/icons.tsx';
import './view-mode-hint.css';

export interface ViewModeHintProps {
  /** "New! Try the compact view". */
  children: ReactNode;
  /** Opens the view-mode menu the hint is about. */
  onShow: () => void;
  /** Put away for good, by its close button or Escape on either of its buttons. */
  onDismiss: () => void;
  showLabel?: string;
  dismissLabel?: string;
}

/**
 * The one-time note about the view-mode menu, drawn in the page's flow above the screen's
 * content: a bubble beside the floating menu would lie over whatever the screen has at the bottom
 * right (a table's cells, a row's Actions button). Its button opens the menu it is about.
 */
export function ViewModeHint({
  children,
  onShow,
  onDismiss,
  showLabel = 'Show me',
  dismissLabel = 'Dismiss the view-mode hint',
}: ViewModeHintProps) {
  const dismissOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onDismiss();
  };
  return (
    <div role="note" className="ui-view-mode-hint">
      <p className="ui-view-mode-hint__text">{children}</p>
      <Button variant="secondary" size="sm" onClick={onShow} onKeyDown={dismissOnEscape}>
        {showLabel}
      </Button>
      <IconButton
        label={dismissLabel}
        icon={<CloseIcon />}
        size="sm"
        onClick={onDismiss}
        onKeyDown={dismissOnEscape}
      />
    </div>
  );
}
