import { Suspense, lazy } from 'react';
import { usePortalSelector } from '@portal/contracts';

/** Resolves once the browser is idle after the first render (soon, where it cannot tell). */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve());
    else setTimeout(resolve, 0);
  });

// The chat and its widget come after the page is up, never in the first load.
const CustomerChat = lazy(() =>
  whenIdle()
    .then(() => import('./CustomerChat.tsx'))
    .then((m) => ({ default: m.CustomerChat })),
);

/** The customer-messaging chat where one is configured (CHAT_APP_ID); nothing otherwise. */
export function LazyCustomerChat() {
  const chat = usePortalSelector((state) => state.config.chat);
  if (!chat) return null;
  return (
    <Suspense fallback={null}>
      <CustomerChat chat={chat} />
    </Suspense>
  );
}
