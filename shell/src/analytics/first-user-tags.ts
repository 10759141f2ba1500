import { useEffect } from 'react';
import { pushToDataLayer, userTags, type User } from '@portal/contracts';

/**
 * Tags the first signed-in user a page sees, and nobody after (client spec section 4): a
 * re-render, a token refresh or a later sign-in on the same page adds nothing.
 */
export function firstUserTagger(push: typeof pushToDataLayer = pushToDataLayer) {
  let tagged = false;
  return (user: User) => {
    if (tagged) return;
    tagged = true;
    push(userTags(user));
  };
}

// One per page: this module is loaded once, with the signed-in services.
const tagFirstUser = firstUserTagger();

export function useFirstUserTags(user: User | undefined): void {
  useEffect(() => {
    if (user) tagFirstUser(user);
  }, [user]);
}
