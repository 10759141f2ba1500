import { Suspense, lazy, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, buttonClassName } from '@portal/ui';
import { routerPathOf, selectFeatureFlags, selectSite, usePortalSelector } from '@portal/contracts';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { siteLink } from './marketing-links.ts';
import { Logo } from './Logo.tsx';
import { currentEntry, isWorkspacePath, mainMenus, type MenuEntry } from './menus.ts';
import { UserMenu } from './UserMenu.tsx';

// The client's invitation count needs the library's endpoints: they load after the first paint.
const PendingInvitationsCount = lazy(() => import('./PendingInvitationsCount.tsx'));

function useMenuEntries(invitations: number) {
  const { user } = useCurrentUser();
  const flags = usePortalSelector(selectFeatureFlags);
  const location = useLocation();
  const workspace = isWorkspacePath(`/v3${location.pathname}`);
  const all = user ? mainMenus[user.role] : [];
  const entries = all
    .filter(
      (entry) =>
        (!entry.flag || flags[entry.flag]) &&
        (!entry.counted || invitations > 0) &&
        (!entry.workspaceOnly || workspace),
    )
    .map((entry) =>
      workspace && entry.workspaceLabel ? { ...entry, label: entry.workspaceLabel } : entry,
    );
  return {
    entries,
    current: currentEntry(entries, location),
    counts: all.some((entry) => entry.counted),
  };
}

/** The default header: logo, the role's main menu (folded into a menu below 899 px), user menu. */
export function Header() {
  const [invitations, setInvitations] = useState(0);
  const { entries, current, counts } = useMenuEntries(invitations);
  const site = usePortalSelector(selectSite);
  const href = (entry: MenuEntry) => (entry.external ? siteLink(site.url, entry.to) : entry.to);
  // The client's Upload file is a button, whether current or not.
  const linkClass = (entry: MenuEntry) => {
    if (entry.button) return buttonClassName({ variant: 'primary', size: 'sm' });
    return entry === current ? 'active' : undefined;
  };
  const label = (entry: MenuEntry) =>
    entry.counted ? (
      <>
        {entry.label} <span className="shell-menu-count">{invitations}</span>
      </>
    ) : (
      entry.label
    );

  return (
    <header className="shell-header">
      <div className="shell-header-inner">
        <Logo />
        <nav aria-label="Main" className="shell-main-menu">
          <ul>
            {entries.map((entry) => (
              <li key={entry.label}>
                {entry.external ? (
                  <a href={href(entry)} target="_blank" rel="noreferrer">
                    {entry.label}
                  </a>
                ) : (
                  <Link
                    to={routerPathOf(entry.to)}
                    className={linkClass(entry)}
                    aria-current={entry === current ? 'page' : undefined}
                  >
                    {label(entry)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {entries.length > 0 && (
          <div className="shell-narrow-menu">
            <Menu
              label="Main menu"
              trigger="Menu"
              items={entries.map((entry) => ({
                label: label(entry),
                href: href(entry),
                external: entry.external,
              }))}
            />
          </div>
        )}
        <UserMenu />
        {counts && (
          <Suspense fallback={null}>
            <PendingInvitationsCount onCount={setInvitations} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
