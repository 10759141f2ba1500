import type { NotificationItem } from './Notification.tsx';
import { closedHere, notificationPlaces, type NotificationPlace } from './notification-places.ts';

const message = (id: string): NotificationItem => ({ id, type: 'success', title: `Saved ${id}` });
const [a, b, c] = [message('a'), message('b'), message('c')];

/** The places as `id` or `(id)` for the room of one gone. */
const seen = (places: NotificationPlace[]) =>
  places.map(({ notification, gone }) => (gone ? `(${notification.id})` : notification.id));

it('lists new messages last', () => {
  const first = notificationPlaces([], [a]);
  expect(seen(notificationPlaces(first, [a, b, c]))).toEqual(['a', 'b', 'c']);
});

it('keeps the room of a message gone while one below it stays', () => {
  const places = notificationPlaces([], [a, b, c]);
  const withoutA = notificationPlaces(places, [b, c]);
  expect(seen(withoutA)).toEqual(['(a)', 'b', 'c']);
  expect(seen(notificationPlaces(withoutA, [c]))).toEqual(['(a)', '(b)', 'c']);
  expect(seen(notificationPlaces(withoutA, [b, c, message('d')]))).toEqual(['(a)', 'b', 'c', 'd']);
});

it('lets empty places at the end go, as nothing below them moves', () => {
  const withoutA = notificationPlaces(notificationPlaces([], [a, b, c]), [b, c]);
  expect(seen(notificationPlaces(withoutA, [b]))).toEqual(['(a)', 'b']);
  expect(seen(notificationPlaces(withoutA, []))).toEqual([]);
});

it('lets a message the reader closed go at once', () => {
  const places = closedHere(notificationPlaces([], [a, b, c]), 'a');
  expect(seen(notificationPlaces(places, [b, c]))).toEqual(['b', 'c']);
});

it('shows a message changed in place as it now is', () => {
  const changed = { ...b, title: 'Saved b again' };
  const places = notificationPlaces(notificationPlaces([], [a, b]), [a, changed]);
  expect(places[1]?.notification).toBe(changed);
});
