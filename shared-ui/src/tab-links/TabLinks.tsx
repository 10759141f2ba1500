import type { ReactNode } from 'react';
import './tab-links.css';

/** The class of each tab: a router link the app renders, current when `aria-current="page"`. */
export const tabLinkClassName = 'ui-tab-links__tab';

/**
 * Tabs that are links, each tab its own address (the client library's, the typist library's):
 * the app passes its router's links, styled with `tabLinkClassName`.
 */
export function TabLinks({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav className="ui-tab-links" aria-label={label}>
      {children}
    </nav>
  );
}
