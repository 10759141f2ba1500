import type { ReactNode } from 'react';
import { Heading } from '../internal/Heading.tsx';
import type { HeadingLevel } from '../internal/Heading.tsx';
import './feedback.css';

export interface EmptyStateProps {
  title: ReactNode;
  /** Says what to do next. */
  text?: ReactNode;
  /** Usually one Button, e.g. "Upload file". */
  action?: ReactNode;
  icon?: ReactNode;
  headingLevel?: HeadingLevel;
}

/** What a data view shows when there is nothing in it. */
export function EmptyState({ title, text, action, icon, headingLevel = 2 }: EmptyStateProps) {
  return (
    <div className="ui-state">
      {icon !== undefined && <div className="ui-state__icon">{icon}</div>}
      <Heading level={headingLevel} className="ui-state__title">
        {title}
      </Heading>
      {text !== undefined && <p className="ui-state__text">{text}</p>}
      {action !== undefined && <div className="ui-state__action">{action}</div>}
    </div>
  );
}
