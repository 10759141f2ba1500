import type { ReactNode } from 'react';
import { ErrorIcon, SuccessIcon } from '@portal/ui';
import './outcome.css';

interface OutcomeProps {
  /** success is announced politely (status), error at once (alert). */
  tone: 'success' | 'error';
  title: ReactNode;
  /** Adds the page's own heading look. */
  titleClassName?: string;
  /** What happened and what comes next. */
  children: ReactNode;
  /** Where to go from here, e.g. a link styled as a button. */
  action: ReactNode;
}

/** How a request ended, in place of its form or page: an icon, a heading, a text and a way on. */
export function Outcome({ tone, title, titleClassName, children, action }: OutcomeProps) {
  const Icon = tone === 'success' ? SuccessIcon : ErrorIcon;
  return (
    <div className={`outcome outcome--${tone}`} role={tone === 'success' ? 'status' : 'alert'}>
      <Icon size="2em" />
      <h2 className={titleClassName}>{title}</h2>
      <p>{children}</p>
      {action}
    </div>
  );
}
