import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isPortalPath, routerPathOf } from '@portal/contracts';

/**
 * Holds the visitor on the page while `active` (client spec section 2, leave guard): a reload or
 * a closed tab asks the browser's question; a click on a link inside the portal (the header's
 * menus included) is held until the visitor confirms. Once they chose to leave, nothing holds
 * them again on the way out. (react-router's useBlocker needs a data router, which the shell does
 * not use; the browser's back button is not held.)
 */
export function useLeaveGuard(active: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string>();
  // Leaving was explicitly allowed: a page outside /v3 is loaded without the browser's question.
  const allowed = useRef(false);

  useEffect(() => {
    // A new reason to hold the visitor (or none) starts over: an earlier choice to leave is spent.
    allowed.current = false;
    if (!active) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const here = window.location;
      if (url.pathname === here.pathname && url.search === here.search) return;
      // Only the default is held: react-router's Link does not navigate a prevented click, and
      // the link's other handlers still run (the header's menu closes behind the question).
      event.preventDefault();
      setPending(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('click', click, true);
    };
  }, [active]);

  return {
    /** Where the visitor wanted to go, while the question is open. */
    pending,
    stay: () => setPending(undefined),
    leave: () => {
      const target = pending;
      setPending(undefined);
      if (!target) return;
      allowed.current = true;
      if (isPortalPath(target)) void navigate(routerPathOf(target));
      else window.location.assign(target);
    },
  };
}
