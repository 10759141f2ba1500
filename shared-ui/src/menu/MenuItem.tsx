import type { ReactNode } from 'react';
import { ExternalIcon } from '../icons/icons.tsx';
import { cx } from '../internal/cx.ts';
import { useMenuParts } from './menu-parts.ts';
import './menu.css';

export interface MenuItemProps {
  children: ReactNode;
  icon?: ReactNode;
  /** Runs on click or Enter; call event.preventDefault() to keep the menu open. */
  onSelect?: (event: Event) => void;
  disabled?: boolean;
  tone?: 'default' | 'danger';
  /** Renders the item as a link. */
  href?: string;
  /** With href: opens in a new tab and says so. */
  external?: boolean;
  /** Renders the single child element as the item, e.g. a router <Link to="/v3/profile">. */
  asChild?: boolean;
}

export function MenuItem({
  children,
  icon,
  href,
  external = false,
  asChild = false,
  tone = 'default',
  ...item
}: MenuItemProps) {
  const DropdownMenu = useMenuParts();
  const className = cx('ui-menu__item', tone === 'danger' && 'ui-menu__item--danger');
  if (asChild) {
    return (
      <DropdownMenu.Item {...item} asChild className={className}>
        {children}
      </DropdownMenu.Item>
    );
  }
  const content = (
    <>
      {icon !== undefined && <span className="ui-menu__icon">{icon}</span>}
      <span className="ui-menu__label">{children}</span>
      {external && <ExternalIcon size="1em" className="ui-menu__external" />}
      {external && <span className="ui-visually-hidden"> (opens in a new tab)</span>}
    </>
  );
  if (href !== undefined) {
    const newTab = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
    return (
      <DropdownMenu.Item {...item} asChild className={className}>
        <a href={href} {...newTab}>
          {content}
        </a>
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.Item {...item} className={className}>
      {content}
    </DropdownMenu.Item>
  );
}

/** A non-interactive line at the top of a menu, e.g. the user greeting. */
export function MenuLabel({ children }: { children: ReactNode }) {
  const DropdownMenu = useMenuParts();
  return <DropdownMenu.Label className="ui-menu__heading">{children}</DropdownMenu.Label>;
}

export function MenuSeparator() {
  const DropdownMenu = useMenuParts();
  return <DropdownMenu.Separator className="ui-menu__separator" />;
}

export interface MenuCheckItemProps {
  children: ReactNode;
  checked: boolean;
  onSelect?: (event: Event) => void;
  icon?: ReactNode;
  disabled?: boolean;
}

/** An item that shows whether it is the current choice (menuitemcheckbox). */
export function MenuCheckItem({ children, icon, ...item }: MenuCheckItemProps) {
  const DropdownMenu = useMenuParts();
  return (
    <DropdownMenu.CheckboxItem {...item} className="ui-menu__item ui-menu__item--radio">
      {icon !== undefined && <span className="ui-menu__icon">{icon}</span>}
      <span className="ui-menu__label">{children}</span>
      <DropdownMenu.ItemIndicator className="ui-menu__indicator" />
    </DropdownMenu.CheckboxItem>
  );
}
