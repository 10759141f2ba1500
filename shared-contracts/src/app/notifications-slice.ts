import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { NOTIFICATION_DURATION } from '../common/constants.ts';

export type NotificationType = 'success' | 'info' | 'error' | 'warning' | 'loading';

export interface NotificationMessage {
  id: string;
  type: NotificationType;
  title: string;
  desc?: string | string[];
  replay?: boolean;
  /** The label of its action's button (runNotificationAction). */
  action?: string;
  /**
   * Milliseconds before it closes itself; loading notifications, and those offering an action
   * (time to reach its button), stay until dismissed.
   */
  duration: number | null;
}

export type NotificationInput = Omit<
  NotificationMessage,
  'id' | 'duration' | 'replay' | 'action'
> & {
  duration?: keyof typeof NOTIFICATION_DURATION;
  /** The failed action to run again from the notification (client spec section 4). */
  onReplay?: () => void;
  /** A button on the notification that runs `run` with its id (a download once it is ready). */
  action?: { label: string; run: (id: string) => void };
};

// Callbacks are not state: they live beside the store, keyed by notification id.
const replays = new Map<string, () => void>();
const actions = new Map<string, (id: string) => void>();

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: { items: [] as NotificationMessage[], history: [] as NotificationMessage[] },
  reducers: {
    notificationAdded(state, action: PayloadAction<NotificationMessage>) {
      state.items.push(action.payload);
    },
    /** A notification still shown changes in place (a task's progress, then its outcome). */
    notificationChanged(state, action: PayloadAction<NotificationMessage>) {
      const index = state.items.findIndex((item) => item.id === action.payload.id);
      if (index >= 0) state.items[index] = action.payload;
    },
    notificationDismissed(state, action: PayloadAction<string>) {
      const dismissed = state.items.find((item) => item.id === action.payload);
      state.items = state.items.filter((item) => item.id !== action.payload);
      if (dismissed) state.history = [dismissed, ...state.history].slice(0, 20);
      replays.delete(action.payload);
      actions.delete(action.payload);
    },
  },
  selectors: {
    selectNotifications: (state) => state.items,
  },
});

export const { notificationDismissed } = notificationsSlice.actions;
export const { selectNotifications } = notificationsSlice.selectors;

/** The message of notification `id`, its callbacks kept beside the store. */
function messageOf(id: string, input: NotificationInput): NotificationMessage {
  const { onReplay, action, duration = 'default', ...message } = input;
  if (onReplay) replays.set(id, onReplay);
  else replays.delete(id);
  if (action) actions.set(id, action.run);
  else actions.delete(id);
  return {
    ...message,
    id,
    replay: Boolean(onReplay),
    ...(action ? { action: action.label } : {}),
    duration: message.type === 'loading' || action ? null : NOTIFICATION_DURATION[duration],
  };
}

/** Builds the action for a new notification; pass it to dispatch. */
export function notify(input: NotificationInput) {
  return notificationsSlice.actions.notificationAdded(messageOf(nanoid(), input));
}

/**
 * Builds the action that changes notification `id` to `input`, while it is shown; pass it to
 * dispatch.
 */
export function updateNotification(id: string, input: NotificationInput) {
  return notificationsSlice.actions.notificationChanged(messageOf(id, input));
}

/** Runs the failed action of a notification again, if it has one. */
export function replayNotification(id: string): void {
  replays.get(id)?.();
}

/** Runs the action a notification offers, if it has one. */
export function runNotificationAction(id: string): void {
  actions.get(id)?.(id);
}
