import type { ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import './status-chip.css';

export type StatusTone = 'neutral' | 'success' | 'info' | 'warning' | 'error';

export interface StatusChipProps {
  tone?: StatusTone;
  /** The status in words ("In progress", "Complete"); colour only reinforces it. */
  children: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/** A project or media status. The mapping from status to tone belongs to the remote. */
export function StatusChip({ tone = 'neutral', children, icon, className }: StatusChipProps) {
  return (
    <span className={cx('ui-status-chip', `ui-status-chip--${tone}`, className)}>
      {icon ?? <span className="ui-status-chip__dot" aria-hidden="true" />}
      {children}
    </span>
  );
}
