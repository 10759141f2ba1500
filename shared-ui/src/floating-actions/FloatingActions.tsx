import type { ReactNode } from 'react';
import './floating-actions.css';

export interface FloatingActionsProps {
  /** Usually ThemeToggle and, on list screens, ViewModeMenu. */
  children: ReactNode;
  /** Name of the landmark. */
  label?: string;
}

/** The fixed cluster at the bottom right of every screen. */
export function FloatingActions({ children, label = 'Display settings' }: FloatingActionsProps) {
  return (
    <aside className="ui-floating-actions" aria-label={label}>
      {children}
    </aside>
  );
}
