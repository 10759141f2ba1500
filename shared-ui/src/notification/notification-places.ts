import type { NotificationItem } from './Notification.tsx';

/** A message's place in the notification center's list. */
export interface NotificationPlace {
  notification: NotificationItem;
  /** The message has gone while one below it stays: its place keeps the room, unseen. */
  gone: boolean;
  /** The reader closed it here: its Dismiss, Retry or action button. */
  closedHere: boolean;
}

/**
 * The places of the center's list once its messages are `notifications`, newest last. A message
 * gone keeps its room while one below it stays, so a timer closing it never moves those below up
 * under the reader's eyes or pointer; a message the reader closed goes at once, the list moving at
 * their hand. Empty places at the end go too, as nothing below them moves.
 */
export function notificationPlaces(
  previous: readonly NotificationPlace[],
  notifications: readonly NotificationItem[],
): NotificationPlace[] {
  const current = new Map(notifications.map((notification) => [notification.id, notification]));
  const kept = previous.flatMap((place): NotificationPlace[] => {
    const notification = current.get(place.notification.id);
    if (notification) return [{ ...place, notification, gone: false }];
    return place.closedHere ? [] : [{ ...place, gone: true }];
  });
  const known = new Set(previous.map((place) => place.notification.id));
  const added = notifications
    .filter((notification) => !known.has(notification.id))
    .map((notification) => ({ notification, gone: false, closedHere: false }));
  const places = [...kept, ...added];
  while (places.at(-1)?.gone) places.pop();
  return places;
}

/** The same places, with the message `id` marked as closed by the reader. */
export const closedHere = (places: readonly NotificationPlace[], id: string): NotificationPlace[] =>
  places.map((place) => (place.notification.id === id ? { ...place, closedHere: true } : place));
