import { LOGIN_RESTRICTION, STORAGE_KEYS, readJson, writeJson } from '@portal/contracts';

const { maxFailedAttempts, windowMs, restrictMs } = LOGIN_RESTRICTION;

/** Failure times, and the end of a running restriction; kept in local storage (client spec 4). */
interface Attempts {
  failures: number[];
  restrictedUntil: number | null;
}

function read(storage: Storage): Attempts {
  const value = readJson(storage, STORAGE_KEYS.loginAttempts) as Partial<Attempts> | null;
  return {
    failures: Array.isArray(value?.failures) ? value.failures.filter(Number.isFinite) : [],
    restrictedUntil: typeof value?.restrictedUntil === 'number' ? value.restrictedUntil : null,
  };
}

/** When the browser's own restriction ends, or null; an ended one clears the attempts. */
export function loginRestrictedUntil(storage: Storage, now: number): number | null {
  const { restrictedUntil } = read(storage);
  if (restrictedUntil === null) return null;
  if (restrictedUntil > now) return restrictedUntil;
  storage.removeItem(STORAGE_KEYS.loginAttempts);
  return null;
}

/** Counts a failed sign-in; the 10th within 5 minutes starts a 10-minute restriction. */
export function recordLoginFailure(storage: Storage, now: number): void {
  const failures = [...read(storage).failures.filter((at) => now - at < windowMs), now];
  const restricted = failures.length >= maxFailedAttempts;
  writeJson(storage, STORAGE_KEYS.loginAttempts, {
    failures: restricted ? [] : failures,
    restrictedUntil: restricted ? now + restrictMs : null,
  });
}

export const clearLoginFailures = (storage: Storage): void =>
  storage.removeItem(STORAGE_KEYS.loginAttempts);
