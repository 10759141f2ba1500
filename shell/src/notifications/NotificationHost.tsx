import { useEffect } from 'react';
import { NotificationCenter } from '@portal/ui';
import {
  notificationDismissed,
  replayNotification,
  runNotificationAction,
  selectNotifications,
  usePortalDispatch,
  usePortalSelector,
  type NotificationMessage,
} from '@portal/contracts';

/** One timer per notification, started when it appears, so newer ones never reset older ones. */
function AutoDismiss({ notification }: { notification: NotificationMessage }) {
  const dispatch = usePortalDispatch();
  const { id, duration } = notification;
  useEffect(() => {
    if (duration === null) return undefined;
    const timer = window.setTimeout(() => dispatch(notificationDismissed(id)), duration);
    return () => window.clearTimeout(timer);
  }, [id, duration, dispatch]);
  return null;
}

/** Shows the store's notifications and closes each after its duration. */
export function NotificationHost() {
  const notifications = usePortalSelector(selectNotifications);
  const dispatch = usePortalDispatch();
  return (
    <>
      {notifications.map((notification) => (
        <AutoDismiss key={notification.id} notification={notification} />
      ))}
      <NotificationCenter
        notifications={notifications}
        onDismiss={(id) => dispatch(notificationDismissed(id))}
        onReplay={(id) => {
          replayNotification(id);
          dispatch(notificationDismissed(id));
        }}
        onAction={runNotificationAction}
      />
    </>
  );
}
