import { NavLink } from 'react-router';
import { Menu, buttonClassName } from '@portal/ui';
import { selectFeatureFlags, selectSite, usePortalSelector } from '@portal/contracts';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { toRouterPath } from '../guards/RouteGuard.tsx';
import { siteLink } from './marketing-links.ts';
import { Logo } from './Logo.tsx';
import { mainMenus, type MenuEntry } from './menus.ts';
import { UserMenu } from './UserMenu.tsx';

function useMenuEntries(): readonly MenuEntry[] {
  const { user } = useCurrentUser();
  const flags = usePortalSelector(selectFeatureFlags);
  if (!user) return [];
  return mainMenus[user.role].filter((entry) => !entry.flag || flags[entry.flag]);
}

/** The default header: logo, the role's main menu (folded into a menu below 899 px), user menu. */
export function Header() {
  const entries = useMenuEntries();
  const site = usePortalSelector(selectSite);
  const href = (entry: MenuEntry) => (entry.external ? siteLink(site.url, entry.to) : entry.to);
  // The client's Upload file is a button; NavLink adds `active` to a string class name.
  const linkClass = (entry: MenuEntry) =>
    entry.button ? () => buttonClassName({ variant: 'primary', size: 'sm' }) : undefined;

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
                  <NavLink to={toRouterPath(entry.to)} className={linkClass(entry)}>
                    {entry.label}
                  </NavLink>
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
                label: entry.label,
                href: href(entry),
                external: entry.external,
              }))}
            />
          </div>
        )}
        <UserMenu />
      </div>
    </header>
  );
}
