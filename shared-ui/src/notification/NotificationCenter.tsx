import { Notification } from './Notification.tsx';
import type { NotificationItem, NotificationLabels } from './Notification.tsx';

export interface NotificationCenterProps extends NotificationLabels {
  notifications: readonly NotificationItem[];
  onDismiss: (id: string) => void;
  onReplay?: (id: string) => void;
  onAction?: (id: string) => void;
  /** Name of the landmark that holds the messages. */
  label?: string;
}

/**
 * The overlay that lists the current notifications, newest last. It renders what it is given:
 * auto-close (3000 / 6000 / 9000 ms, never for loading) belongs to the caller.
 */
export function NotificationCenter({
  notifications,
  onDismiss,
  onReplay,
  onAction,
  label = 'Notifications',
  ...labels
}: NotificationCenterProps) {
  return (
    <section className="ui-notification-center" aria-label={label}>
      {notifications.length > 0 && (
        <ol className="ui-notification-center__list">
          {notifications.map((notification) => (
            <li key={notification.id}>
              <Notification
                notification={notification}
                onDismiss={onDismiss}
                onReplay={onReplay}
                onAction={onAction}
                {...labels}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
