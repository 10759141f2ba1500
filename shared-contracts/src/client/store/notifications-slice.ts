import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { NOTIFICATION_DURATION } from '../../core/constants.ts';

export type NotificationType = 'success' | 'info' | 'error' | 'warning' | 'loading';

export interface NotificationMessage {
  id: string;
  type: NotificationType;
  title: string;
  desc?: string | string[];
  replay?: boolean;
  /** Milliseconds before it closes itself; loading notifications stay until dismissed. */
  duration: number | null;
}

export type NotificationInput = Omit<NotificationMessage, 'id' | 'duration' | 'replay'> & {
  duration?: keyof typeof NOTIFICATION_DURATION;
  /** The failed action to run again from the notification (client spec section 4). */
  onReplay?: () => void;
};

// Callbacks are not state: they live beside the store, keyed by notification id.
const replays = new Map<string, () => void>();

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: { items: [] as NotificationMessage[], history: [] as NotificationMessage[] },
  reducers: {
    notificationAdded(state, action: PayloadAction<NotificationMessage>) {
      state.items.push(action.payload);
    },
    notificationDismissed(state, action: PayloadAction<string>) {
      const dismissed = state.items.find((item) => item.id === action.payload);
      state.items = state.items.filter((item) => item.id !== action.payload);
      if (dismissed) state.history = [dismissed, ...state.history].slice(0, 20);
      replays.delete(action.payload);
    },
  },
  selectors: {
    selectNotifications: (state) => state.items,
  },
});

export const { notificationDismissed } = notificationsSlice.actions;
export const { selectNotifications } = notificationsSlice.selectors;

/** Builds the action for a new notification; pass it to dispatch. */
export function notify(input: NotificationInput) {
  const { onReplay, duration = 'default', ...message } = input;
  const id = nanoid();
  if (onReplay) replays.set(id, onReplay);
  return notificationsSlice.actions.notificationAdded({
    ...message,
    id,
    replay: Boolean(onReplay),
    duration: message.type === 'loading' ? null : NOTIFICATION_DURATION[duration],
  });
}

/** Runs the failed action of a notification again, if it has one. */
export function replayNotification(id: string): void {
  replays.get(id)?.();
}
