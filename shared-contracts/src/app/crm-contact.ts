import { STORAGE_KEYS } from '../common/constants.ts';
import { readJson, writeJson } from './storage.ts';

/**
 * A client who completes registration (sets their password) is added to the CRM, which needs
 * their sign-in: setting the password marks it due in this browser, and the next sign-in as a
 * client makes the call (POST /v1/user/add-to-hub-spot/{id}), unmarking it once answered.
 */
export function markCrmContactDue(storage: Storage = localStorage): void {
  writeJson(storage, STORAGE_KEYS.crmContactDue, true);
}

export const isCrmContactDue = (storage: Storage = localStorage): boolean =>
  readJson(storage, STORAGE_KEYS.crmContactDue) === true;

export function clearCrmContactDue(storage: Storage = localStorage): void {
  try {
    storage.removeItem(STORAGE_KEYS.crmContactDue);
  } catch {
    // Storage disabled: nothing was remembered either.
  }
}
