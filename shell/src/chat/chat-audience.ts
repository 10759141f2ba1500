import { can, type User } from '@portal/contracts';
import type { ChatPerson } from './messenger.ts';

/**
 * Whom the chat is for (client spec section 2): visitors and clients; never admins, super
 * admins, restricted admins, typists or proofreaders. `undefined` while a signed-in user's
 * profile is still unknown, so staff never see it appear for a moment.
 */
export function chatAudience(
  signedIn: boolean,
  user: User | undefined,
): 'visitor' | 'none' | ChatPerson | undefined {
  if (!signedIn) return 'visitor';
  if (!user) return undefined;
  if (!can(user, 'chat.use')) return 'none';
  return { name: `${user.firstname} ${user.lastname}`.trim(), email: user.email };
}
