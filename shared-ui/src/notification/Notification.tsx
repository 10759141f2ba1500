import type { ReactNode } from 'react';
import { Button } from '../button/Button.tsx';
import { IconButton } from '../icon-button/IconButton.tsx';
import {
  CloseIcon,
  ErrorIcon,
  InfoIcon,
  RetryIcon,
  SuccessIcon,
  WarningIcon,
} from '../icons/icons.tsx';
import { Spinner } from '../spinner/Spinner.tsx';
import './notification.css';

export type NotificationKind = 'success' | 'error' | 'info' | 'loading' | 'warning';

/** The spec's notification message. */
export interface NotificationItem {
  id: string;
  type: NotificationKind;
  title: string;
  desc?: string | readonly string[];
  /** Shows a Retry button that re-runs the failed action (through onReplay). */
  replay?: boolean;
  /** The label of a button that acts on the message (through onAction), e.g. a download. */
  action?: string;
}

export interface NotificationLabels {
  dismiss?: string;
  replay?: string;
  /** Read before the title, so the kind is not told by colour and icon alone. */
  kinds?: Partial<Record<NotificationKind, string>>;
}

export interface NotificationProps extends NotificationLabels {
  notification: NotificationItem;
  onDismiss: (id: string) => void;
  onReplay?: (id: string) => void;
  onAction?: (id: string) => void;
}

const icons: Record<NotificationKind, ReactNode> = {
  success: <SuccessIcon />,
  error: <ErrorIcon />,
  info: <InfoIcon />,
  warning: <WarningIcon />,
  loading: <Spinner size="md" decorative />,
};

const kindNames: Record<NotificationKind, string> = {
  success: 'Success',
  error: 'Error',
  info: 'Information',
  warning: 'Warning',
  loading: 'In progress',
};

/** One message. Errors are alerts, the rest polite status messages. It sets no timers. */
export function Notification({
  notification: { id, type, title, desc, replay = false, action },
  onDismiss,
  onReplay,
  onAction,
  dismiss = 'Dismiss',
  replay: replayLabel = 'Retry',
  kinds,
}: NotificationProps) {
  const lines = typeof desc === 'string' ? [desc] : (desc ?? []);
  return (
    <div
      role={type === 'error' ? 'alert' : 'status'}
      className={`ui-notification ui-notification--${type}`}
    >
      <span className="ui-notification__icon">{icons[type]}</span>
      <div className="ui-notification__body">
        <p className="ui-notification__title">
          <span className="ui-visually-hidden">{kinds?.[type] ?? kindNames[type]}: </span>
          {title}
        </p>
        {lines.length === 1 && <p className="ui-notification__desc">{lines[0]}</p>}
        {lines.length > 1 && (
          <ul className="ui-notification__desc">
            {lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}
        {replay && onReplay && (
          <Button size="sm" variant="secondary" icon={<RetryIcon />} onClick={() => onReplay(id)}>
            {replayLabel}
          </Button>
        )}
        {action && onAction && (
          <Button size="sm" onClick={() => onAction(id)}>
            {action}
          </Button>
        )}
      </div>
      <IconButton
        size="sm"
        label={dismiss}
        icon={<CloseIcon />}
        onClick={() => onDismiss(id)}
        tooltipSide="left"
      />
    </div>
  );
}
