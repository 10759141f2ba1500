import { STORAGE_KEYS, readJson, writeJson } from '@portal/contracts';
import { withNewKeys, type BookingValues } from './booking-values.ts';
import { liveSteps, type LiveStep } from './steps.ts';

/**
 * A booking a visitor filled in before signing in or registering (client spec section 2, "a
 * stored pending live-booking intent"): the step reached and the whole form. The shell's sign-in
 * sends its owner back here; this page removes it once the booking is made.
 */
export interface LiveBookingIntent {
  step: LiveStep;
  values: BookingValues;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isBooking(value: unknown): value is BookingValues {
  if (!isObject(value) || !isObject(value.sessions) || !Array.isArray(value.sessionRows))
    return false;
  const sessions = value.sessions;
  return value.sessionRows.every(
    (key) => typeof key === 'string' && (sessions[key] === undefined || isObject(sessions[key])),
  );
}

/** The stored intent, under new row keys; anything else stored there is not one. */
export function readIntent(storage: Storage = localStorage): LiveBookingIntent | undefined {
  const stored = readJson(storage, STORAGE_KEYS.liveBookingIntent);
  if (!isObject(stored) || !liveSteps.includes(stored.step as LiveStep)) return undefined;
  if (!isBooking(stored.values)) return undefined;
  return { step: stored.step as LiveStep, values: withNewKeys(stored.values) };
}

export const storeIntent = (intent: LiveBookingIntent, storage: Storage = localStorage): void =>
  writeJson(storage, STORAGE_KEYS.liveBookingIntent, intent);

export function clearIntent(storage: Storage = localStorage): void {
  try {
    storage.removeItem(STORAGE_KEYS.liveBookingIntent);
  } catch {
    // Storage disabled: there was nothing kept to remove.
  }
}
