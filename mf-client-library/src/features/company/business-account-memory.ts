import { STORAGE_KEYS } from '@portal/contracts';

/**
 * The page a signed-out visitor came for, kept under the businessAcc key (client spec section 9)
 * so that the first sign-in afterwards lands there (section 2, redirect after login) even when
 * the sign-in went through registration and lost its redirectTo. The spec's key holds an email,
 * but a signed-out visitor's email is not known (reviewing an invitation needs the invited user
 * signed in), so the page is kept instead. The shell's post-login rule reads it; reaching the
 * page signed in forgets it.
 */
export function rememberBusinessAccountVisit(path: string, storage: Storage = localStorage) {
  try {
    storage.setItem(STORAGE_KEYS.businessAccount, path);
  } catch {
    // Storage disabled (private mode): the visitor lands on the root after sign-in instead.
  }
}

export function forgetBusinessAccountVisit(storage: Storage = localStorage) {
  try {
    storage.removeItem(STORAGE_KEYS.businessAccount);
  } catch {
    // Nothing was stored.
  }
}
