import { useEffect } from 'react';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { chatAudience } from './chat-audience.ts';
import { bootChat, shutDownChat, type ChatSettings } from './messenger.ts';

/**
 * The customer-messaging chat for whoever may have it: booted for a visitor or a client, shut
 * down when someone else signs in, at sign-out (then a visitor's chat starts afresh) and when the
 * staff user's profile arrives.
 */
export function CustomerChat({ chat }: { chat: ChatSettings }) {
  const { signedIn, user } = useCurrentUser();
  const audience = chatAudience(signedIn, user);
  const person = typeof audience === 'object' ? audience : null;
  const boot = audience === 'visitor' || person !== null;
  const name = person?.name;
  const email = person?.email;

  useEffect(() => {
    if (!boot) return undefined;
    bootChat(chat, name === undefined || email === undefined ? null : { name, email });
    return () => shutDownChat();
  }, [chat, boot, name, email]);

  return null;
}
