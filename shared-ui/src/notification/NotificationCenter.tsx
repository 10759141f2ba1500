import { useState } from 'react';
import { Notification } from './Notification.tsx';
import type { NotificationItem, NotificationLabels } from './Notification.tsx';
import { closedHere, notificationPlaces } from './notification-places.ts';

export interface NotificationCenterProps extends NotificationLabels {
  notifications: readonly NotificationItem[];
  onDismiss: (id: string) => void;
  onReplay?: (id: string) => void;
  onAction?: (id: string) => void;
  /** Name of the landmark that holds the messages. */
  label?: string;
}

/**
 * The places of the messages shown (notificationPlaces): each keeps its room until the messages
 * below it have gone too, unless the reader closes it here (`close`).
 */
function usePlaces(notifications: readonly NotificationItem[]) {
  const [shown, setShown] = useState(() => ({
    notifications,
    places: notificationPlaces([], notifications),
  }));
  let { places } = shown;
  if (shown.notifications !== notifications) {
    places = notificationPlaces(places, notifications);
    setShown({ notifications, places });
  }
  const close = (id: string) =>
    setShown((current) => ({ ...current, places: closedHere(current.places, id) }));
  return { places, close };
}

/**
 * The overlay that lists the current notifications, newest last. It renders what it is given:
 * auto-close (3000 / 6000 / 9000 ms, never for loading) belongs to the caller. A message that
 * closes above others leaves its room empty until they have gone too, so they never move up
 * under the reader's eyes; one the reader closes here goes at once.
 */
export function NotificationCenter({
  notifications,
  onDismiss,
  onReplay,
  onAction,
  label = 'Notifications',
  ...labels
}: NotificationCenterProps) {
  const { places, close } = usePlaces(notifications);
  const closing =
    (handler: (id: string) => void) =>
    (id: string): void => {
      close(id);
      handler(id);
    };
  return (
    <section className="ui-notification-center" aria-label={label}>
      {places.length > 0 && (
        <ol className="ui-notification-center__list">
          {places.map(({ notification, gone }) => (
            <li
              key={notification.id}
              className={gone ? 'ui-notification-center__gone' : undefined}
              aria-hidden={gone || undefined}
              inert={gone}
            >
              <Notification
                notification={notification}
                onDismiss={closing(onDismiss)}
                onReplay={onReplay && closing(onReplay)}
                onAction={onAction && closing(onAction)}
                {...labels}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
