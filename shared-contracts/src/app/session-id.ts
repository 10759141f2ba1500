import { createSessionId, isSessionId } from '../auth/session-id.ts';
import { STORAGE_KEYS } from '../common/constants.ts';

/** The anonymous visitor's session id, created once and kept in local storage. */
export function getSessionId(storage: Storage = localStorage): string {
  const stored = storage.getItem(STORAGE_KEYS.sessionId);
  if (stored && isSessionId(stored)) return stored;
  const created = createSessionId();
  storage.setItem(STORAGE_KEYS.sessionId, created);
  return created;
}
