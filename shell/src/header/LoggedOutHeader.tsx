import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { Button, Menu, buttonClassName } from '@portal/ui';
import { routerPathOf, selectSite, usePortalSelector } from '@portal/contracts';
import { Logo } from './Logo.tsx';
import { marketingGroups, siteLink } from './marketing-links.ts';
import { QUOTE_PATH } from './menus.ts';

// Loaded on first opening: the first load does without the dialog it is built on.
const MarketingSidebar = lazy(() =>
  import('./MarketingSidebar.tsx').then((module) => ({ default: module.MarketingSidebar })),
);

/** The marketing header for visitors; below 950 px it becomes a sliding sidebar. */
export function LoggedOutHeader() {
  const site = usePortalSelector(selectSite);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  return (
    <header className="shell-header">
      <div className="shell-header-inner">
        <Logo />
        <nav aria-label="Main" className="shell-marketing-menu">
          {marketingGroups.map((group) => (
            <Menu
              key={group.label}
              label={group.label}
              trigger={group.label}
              items={group.links.map((link) => ({
                label: link.label,
                href: siteLink(site.url, link.path),
                external: true,
              }))}
            />
          ))}
          <a href={`tel:${site.phone.replaceAll(' ', '')}`}>{site.phone}</a>
          <Link to="/login">Login</Link>
          <Link to={routerPathOf(QUOTE_PATH)} className={buttonClassName({ variant: 'primary' })}>
            Get a quote
          </Link>
        </nav>
        <div className="shell-sidebar-toggle">
          <Button variant="secondary" onClick={() => setSidebarOpen(true)}>
            Menu
          </Button>
        </div>
        {sidebarOpen && (
          <Suspense fallback={null}>
            <MarketingSidebar open onOpenChange={setSidebarOpen} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
