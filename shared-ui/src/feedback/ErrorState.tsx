import type { ReactNode } from 'react';
import { Button } from '../button/Button.tsx';
import { ErrorIcon, RetryIcon } from '../icons/icons.tsx';
import { Heading } from '../internal/Heading.tsx';
import type { HeadingLevel } from '../internal/Heading.tsx';
import './feedback.css';

export interface ErrorStateProps {
  /** The error catalogue's text, e.g. "Something went wrong". */
  message: ReactNode;
  /** A heading above the message, when the view needs one. */
  title?: ReactNode;
  headingLevel?: HeadingLevel;
  /** Shows the Retry button. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Busy state of the Retry button while the view reloads. */
  retrying?: boolean;
}

/** What a data view shows when loading it failed. Announced as an alert. */
export function ErrorState({
  message,
  title,
  headingLevel = 2,
  onRetry,
  retryLabel = 'Retry',
  retrying = false,
}: ErrorStateProps) {
  return (
    <div className="ui-state ui-state--error" role="alert">
      <div className="ui-state__icon">
        <ErrorIcon size={32} />
      </div>
      {title !== undefined && (
        <Heading level={headingLevel} className="ui-state__title">
          {title}
        </Heading>
      )}
      <p className="ui-state__text">{message}</p>
      {onRetry && (
        <div className="ui-state__action">
          <Button variant="secondary" icon={<RetryIcon />} loading={retrying} onClick={onRetry}>
            {retryLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
