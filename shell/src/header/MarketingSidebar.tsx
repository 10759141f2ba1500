import { Link } from 'react-router';
import { buttonClassName } from '@portal/ui';
import { Dialog } from '@portal/ui/dialog';
import { QUOTE_PATH } from './menus.ts';
import { routerPathOf, selectSite, usePortalSelector } from '@portal/contracts';
import { marketingGroups, siteLink } from './marketing-links.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The narrow-screen marketing menu: a sliding panel whose groups expand in place. */
export function MarketingSidebar({ open, onOpenChange }: Props) {
  const site = usePortalSelector(selectSite);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Menu" variant="sidebar">
      <nav aria-label="Site" className="shell-sidebar-nav">
        {marketingGroups.map((group) => (
          <details key={group.label}>
            <summary>{group.label}</summary>
            <ul>
              {group.links.map((link) => (
                <li key={link.label}>
                  <a href={siteLink(site.url, link.path)}>{link.label}</a>
                </li>
              ))}
            </ul>
          </details>
        ))}
        <a href={`tel:${site.phone.replaceAll(' ', '')}`}>{site.phone}</a>
        <Link to="/login" onClick={() => onOpenChange(false)}>
          Login
        </Link>
        <Link
          to={routerPathOf(QUOTE_PATH)}
          className={buttonClassName({ variant: 'primary' })}
          onClick={() => onOpenChange(false)}
        >
          Get a quote
        </Link>
      </nav>
    </Dialog>
  );
}
